import { ActionIcon, Badge, Button, Group, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import IconBell from '@tabler/icons-react/dist/esm/icons/IconBell.mjs';
import IconBellOff from '@tabler/icons-react/dist/esm/icons/IconBellOff.mjs';
import IconChartBar from '@tabler/icons-react/dist/esm/icons/IconChartBar.mjs';
import IconDeviceFloppy from '@tabler/icons-react/dist/esm/icons/IconDeviceFloppy.mjs';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconHourglassHigh from '@tabler/icons-react/dist/esm/icons/IconHourglassHigh.mjs';
import IconInbox from '@tabler/icons-react/dist/esm/icons/IconInbox.mjs';
import IconStack2 from '@tabler/icons-react/dist/esm/icons/IconStack2.mjs';
import type { Queue } from '@shared/contract/tickets';
import type { SavedViewFilter } from '@shared/contract/ticket-preferences';
import { onEvent } from '../../api/client';
import { queryKeyOf, useCall } from '../../api/hooks';
import { useWrite } from '../../api/useWrite';
import { ProblemAlert } from '../../components/ProblemAlert';
import { AsOfNotice } from '../../components/AsOfNotice';
import { NavButton } from '../../components/NavButton';
import { SavedViews } from './SavedViews';

export type TicketView = 'all' | 'breachingSoon' | 'breached';

export interface QueueSelection {
  queueCode: string | null;
  view: TicketView;
}

const views: { view: TicketView; label: string; Icon: typeof IconInbox; count: (q: Queue) => number; color: string }[] = [
  { view: 'all', label: 'All open', Icon: IconInbox, count: (q) => q.openCount, color: 'gray' },
  { view: 'breachingSoon', label: 'Breaching soon', Icon: IconHourglassHigh, count: (q) => q.breachingSoonCount, color: 'orange' },
  { view: 'breached', label: 'Breached', Icon: IconAlertTriangle, count: (q) => q.breachedCount, color: 'red' },
];

/** A count with its meaning as an icon and a title too: the colour alone does not tell breached from soon. */
function Count({ value, color, label }: { value: number; color: string; label: string }) {
  const Icon = color === 'red' ? IconAlertTriangle : color === 'orange' ? IconHourglassHigh : null;
  return (
    <Badge
      size="sm"
      variant={value && color !== 'gray' ? 'filled' : 'light'}
      color={value ? color : 'gray'}
      aria-label={`${value} ${label}`}
      title={`${value} ${label}`}
      leftSection={Icon ? <Icon size={10} aria-hidden /> : undefined}
    >
      {value}
    </Badge>
  );
}

/** Saved views over every queue, then each queue with its open, breaching and breached counts. */
export interface QueueSidebarProps {
  selection: QueueSelection;
  onSelect: (s: QueueSelection) => void;
  /** What the list shows now (queue or view, filters, sort): what "Save this view" keeps. */
  current: SavedViewFilter;
  onOpenView: (filter: SavedViewFilter) => void;
  onSaveView: () => void;
  /** The SLA history is shown instead of the list: no queue or view is then the current one. */
  history: boolean;
  onHistory: () => void;
}

/** Another window (or this one) changed the saved views or alert queues: both lists are read again. */
function usePreferencesFollow(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      onEvent('ticketPreferencesChanged', () => {
        void client.invalidateQueries({ queryKey: queryKeyOf('tickets.views') });
        void client.invalidateQueries({ queryKey: queryKeyOf('tickets.alertQueues') });
      }),
    [client],
  );
}

/** The queues the agent chose for alerts (row 328), each toggled by its bell; all of them means "every queue". */
function useAlertQueues(list: readonly Queue[]) {
  const alerts = useCall('tickets.alertQueues', {});
  const setAlerts = useWrite('tickets.setAlertQueues', { invalidates: ['tickets.alertQueues'] });
  const chosen = alerts.data?.queueCodes ?? null;
  const alerting = (code: string) => chosen === null || chosen.includes(code);
  const on = list.filter((q) => alerting(q.code)).map((q) => q.code);
  const toggle = (code: string) => {
    const next = alerting(code) ? on.filter((c) => c !== code) : [...on, code];
    setAlerts.send({ queueCodes: next.length === list.length ? null : next });
  };
  const summary = !alerts.data
    ? ''
    : on.length === list.length
      ? 'Alerts: every queue'
      : on.length === 0
        ? 'Alerts: none'
        : `Alerts: ${on.length} of ${list.length} queues`;
  return { alerting, toggle, summary, error: setAlerts.error ?? alerts.error, pending: setAlerts.isPending };
}

