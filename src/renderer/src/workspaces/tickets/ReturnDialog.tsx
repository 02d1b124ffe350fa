import { Button, Checkbox, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { returnConditions, returnReasons } from '@shared/contract/returns';
import type { TicketDetail } from '@shared/contract/tickets';
import { isPositive } from '@shared/domain/decimal';
import { useCall } from '../../api/hooks';
import { useWrite } from '../../api/useWrite';
import { DecimalInput } from '../../components/DecimalInput';
import { useFieldErrors } from '../../components/field-errors';
import { day, label, quantity } from '../../components/format';
import { AppModal } from '../../components/overlay/AppModal';
import { ProblemAlert } from '../../components/ProblemAlert';
import { DraftNotice } from '../../drafts/DraftNotice';
import { useDraft } from '../../drafts/useDraft';
import { DraftDialogFooter } from './DraftDialogFooter';
import { trackingText } from './return-receipt';
import { Busy } from '../../components/Busy';
import { GrowingTextarea } from '../../components/GrowingTextarea';

interface LineChoice {
  orderLineNumber: number;
  chosen: boolean;
  quantity: string;
  problem: string | null;
  condition: string | null;
}

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: label(v) }));

/**
 * What the agent chose so far; lines hold only their edits over what is still returnable. The
 * operation id is kept with it: after a lost answer (even across a restart) reopening the dialog
 * and creating again replays the same return instead of raising a second one.
 */
interface NewReturn {
  orderNumber: string | null;
  reason: string | null;
  edits: Record<number, Partial<LineChoice>>;
  note: string;
  /** Absent in drafts kept before the id was part of them. */
  operationId?: string;
}

/**
 * A return of a customer's order, linked to the ticket; lines start at what is still returnable.
 * Kept as a draft of the ticket until the return is created: closing the dialog keeps it.
 */
