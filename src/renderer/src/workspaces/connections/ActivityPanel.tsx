import { Badge, Code, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { useState } from 'react';
import { useCall } from '../../api/hooks';
import { ProblemAlert } from '../../components/ProblemAlert';
import { when } from '../../components/format';

const outcomeColor = { ok: 'teal', error: 'red', unknown: 'yellow' } as const;

/** Every write this computer sent to the ERP, newest first, searchable by anything shown. */
export function ActivityPanel() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 200);
  const log = useCall('activity.list', { search: debounced || undefined, limit: 500 });
  const entries = log.data?.entries ?? [];
  return (
    <Stack gap="sm">
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder="Search by operation, key, reference, outcome…"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={480}
        aria-label="Search the activity log"
      />
      <ProblemAlert error={log.error} onRetry={() => void log.refetch()} />
      {entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          {debounced ? 'No recorded write matches.' : 'No writes recorded yet. Every change sent to the ERP appears here.'}
        </Text>
      ) : (
        <Table striped highlightOnHover fz="sm" data-testid="activity-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Time</Table.Th>
              <Table.Th>Connection</Table.Th>
              <Table.Th>What</Table.Th>
              <Table.Th>Outcome</Table.Th>
              <Table.Th>Reference</Table.Th>
              <Table.Th>Idempotency key</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e) => (
              <Table.Tr key={`${e.time}-${e.idempotencyKey ?? e.summary}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(e.time)}</Table.Td>
                <Table.Td>{e.profileName}</Table.Td>
                <Table.Td>
                  {e.summary}
                  <Text size="xs" c="dimmed">
                    {e.detail}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={outcomeColor[e.outcome]} variant="light">
                    {e.outcome}
                    {e.status ? ` ${e.status}` : ''}
                  </Badge>
                </Table.Td>
                <Table.Td ff="monospace">{e.reference ?? '—'}</Table.Td>
                <Table.Td>
                  <Code>{e.idempotencyKey ?? '—'}</Code>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
