import { Badge, Group, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconHourglassHigh from '@tabler/icons-react/dist/esm/icons/IconHourglassHigh.mjs';
import IconInbox from '@tabler/icons-react/dist/esm/icons/IconInbox.mjs';
import IconStack2 from '@tabler/icons-react/dist/esm/icons/IconStack2.mjs';
import type { Queue } from '@shared/contract/tickets';
import { useCall } from '../../api/hooks';
import { ProblemAlert } from '../../components/ProblemAlert';
import { AsOfNotice } from '../../components/AsOfNotice';
import { NavButton } from '../../components/NavButton';

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
export function QueueSidebar({ selection, onSelect }: { selection: QueueSelection; onSelect: (s: QueueSelection) => void }) {
  // Counts age with the clock (breaching soon); while offline, `useCall` asks at its offline rhythm instead.
  const queues = useCall('tickets.queues', {}, { refetchInterval: 60_000 });
  const list = queues.data?.queues.filter((q) => q.isActive) ?? [];
  const sum = (count: (q: Queue) => number) => list.reduce((total, q) => total + count(q), 0);
  return (
    <Stack gap={4} w={{ base: 190, lg: 240 }} miw={190} data-testid="ticket-queues" component="nav" aria-label="Queues and views">
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        Views
      </Text>
      {views.map(({ view, label, Icon, count, color }) => (
        <NavButton
          key={view}
          label={label}
          leftSection={<Icon size={16} aria-hidden />}
          rightSection={<Count value={sum(count)} color={color} label={label.toLowerCase()} />}
          active={selection.queueCode === null && selection.view === view}
          onClick={() => onSelect({ queueCode: null, view })}
          data-testid={`view-${view}`}
        />
      ))}
      <Text size="xs" c="dimmed" px="xs" data-testid="mine-note">
        No “My tickets” view: the ERP routes tickets by queue, not by agent.
      </Text>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" mt="sm">
        Queues
      </Text>
      <AsOfNotice asOf={queues.data?.asOf} testId="queues-as-of" />
      {queues.error && <ProblemAlert error={queues.error} onRetry={() => void queues.refetch()} />}
      <ScrollArea.Autosize mah="calc(100vh - 420px)" type="auto">
        {queues.isLoading && <Skeleton height={120} />}
        {list.map((q) => (
          <NavButton
            key={q.code}
            label={q.name ?? q.code}
            leftSection={<IconStack2 size={16} aria-hidden />}
            active={selection.queueCode === q.code}
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
        ))}
      </ScrollArea.Autosize>
    </Stack>
  );
}
