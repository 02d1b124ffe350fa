import { Alert, Radio, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ThreeWay } from '@shared/domain/merge-patch';

export interface CollisionField {
  key: string;
  /** As the form labels it ("Priority"). */
  label: string;
  /** How a value of this field reads ("High"); default: as text, "–" when empty. */
  format?: (value: unknown) => string;
}

export type Winners = Partial<Record<string, 'mine' | 'theirs'>>;

const plain = (value: unknown): string =>
  value === null || value === undefined || value === '' ? '–' : Array.isArray(value) ? value.join(', ') || '–' : String(value);

/**
 * A colleague changed the record while the user edited it: their new values beside the user's
 * own. Fields only they changed are taken into the form; a field both changed asks which value
 * wins (the user's by default), named by a hidden label (Radio.Group does not pass aria-label
 * on). The editor's own buttons then save: only the user's changes go.
 */
export function ChangedMeanwhile<T extends Record<string, unknown>>(props: {
  fields: CollisionField[];
  merge: ThreeWay<T>;
  base: T;
  mine: T;
  current: T;
  winners: Winners;
  onChoose: (key: string, side: 'mine' | 'theirs') => void;
}) {
  const { fields, merge, base, mine, current, winners, onChoose } = props;
  const shown = fields.filter((f) => merge.theirs.includes(f.key) || merge.conflicts.includes(f.key));
  if (shown.length === 0) return null;
  return (
    <Alert color="orange" title="Someone changed this record while you were editing" data-testid="changed-meanwhile">
      <Stack gap="xs">
        <Text size="sm">
          Their values are shown beside yours. Only the fields you changed are sent; where you both changed a field, choose which value stays.
        </Text>
        <Table withTableBorder withColumnBorders verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Field</Table.Th>
              <Table.Th scope="col">When you started</Table.Th>
              <Table.Th scope="col">Theirs now</Table.Th>
              <Table.Th scope="col">Yours</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((f) => {
              const format = f.format ?? plain;
              const conflict = merge.conflicts.includes(f.key);
              return (
                <Table.Tr key={f.key} data-testid={`changed-${f.key}`}>
                  <Table.Th scope="row">{f.label}</Table.Th>
                  <Table.Td>{format(base[f.key])}</Table.Td>
                  <Table.Td>{format(current[f.key])}</Table.Td>
                  <Table.Td>
                    {conflict ? (
                      <Radio.Group
                        value={winners[f.key] ?? 'mine'}
                        onChange={(v) => onChoose(f.key, v as 'mine' | 'theirs')}
                        label={<VisuallyHidden>Which {f.label} stays</VisuallyHidden>}
                      >
                        <Stack gap={4}>
                          <Radio value="mine" label={`Mine: ${format(mine[f.key])}`} />
                          <Radio value="theirs" label={`Theirs: ${format(current[f.key])}`} />
                        </Stack>
                      </Radio.Group>
                    ) : (
                      <Text size="sm" c="dimmed">
                        Unchanged by you: theirs is kept
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
    </Alert>
  );
}
