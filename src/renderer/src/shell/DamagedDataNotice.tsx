import { Button, Code, Group, List, Stack, Text } from '@mantine/core';
import { useCall } from '../api/hooks';
import { useWrite } from '../api/useWrite';
import { ProblemAlert } from '../components/ProblemAlert';
import { AppModal } from '../components/overlay/AppModal';

/**
 * Said once, at start: local data (drafts, waiting writes, upload records) that could not be
 * read, and where the untouched copy of each damaged file is (row 300). Asked for rather than
 * pushed as an event, which could fire before the window listens.
 */
export function DamagedDataNotice() {
  const damaged = useCall('app.damagedData', {}, { staleTime: Infinity });
  const seen = useWrite('app.damagedDataSeen', { invalidates: ['app.damagedData'] });
  const reports = damaged.data?.reports ?? [];
  const close = () => seen.send({});
  return (
    <AppModal opened={reports.length > 0} onClose={close} title="Some local data could not be read" size="lg" data-testid="damaged-data">
      <Stack gap="sm">
        <Text size="sm">Everything else was kept. A copy of each damaged file was kept beside it, as it was found.</Text>
        <List spacing="xs" size="sm">
          {reports.map((report) => (
            <List.Item key={report.copy}>
              <Text size="sm">{report.message}</Text>
              <Text size="sm">
                Copy: <Code style={{ overflowWrap: 'anywhere' }}>{report.copy}</Code>
              </Text>
            </List.Item>
          ))}
        </List>
        <Text size="sm">A write that may have been waiting is listed in Pending writes: check its record, then discard it there.</Text>
        <ProblemAlert error={seen.error} />
        <Group justify="flex-end">
          <Button onClick={close} loading={seen.isPending}>
            I have read this
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
