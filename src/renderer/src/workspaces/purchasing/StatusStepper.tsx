import { Badge, Group, Stepper, Text } from '@mantine/core';
import type { OrderDetail } from '@shared/contract/purchasing';
import { label, when } from '../../components/format';
import { isPositive } from '@shared/domain/decimal';

/** The purchase-order state table as steps: Draft → Sent → Confirmed → Partially received → Received. */
const steps = [
  { state: 'Draft', label: 'Draft', description: 'Nothing sent yet' },
  { state: 'Sent', label: 'Sent', description: 'Out to the supplier' },
  { state: 'Confirmed', label: 'Confirmed', description: 'Supplier confirmed' },
  { state: 'PartiallyReceived', label: 'Partially received', description: 'Some stock booked' },
  { state: 'Received', label: 'Received', description: 'Everything booked' },
] as const;

/** Where each state sits on the path; PartiallyConfirmed is on the way to Confirmed. */
const position: Record<string, number> = { Draft: 0, Sent: 1, PartiallyConfirmed: 1, Confirmed: 2, PartiallyReceived: 3, Received: 4 };

function reachedAt(order: OrderDetail, state: string): string | null {
  if (state === 'Sent') return order.sentAt;
  if (state === 'Confirmed') return order.confirmedAt;
  return null;
}

export function StatusStepper({ order }: { order: OrderDetail }) {
  const terminal = order.status === 'Closed' || order.status === 'Cancelled';
  // A closed order stops where it was; received lines show how far it got.
  const reached = terminal
    ? order.lines.some((l) => isPositive(l.receivedQuantity))
      ? 3
      : order.confirmedAt
        ? 2
        : order.sentAt
          ? 1
          : 0
    : (position[order.status] ?? 0);
  return (
    <Group gap="md" wrap="nowrap" align="flex-start" data-testid="po-stepper" data-status={order.status}>
      <Stepper active={reached + 1} size="xs" style={{ flex: 1 }} allowNextStepsSelect={false}>
        {steps.map((s) => (
          <Stepper.Step
            key={s.state}
            label={s.label}
            description={
              reachedAt(order, s.state)
                ? when(reachedAt(order, s.state))
                : order.status === 'PartiallyConfirmed' && s.state === 'Confirmed'
                  ? 'Some lines confirmed'
                  : s.description
            }
          />
        ))}
      </Stepper>
      {terminal && (
        <Badge color={order.status === 'Closed' ? 'teal' : 'red'} variant="filled" size="lg" aria-label={`Order ${label(order.status)}`}>
          {label(order.status)}
          {order.closedAt && (
            <Text span size="xs" ml={6}>
              {when(order.closedAt)}
            </Text>
          )}
        </Badge>
      )}
    </Group>
  );
}
