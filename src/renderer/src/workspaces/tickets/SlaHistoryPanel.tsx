import { Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { SlaDay, SlaQueueHistory } from '@shared/contract/ticket-sla';
import { dateTimeFormat } from '@shared/domain/intl-formats';
import { useCall } from '../../api/hooks';
import { AsOfNotice } from '../../components/AsOfNotice';
import { Busy } from '../../components/Busy';
import { SlaHistoryChart } from '../../components/charts';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { day } from '../../components/format';
import { ProblemAlert } from '../../components/ProblemAlert';
import { currentLocale } from '../../stores/number-format';

/** The user's zone: the days are theirs, not the ERP's or UTC's (row 346). */
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A day of the period on an axis: "26 Nov" in the user's number format. */
const tick = (value: string) => dateTimeFormat(currentLocale(), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));

type Totals = Omit<SlaDay, 'day'> & { queueCode: string };
const counts = ['deadlines', 'breached', 'atRisk', 'missedResponse', 'missedResolution'] as const;
const headers: Record<(typeof counts)[number], string> = {
  deadlines: 'Deadlines',
  breached: 'Breached',
  atRisk: 'At risk',
  missedResponse: 'Missed response',
  missedResolution: 'Missed resolution',
};

function totalsOf(q: SlaQueueHistory): Totals {
  const t: Totals = { queueCode: q.queueCode, deadlines: 0, breached: 0, atRisk: 0, missedResponse: 0, missedResolution: 0 };
  for (const d of q.days) for (const k of counts) t[k] += d[k];
  return t;
}

function figureColumns<T extends Omit<SlaDay, 'day'>>(): DataTableColumn<T>[] {
  const column = createColumnHelper<T>();
  return counts.map(
    (k) =>
      column.accessor((r) => r[k], {
        id: k,
        header: headers[k],
        size: k.startsWith('missed') ? 150 : 110,
        meta: { numeric: true, content: 'figure', text: (r: T) => String(r[k]) },
      }) as DataTableColumn<T>,
  );
}

const dayColumn = createColumnHelper<SlaDay>();
const dayColumns: DataTableColumn<SlaDay>[] = [
  dayColumn.accessor('day', { header: 'Day', size: 130, meta: { content: 'identifier', text: (r) => day(r.day) } }),
  ...figureColumns<SlaDay>(),
];

/**
 * Breached and at-risk tickets per queue and day of the last 30 days (docs/api-assumptions.md 346):
 * one queue's days as stacked bars with the table of its figures under them, and every queue's
 * totals, whose rows also choose the queue (Enter).
 */
export function SlaHistoryPanel() {
  const history = useCall('tickets.slaHistory', { timeZone }, { placeholderData: keepPreviousData, staleTime: 0, refetchInterval: 60_000 });
  const queueNames = useCall('tickets.queues', {});
  const nameOf = (code: string) => queueNames.data?.queues.find((q) => q.code === code)?.name ?? code;
  const queues = history.data?.queues ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const queue = queues.find((q) => q.queueCode === chosen) ?? queues[0];
  const totals = queues.map(totalsOf);
  const nothing = history.data !== undefined && totals.every((t) => t.deadlines === 0);
  const queueColumn = createColumnHelper<Totals>();
  const totalColumns: DataTableColumn<Totals>[] = [
    queueColumn.accessor((r) => nameOf(r.queueCode), { id: 'queue', header: 'Queue', size: 220 }),
    ...figureColumns<Totals>(),
  ];
  const windowMinutes = history.data?.windowMinutes ?? 60;
  return (
    // The instant the figures were computed at: what "today" and "breaching soon now" were read against.
    <Paper withBorder p="md" radius="md" data-testid="sla-history" data-computed-at={history.data?.computedAt} style={{ flex: 1, minWidth: 0 }}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            SLA history, last 30 days
          </Title>
          <Group gap="md" wrap="wrap">
            {queues.length > 0 && (
              // A list, not buttons side by side: an ERP may have many queues, and a narrow window.
              <Select
                aria-label="Queue for SLA history"
                w={240}
                allowDeselect={false}
                value={queue?.queueCode ?? null}
                onChange={setChosen}
                data={queues.map((q) => ({ value: q.queueCode, label: nameOf(q.queueCode) }))}
              />
            )}
            {history.isFetching && <Busy size="xs" label="Reading SLA history" />}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          Each response or resolution deadline on the day it fell ({history.data?.timeZone ?? timeZone}). Breached: a ticket missed one. At risk: a ticket met
          one less than {windowMinutes} minutes before it was due, or, today, is breaching soon now.
        </Text>
        <AsOfNotice asOf={history.data?.asOf} testId="sla-history-as-of" onRetry={() => void history.refetch()} retrying={history.isFetching} />
        {history.error && <ProblemAlert error={history.error} onRetry={() => void history.refetch()} />}
        {history.isLoading && <Busy label="Reading SLA history" />}
        {nothing && (
          <Text size="sm" data-testid="sla-history-empty">
            No deadline fell in the last 30 days.
          </Text>
        )}
        {queue && !nothing && (
          <>
            <Title order={3} size="h5">
              {nameOf(queue.queueCode)} per day
            </Title>
            <SlaHistoryChart queue={queue} dayLabel={tick} />
            <DataTable
              label={`SLA per day in ${nameOf(queue.queueCode)}`}
              data={[...queue.days].reverse()}
              columns={dayColumns}
              getRowId={(r) => r.day}
              loading={history.isFetching}
              height={260}
              exportFileName={`sla-history-${queue.queueCode}`}
            />
            <Title order={3} size="h5">
              Every queue, last 30 days
            </Title>
            <DataTable
              label="SLA per queue, last 30 days"
              data={totals}
              columns={totalColumns}
              getRowId={(r) => r.queueCode}
              onOpenRow={(r) => setChosen(r.queueCode)}
              loading={history.isFetching}
              height={Math.min(300, 38 + 36 * Math.max(totals.length, 1) + 2)}
              exportFileName="sla-history-queues"
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
