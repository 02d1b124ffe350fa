import { Group, Kbd, Stack, Table, Text } from '@mantine/core';
import { formatKeys, useShortcutHelp } from '../components/shortcuts';
import { AppModal } from '../components/overlay/AppModal';
import { HiddenTableHead } from '../components/HiddenTableHead';

const groupId = (group: string) => `shortcuts-${group.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** The keyboard help overlay: every shortcut active right now, grouped. */
export function ShortcutsHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const groups = useShortcutHelp((s) => s.groups);
  return (
    <AppModal opened={opened} onClose={onClose} title="Keyboard shortcuts" size="lg" data-testid="shortcuts-help">
      <Stack gap="lg">
        {Object.entries(groups).map(([group, list]) => (
          <Stack key={group} gap={4}>
            <Text fw={600} size="sm" tt="uppercase" c="dimmed" id={groupId(group)}>
              {group}
            </Text>
            <Table striped highlightOnHover aria-labelledby={groupId(group)}>
              <HiddenTableHead columns={['Action', 'Keys']} />
              <Table.Tbody>
                {list.map((s) => (
                  <Table.Tr key={s.keys}>
                    <Table.Th scope="row" fw="normal">
                      {s.label}
                    </Table.Th>
                    <Table.Td w={160}>
                      <Group gap={4} justify="flex-end">
                        <Kbd>{formatKeys(s.keys)}</Kbd>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        ))}
      </Stack>
    </AppModal>
  );
}