export function ReturnDialog({ ticket, onClose, onCreated }: { ticket: TicketDetail; onClose: () => void; onCreated: (returnNumber: string) => void }) {
  const context = useCall('tickets.customerContext', { customerNumber: ticket.customerNumber ?? '' }, { enabled: !!ticket.customerNumber });
  // Fixed once per opening: the draft compares the form against it.
  const [blank] = useState<NewReturn>(() => ({ orderNumber: null, reason: null, edits: {}, note: '', operationId: crypto.randomUUID() }));
  const draft = useDraft<NewReturn>({
    editor: 'tickets.return',
    recordKey: ticket.ticketNumber,
    label: [ticket.ticketNumber, ticket.title].filter(Boolean).join(' · '),
    initial: blank,
  });
  const { orderNumber, reason, edits, note } = draft.value;
  const edit = (patch: Partial<NewReturn>) => draft.set((d) => ({ ...d, ...patch }));
  const order = useCall('tickets.returnableOrder', { orderNumber: orderNumber ?? '' }, { enabled: !!orderNumber });
  const create = useWrite('tickets.createReturn', {
    invalidates: ['tickets.returns', 'tickets.customerContext', 'tickets.ticket'],
    operationId: { id: draft.value.operationId ?? blank.operationId!, renew: (id) => edit({ operationId: id }) },
  });
  const errorFor = useFieldErrors(create.error);

  // Every line starts at what is still returnable; the agent's edits are kept over that.
  const lines: LineChoice[] = (order.data?.lines ?? []).map((l) => ({
    orderLineNumber: l.orderLineNumber,
    chosen: isPositive(l.returnableQuantity),
    quantity: l.returnableQuantity,
    problem: null,
    condition: null,
    ...edits[l.orderLineNumber],
  }));
  const setLine = (index: number, patch: Partial<LineChoice>) => {
    const key = lines[index]!.orderLineNumber;
    draft.set((d) => ({ ...d, edits: { ...d.edits, [key]: { ...d.edits[key], ...patch } } }));
  };
  const chooseOrder = (next: string | null) => edit({ orderNumber: next, edits: {} });
  const chosen = lines.map((l, index) => ({ ...l, index })).filter((l) => l.chosen);
  const problems = chosen.some((l) => l.problem);

  const submit = () =>
    create.send(
      {
        ticketNumber: ticket.ticketNumber,
        orderNumber: orderNumber ?? '',
        reason: reason ?? '',
        lines: chosen.map((l) => ({ orderLineNumber: l.orderLineNumber, quantity: l.quantity, ...(l.condition ? { condition: l.condition } : {}) })),
        ...(note.trim() ? { internalNotes: note } : {}),
      },
      {
        onSuccess: (result) => {
          draft.done();
          onCreated(result.return.returnNumber);
        },
      },
    );

  const orderOptions = (context.data?.orders ?? []).map((o) => ({
    value: o.orderNumber,
    label: `${o.orderNumber} · ${day(o.orderDate)} · ${label(o.deliveryStatus)}`,
  }));
  return (
    <AppModal opened onClose={onClose} title={`Return from ${ticket.ticketNumber}`} size="xl">
      {!draft.ready ? (
        <Busy size="sm" label="Loading the return draft" />
      ) : (
        <Stack gap="sm" data-testid="return-dialog">
          <DraftNotice draft={draft} />
          <Group gap="sm" align="flex-start" wrap="wrap">
            <Select
              label="Order"
              required
              w={360}
              data={orderOptions}
              value={orderNumber}
              onChange={chooseOrder}
              searchable
              error={errorFor('orderNumber')}
              nothingFoundMessage="No order of this customer"
            />
            <Select
              label="Reason"
              required
              w={220}
              data={options(returnReasons)}
              value={reason}
              onChange={(v) => edit({ reason: v })}
              error={errorFor('reason')}
            />
          </Group>
          {order.error && <ProblemAlert error={order.error} />}
          {order.data && (
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing={4} fz="sm" data-testid="return-lines">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={40}>Return</Table.Th>
                    <Table.Th>Item</Table.Th>
                    <Table.Th style={{ textAlign: 'right' }}>Delivered</Table.Th>
                    <Table.Th style={{ textAlign: 'right' }}>Already returned</Table.Th>
                    <Table.Th w={130}>Quantity</Table.Th>
                    <Table.Th w={150}>Condition</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {order.data.lines.map((l, index) => {
                    const line = lines[index];
                    if (!line) return null;
                    const itemLabel = `line ${l.orderLineNumber} (${l.itemNumber ?? ''})`;
                    const chosenIndex = chosen.findIndex((c) => c.index === index);
                    return (
                      <Table.Tr key={l.orderLineNumber}>
                        <Table.Td>
                          <Checkbox
                            aria-label={`Return ${itemLabel}`}
                            checked={line.chosen}
                            onChange={(e) => setLine(index, { chosen: e.currentTarget.checked })}
                          />
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                            {l.itemNumber}{' '}
                            {l.itemName && (
                              <Text span c="dimmed" size="sm">
                                · {l.itemName}
                              </Text>
                            )}
                          </Text>
                          <Text size="xs" c="dimmed" data-testid="return-line-tracking">
                            {trackingText(l.trackingType)}
                          </Text>
                        </Table.Td>
                        <Table.Td style={{ textAlign: 'right' }}>
                          {quantity(l.deliveredQuantity, l.decimalPlaces)} {l.unit}
                        </Table.Td>
                        <Table.Td style={{ textAlign: 'right' }}>{quantity(l.alreadyReturned, l.decimalPlaces)}</Table.Td>
                        <Table.Td>
                          <DecimalInput
                            aria-label={`Quantity of ${itemLabel}`}
                            size="xs"
                            value={line.quantity}
                            decimalPlaces={l.decimalPlaces}
                            disabled={!line.chosen}
                            onChange={(value, problem) => setLine(index, { quantity: value, problem })}
                            error={chosenIndex >= 0 ? errorFor(`lines[${chosenIndex}].quantity`) : undefined}
                          />
                        </Table.Td>
                        <Table.Td>
                          <Select
                            aria-label={`Condition of ${itemLabel}`}
                            size="xs"
                            placeholder="Not assessed"
                            data={options(returnConditions)}
                            value={line.condition}
                            onChange={(v) => setLine(index, { condition: v })}
                            disabled={!line.chosen}
                            clearable
                          />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {order.data && order.data.lines.length === 0 && <Text c="dimmed">This order has no lines to return.</Text>}
          {order.data?.lines.some((l) => l.trackingType === 'Serial' || l.trackingType === 'Batch') && (
            <Text size="sm" c="dimmed" data-testid="return-tracking-note">
              Serial and batch numbers are asked when the goods are received, not now.
            </Text>
          )}
          {errorFor('lines') && (
            <Text c="red" size="sm">
              {errorFor('lines')}
            </Text>
          )}
          <GrowingTextarea
            label="Internal note"
            minRows={2}
            maxRows={5}
            value={note}
            onChange={(e) => edit({ note: e.currentTarget.value })}
            error={errorFor('internalNotes')}
          />
          {create.error && (
            <ProblemAlert
              error={create.error}
              shownFields={['orderNumber', 'reason', 'lines', 'internalNotes', ...chosen.map((_, i) => `lines[${i}].quantity`)]}
              labels={{ orderNumber: 'Order', reason: 'Reason', internalNotes: 'Internal note' }}
            />
          )}
          <DraftDialogFooter draft={draft} onClose={onClose}>
            <Button onClick={submit} loading={create.isPending} disabled={!orderNumber || !reason || !chosen.length || problems}>
              Create return
            </Button>
          </DraftDialogFooter>
        </Stack>
      )}
    </AppModal>
  );
}
