import { Alert, Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import { useState } from 'react';
import type { LineEdit, OrderDetail } from '@shared/contract/purchasing';
import { useCommand } from '../../api/hooks';
import { useWrite } from '../../api/useWrite';
import { ConfirmDestructive } from '../../components/ConfirmDestructive';
import { DecimalInput } from '../../components/DecimalInput';
import { useFieldErrors } from '../../components/field-errors';
import { PlausibilityWarnings } from '../../components/PlausibilityWarnings';
import { ProblemAlert } from '../../components/ProblemAlert';
import { amount, quantity } from '../../components/format';
import { isPositive } from '@shared/domain/decimal';
import { AppModal } from '../../components/overlay/AppModal';
import { implausibleDate, localToday } from '@shared/domain/date-plausibility';
import { unusualLineQuantity } from '@shared/domain/plausibility';
import { DateField } from '../../components/DateField';

/** A delivery date that makes no sense for the order: before it was placed, or years off. */
const deliveryDateWarning = (order: OrderDetail, value: string, label: string) =>
  implausibleDate(value, { label, today: localToday(), notBefore: order.orderDate ? { date: order.orderDate.slice(0, 10), label: 'the order date' } : null });

type DialogProps = { order: OrderDetail; onClose: () => void; onOrder: (order: OrderDetail) => void };
const invalidates = ['purchasing.orders', 'purchasing.proposals'] as const;

/**
 * `focus`: which button takes the focus when the dialog opens. Without it the first field does (a
 * form opened by its shortcut is typed into at once); a step that cannot be undone focuses Cancel,
 * so Enter never carries it out by accident.
 */
function Footer({ onClose, pending, label, color, onConfirm, focus }: { onClose: () => void; pending: boolean; label: string; color?: string; onConfirm: () => void; focus?: 'confirm' | 'cancel' }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose} data-autofocus={focus === 'cancel' || undefined}>
        Cancel
      </Button>
      <Button color={color} loading={pending} onClick={onConfirm} data-autofocus={focus === 'confirm' || undefined}>
        {label}
      </Button>
    </Group>
  );
}

/** Draft → Sent: records that the order went out, optionally e-mailing the PDF to the supplier. */
export function SendDialog({ order, onClose, onOrder }: DialogProps) {
  const [email, setEmail] = useState(!!order.supplierEmail);
  const send = useWrite('purchasing.send', { invalidates: [...invalidates] });
  const confirm = () => send.send({ orderNumber: order.orderNumber, sendEmail: email }, (o) => (onOrder(o), onClose()));
  return (
    <AppModal opened onClose={onClose} title={`Send ${order.orderNumber} to ${order.supplierName ?? order.supplierNumber}`} data-testid="send-dialog">
      <Stack gap="sm">
        <Text size="sm">Sending marks the order as gone out to the supplier. Lines can still be adjusted until the supplier confirms.</Text>
        <Checkbox
          label={order.supplierEmail ? `E-mail the order as PDF to ${order.supplierEmail}` : 'E-mail the order as PDF (the supplier has no e-mail address)'}
          checked={email}
          disabled={!order.supplierEmail}
          onChange={(e) => setEmail(e.currentTarget.checked)}
        />
        <ProblemAlert error={send.error} />
        <Footer onClose={onClose} pending={send.isPending} label={email ? 'Send and e-mail' : 'Mark as sent'} onConfirm={confirm} focus="confirm" />
      </Stack>
    </AppModal>
  );
}

interface LineChange {
  quantity: string;
  expectedDate: string;
  promisedDate: string;
}