export function QueueSidebar({ selection, onSelect, current, onOpenView, onSaveView, history, onHistory }: QueueSidebarProps) {
  // Counts age with the clock (breaching soon); while offline, `useCall` asks at its offline rhythm instead.
  const queues = useCall('tickets.queues', {}, { refetchInterval: 60_000 });
  const list = queues.data?.queues.filter((q) => q.isActive) ?? [];
  const alerts = useAlertQueues(list);
  usePreferencesFollow();
  const sum = (count: (q: Queue) => number) => list.reduce((total, q) => total + count(q), 0);
  return (
    <Stack gap={4} w={{ base: 150, lg: 200 }} miw={150} data-testid="ticket-queues" component="nav" aria-label="Queues and views">
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        Views
      </Text>
      {views.map(({ view, label, Icon, count, color }) => (
        <NavButton
          key={view}
          label={label}
          leftSection={<Icon size={16} aria-hidden />}
          // The count under the name, as for the queues: a narrow sidebar never cuts the view's name.
          description={<Count value={sum(count)} color={color} label={label.toLowerCase()} />}
          active={!history && selection.queueCode === null && selection.view === view}
          onClick={() => onSelect({ queueCode: null, view })}
          data-testid={`view-${view}`}
        />
      ))}
      <NavButton
        label="SLA history"
        leftSection={<IconChartBar size={16} aria-hidden />}
        title="Breached and at-risk tickets per queue, last 30 days (H)"
        active={history}
        onClick={onHistory}
        data-testid="view-sla-history"
      />
      <Text size="xs" c="dimmed" px="xs" data-testid="mine-note">
        No “My tickets” view: the ERP routes tickets by queue, not by agent.
      </Text>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" mt="sm">
        Saved views
      </Text>
      <SavedViews current={current} onOpen={onOpenView} />
      <Button size="compact-xs" variant="subtle" leftSection={<IconDeviceFloppy size={14} />} onClick={onSaveView} style={{ alignSelf: 'flex-start' }}>
        Save this view
      </Button>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" mt="sm">
        Queues
      </Text>
      <Text size="xs" c="dimmed" px="xs" data-testid="alert-summary">
        {alerts.summary}
      </Text>
      {alerts.error && <ProblemAlert error={alerts.error} />}
      <AsOfNotice asOf={queues.data?.asOf} testId="queues-as-of" onRetry={() => void queues.refetch()} retrying={queues.isFetching} />
      {queues.error && <ProblemAlert error={queues.error} onRetry={() => void queues.refetch()} />}
      <ScrollArea.Autosize mah="calc(100vh - 420px)" type="auto">
        {queues.isLoading && <Skeleton height={120} />}
        {list.map((q) => (
          <Group key={q.code} gap={2} wrap="nowrap" align="flex-start">
            <NavButton
              style={{ flex: 1, minWidth: 0 }}
              label={q.name ?? q.code}
              leftSection={<IconStack2 size={16} aria-hidden />}
              active={!history && selection.queueCode === q.code}
              onClick={() => onSelect({ queueCode: q.code, view: 'all' })}
              data-testid={`queue-${q.code}`}
              // Counts under the name, so a narrow sidebar never cuts the queue's name.
              description={
                <Group gap={4} wrap="wrap" component="span">
                  <span>{q.code}</span>
                  <Count value={q.openCount} color="gray" label="open" />
                  {q.breachingSoonCount > 0 && <Count value={q.breachingSoonCount} color="orange" label="breaching soon" />}
                  {q.breachedCount > 0 && <Count value={q.breachedCount} color="red" label="breached" />}
                </Group>
              }
            />
            <ActionIcon
              variant={alerts.alerting(q.code) ? 'light' : 'subtle'}
              color={alerts.alerting(q.code) ? 'blue' : 'gray'}
              mt={6}
              aria-pressed={alerts.alerting(q.code)}
              aria-label={`Alerts for ${q.name ?? q.code}`}
              title={alerts.alerting(q.code) ? 'Alerts on: click to silence this queue' : 'Alerts off: click to be alerted'}
              disabled={alerts.pending}
              onClick={() => alerts.toggle(q.code)}
              data-testid={`alerts-${q.code}`}
            >
              {alerts.alerting(q.code) ? <IconBell size={16} /> : <IconBellOff size={16} />}
            </ActionIcon>
          </Group>
        ))}
      </ScrollArea.Autosize>
    </Stack>
  );
}
