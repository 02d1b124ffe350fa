import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import { useState } from 'react';
import type { OrderDetail } from '@shared/contract/purchasing';
import { useWrite } from '../../api/useWrite';
import { ConfirmDestructive } from '../../components/ConfirmDestructive';
import { useFieldErrors } from '../../components/field-errors';
import { PlausibilityWarnings } from '../../components/PlausibilityWarnings';
import { ProblemAlert } from '../../components/ProblemAlert';
import { amount, quantity } from '../../components/format';
import { isPositive } from '@shared/domain/decimal';
import { AppModal } from '../../components/overlay/AppModal';
import { DateField } from '../../components/DateField';
import { deliveryDateWarning } from './delivery-date-warning';

type DialogProps = { order: OrderDetail; onClose: () => void; onOrder: (order: OrderDetail) => void };
/** Set when Edit lines holds changes not saved yet: sending or confirming would act on other lines than the user's. */
type UnsavedLines = { onEditLines: () => void } | null;

function UnsavedLinesAlert({ unsaved, act }: { unsaved: UnsavedLines; act: string }) {
  if (!unsaved) return null;
  return (
    <Alert color="orange" icon={<IconInfoCircle size={18} />} title="Line changes not saved yet" data-testid="unsaved-lines">
      <Stack gap="xs">
        <Text size="sm">
          Edit lines holds changes kept as a draft. Save them first so that you {act} the lines as you changed them, or discard the draft there.
        </Text>
        <Group>
          <Button size="xs" variant="default" onClick={unsaved.onEditLines}>
            Open Edit lines
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
const invalidates = ['purchasing.orders', 'purchasing.proposals'] as const;

/**
 * `focus`: which button takes the focus when the dialog opens. Without it the first field does (a
 * form opened by its shortcut is typed into at once); a step that cannot be undone focuses Cancel,
 * so Enter never carries it out by accident.
 */
function Footer({
  onClose,
  pending,
  label,
  color,
  onConfirm,
  focus,
  disabled,
}: {
  onClose: () => void;
  pending: boolean;
  label: string;
  color?: string;
  onConfirm: () => void;
  focus?: 'confirm' | 'cancel';
  disabled?: boolean;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose} data-autofocus={focus === 'cancel' || undefined}>
        Cancel
      </Button>
      <Button color={color} loading={pending} onClick={onConfirm} disabled={disabled} data-autofocus={focus === 'confirm' || undefined}>
        {label}
      </Button>
    </Group>
  );
}

/** Draft → Sent: records that the order went out, optionally e-mailing the PDF to the supplier. */
export function SendDialog({ order, onClose, onOrder, unsavedLines }: DialogProps & { unsavedLines: UnsavedLines }) {
  const [email, setEmail] = useState(!!order.supplierEmail);
  const send = useWrite('purchasing.send', { invalidates });
  const confirm = () => send.send({ orderNumber: order.orderNumber, sendEmail: email }, { onSuccess: (o) => (onOrder(o), onClose()) });
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
        <UnsavedLinesAlert unsaved={unsavedLines} act="send" />
        <Footer
          onClose={onClose}
          pending={send.isPending}
          label={email ? 'Send and e-mail' : 'Mark as sent'}
          onConfirm={confirm}
          focus={unsavedLines ? undefined : 'confirm'}
          disabled={!!unsavedLines}
        />
      </Stack>
    </AppModal>
  );
}

/** Sent → Confirmed, with the supplier's promised delivery date when given. */
export function ConfirmDialog({ order, onClose, onOrder, unsavedLines }: DialogProps & { unsavedLines: UnsavedLines }) {
  const [promised, setPromised] = useState(order.promisedDeliveryDate ?? '');
  const confirm = useWrite('purchasing.confirm', { invalidates });
  const errorFor = useFieldErrors(confirm.error);
  const run = () =>
    confirm.send({ orderNumber: order.orderNumber, ...(promised ? { promisedDeliveryDate: promised } : {}) }, { onSuccess: (o) => (onOrder(o), onClose()) });
  return (
    <AppModal opened onClose={onClose} title={`Confirm ${order.orderNumber}`} data-testid="confirm-dialog">
      <Stack gap="sm">
        <Text size="sm">
          Record that {order.supplierName ?? 'the supplier'} confirmed the order. Adjust lines first with Edit lines if the confirmation differs.
        </Text>
        <DateField
          label="Promised delivery date"
          description="Also fills lines that have no promised date yet"
          value={promised}
          onChange={setPromised}
          error={errorFor('promisedDeliveryDate')}
        />
        <PlausibilityWarnings testId="confirm-warnings" warnings={[deliveryDateWarning(order, promised, 'Promised delivery date')]} />
        <ProblemAlert error={confirm.error} shownFields={['promisedDeliveryDate']} />
        <UnsavedLinesAlert unsaved={unsavedLines} act="confirm" />
        <Footer onClose={onClose} pending={confirm.isPending} label="Confirm order" onConfirm={run} disabled={!!unsavedLines} />
      </Stack>
    </AppModal>
  );
}

/** Any open state → Closed: settles the order without waiting for what is still outstanding. */
export function CloseDialog({ order, onClose, onOrder }: DialogProps) {
  const close = useWrite('purchasing.close', { invalidates });
  const outstanding = order.lines.filter((l) => isPositive(l.remainingQuantity));
  const run = () => close.send({ orderNumber: order.orderNumber }, { onSuccess: (o) => (onOrder(o), onClose()) });
  return (
    <AppModal opened onClose={onClose} title={`Close ${order.orderNumber}?`} data-testid="close-dialog">
      <Stack gap="sm">
        <Alert color="orange" icon={<IconInfoCircle size={18} />}>
          Closing settles the order now, without waiting for the outstanding quantity: the supplier will not deliver the rest, and the open lines are closed
          with nothing remaining. What was received stays booked.
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
  const sent = order.status !== 'Draft';
  return (
    <ConfirmDestructive
      title={`Cancel ${order.orderNumber}?`}
      confirmLabel="Cancel the order"
      keepLabel="Keep the order"
      call="purchasing.cancel"
      input={{ orderNumber: order.orderNumber }}
      write={{ invalidates, recheckWhenNotOffered: ['purchasing.order'] }}
      onDone={(o) => (onOrder(o), onClose())}
      onClose={onClose}
      testId="cancel-order-dialog"
    >
      <Text size="sm">
        All {order.lines.length} line{order.lines.length === 1 ? '' : 's'} ({amount(order.totalAmount, order.currencyCode)} excl. tax) are called off and no
        longer expected.
        {sent
          ? ` The order already went to ${order.supplierName ?? 'the supplier'}: tell them it is cancelled.`
          : ' The order was never sent to the supplier.'}{' '}
        This cannot be undone.
      </Text>
    </ConfirmDestructive>
  );
}