/** Adjust quantities and dates after the supplier's answer; only changed fields are patched. */
export function EditLinesDialog({ order, onClose, onOrder }: DialogProps) {
  const editable = order.lines.filter((l) => l.status !== 'Closed' && l.status !== 'Received');
  const initial = (l: (typeof editable)[number]): LineChange => ({ quantity: l.quantity ?? '', expectedDate: l.expectedDate ?? '', promisedDate: l.promisedDate ?? '' });
  const [changes, setChanges] = useState<Record<number, LineChange>>(() => Object.fromEntries(editable.map((l) => [l.lineNumber, initial(l)])));
  const edit = useCommand('purchasing.editLines', { invalidates: [...invalidates] });
  const errorFor = useFieldErrors(edit.error);
  const edits: LineEdit[] = editable.flatMap((l) => {
    const was = initial(l);
    const now = changes[l.lineNumber]!;
    const e: LineEdit = { lineNumber: l.lineNumber };
    if (now.quantity !== was.quantity) e.quantity = now.quantity;
    if (now.expectedDate !== was.expectedDate) e.expectedDate = now.expectedDate || null;
    if (now.promisedDate !== was.promisedDate) e.promisedDate = now.promisedDate || null;
    return Object.keys(e).length > 1 ? [e] : [];
  });
  const set = (lineNumber: number, patch: Partial<LineChange>) => setChanges((c) => ({ ...c, [lineNumber]: { ...c[lineNumber]!, ...patch } }));
  const index = (lineNumber: number) => edits.findIndex((e) => e.lineNumber === lineNumber);
  const save = () => edit.mutate({ orderNumber: order.orderNumber, lines: edits }, { onSuccess: (o) => (onOrder(o), onClose()) });
  return (
    <AppModal opened onClose={onClose} title={`Edit lines of ${order.orderNumber}`} size="xl" data-testid="edit-lines-dialog">
      <Stack gap="sm">
        <Text size="sm">Change what the supplier confirmed: quantities and dates. Only the fields you change are sent.</Text>
        <Table withTableBorder style={{ verticalAlign: 'top' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>Item</Table.Th>
              <Table.Th w={140}>Quantity</Table.Th>
              <Table.Th w={170}>Expected</Table.Th>
              <Table.Th w={170}>Promised</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {editable.map((l) => {
              const c = changes[l.lineNumber]!;
              const at = index(l.lineNumber);
              return (
                <Table.Tr key={l.lineNumber}>
                  <Table.Td>{l.lineNumber}</Table.Td>
                  <Table.Td>
                    {l.itemNumber} <Text span size="xs" c="dimmed">{l.itemName} · received {quantity(l.receivedQuantity, l.decimalPlaces)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <DecimalInput size="xs" aria-label={`Quantity of line ${l.lineNumber}`} value={c.quantity} decimalPlaces={l.decimalPlaces} onChange={(v) => set(l.lineNumber, { quantity: v })} error={at >= 0 ? errorFor(`lines[${at}].quantity`) : undefined} />
                  </Table.Td>
                  <Table.Td>
                    <DateField size="xs" aria-label={`Expected date of line ${l.lineNumber}`} value={c.expectedDate} onChange={(v) => set(l.lineNumber, { expectedDate: v })} error={at >= 0 ? errorFor(`lines[${at}].expectedDate`) : undefined} />
                  </Table.Td>
                  <Table.Td>
                    <DateField size="xs" aria-label={`Promised date of line ${l.lineNumber}`} value={c.promisedDate} onChange={(v) => set(l.lineNumber, { promisedDate: v })} error={at >= 0 ? errorFor(`lines[${at}].promisedDate`) : undefined} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <PlausibilityWarnings
          testId="edit-lines-warnings"
          warnings={editable.flatMap((l) => [
            changes[l.lineNumber]!.quantity !== initial(l).quantity && unusualLineQuantity(l.lineNumber, changes[l.lineNumber]!.quantity, l.unit),
            deliveryDateWarning(order, changes[l.lineNumber]!.expectedDate, `Expected date of line ${l.lineNumber}`),
            deliveryDateWarning(order, changes[l.lineNumber]!.promisedDate, `Promised date of line ${l.lineNumber}`),
          ])}
        />
        <ProblemAlert error={edit.error} shownFields={edits.flatMap((_, i) => [`lines[${i}].quantity`, `lines[${i}].expectedDate`, `lines[${i}].promisedDate`])} />
        <Footer onClose={onClose} pending={edit.isPending} label={edits.length ? `Save ${edits.length} changed line${edits.length === 1 ? '' : 's'}` : 'Nothing changed'} onConfirm={() => (edits.length ? save() : onClose())} />
      </Stack>
    </AppModal>
  );
}

/** Sent → Confirmed, with the supplier's promised delivery date when given. */
export function ConfirmDialog({ order, onClose, onOrder }: DialogProps) {
  const [promised, setPromised] = useState(order.promisedDeliveryDate ?? '');
  const confirm = useWrite('purchasing.confirm', { invalidates: [...invalidates] });
  const errorFor = useFieldErrors(confirm.error);
  const run = () => confirm.send({ orderNumber: order.orderNumber, ...(promised ? { promisedDeliveryDate: promised } : {}) }, (o) => (onOrder(o), onClose()));
  return (
    <AppModal opened onClose={onClose} title={`Confirm ${order.orderNumber}`} data-testid="confirm-dialog">
      <Stack gap="sm">
        <Text size="sm">Record that {order.supplierName ?? 'the supplier'} confirmed the order. Adjust lines first with Edit lines if the confirmation differs.</Text>
        <DateField label="Promised delivery date" description="Also fills lines that have no promised date yet" value={promised} onChange={setPromised} error={errorFor('promisedDeliveryDate')} />
        <PlausibilityWarnings testId="confirm-warnings" warnings={[deliveryDateWarning(order, promised, 'Promised delivery date')]} />
        <ProblemAlert error={confirm.error} shownFields={['promisedDeliveryDate']} />
        <Footer onClose={onClose} pending={confirm.isPending} label="Confirm order" onConfirm={run} />
      </Stack>
    </AppModal>
  );
}

/** Any open state → Closed: settles the order without waiting for what is still outstanding. */
export function CloseDialog({ order, onClose, onOrder }: DialogProps) {
  const close = useWrite('purchasing.close', { invalidates: [...invalidates] });
  const outstanding = order.lines.filter((l) => isPositive(l.remainingQuantity));
  const run = () => close.send({ orderNumber: order.orderNumber }, (o) => (onOrder(o), onClose()));
  return (
    <AppModal opened onClose={onClose} title={`Close ${order.orderNumber}?`} data-testid="close-dialog">
      <Stack gap="sm">
        <Alert color="orange" icon={<IconInfoCircle size={18} />}>
          Closing settles the order now, without waiting for the outstanding quantity: the supplier will not deliver the rest, and the open lines are closed with nothing remaining. What was received stays booked.
        </Alert>
        {outstanding.length > 0 ? (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              No longer expected:
            </Text>
            {outstanding.map((l) => (
              <Text size="sm" key={l.lineNumber}>
                Line {l.lineNumber}: {quantity(l.remainingQuantity, l.decimalPlaces)} {l.unit} of {l.itemNumber} {l.itemName}
              </Text>
            ))}
          </Stack>
        ) : (
          <Text size="sm">Nothing is outstanding.</Text>
        )}
        <ProblemAlert error={close.error} />
        <Footer onClose={onClose} pending={close.isPending} label="Close the order" color="orange" onConfirm={run} focus="cancel" />
      </Stack>
    </AppModal>
  );
}

/** Draft up to Confirmed, nothing received yet → Cancelled: the supplier is to deliver nothing. */
export function CancelOrderDialog({ order, onClose, onOrder }: DialogProps) {
  const cancel = useWrite('purchasing.cancel', { invalidates: [...invalidates], recheckWhenNotOffered: ['purchasing.order'] });
  const run = () => cancel.send({ orderNumber: order.orderNumber }, (o) => (onOrder(o), onClose()));
  const sent = order.status !== 'Draft';
  return (
    <ConfirmDestructive
      title={`Cancel ${order.orderNumber}?`}
      confirmLabel="Cancel the order"
      keepLabel="Keep the order"
      pending={cancel.isPending}
      error={cancel.error}
      onConfirm={run}
      onClose={onClose}
      testId="cancel-order-dialog"
    >
      <Text size="sm">
        All {order.lines.length} line{order.lines.length === 1 ? '' : 's'} ({amount(order.totalAmount, order.currencyCode)} excl. tax) are called off and no longer expected.
        {sent ? ` The order already went to ${order.supplierName ?? 'the supplier'}: tell them it is cancelled.` : ' The order was never sent to the supplier.'} This cannot be undone.
      </Text>
    </ConfirmDestructive>
  );
}
