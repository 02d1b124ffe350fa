import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconBan from '@tabler/icons-react/dist/esm/icons/IconBan.mjs';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconClockExclamation from '@tabler/icons-react/dist/esm/icons/IconClockExclamation.mjs';
import IconEdit from '@tabler/icons-react/dist/esm/icons/IconEdit.mjs';
import IconPackageImport from '@tabler/icons-react/dist/esm/icons/IconPackageImport.mjs';
import IconSend from '@tabler/icons-react/dist/esm/icons/IconSend.mjs';
import IconX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { OrderDetail as Order } from '@shared/contract/purchasing';
import { useCall } from '../../api/hooks';
import { useWrite } from '../../api/useWrite';
import { ProblemAlert } from '../../components/ProblemAlert';
import { PdfButton } from '../../components/PdfButton';
import { ScopedButton } from '../../components/ScopedButton';
import { useShortcuts } from '../../components/shortcuts';
import { amount, day, label, when } from '../../components/format';
import { orderCanBeCancelled } from '@shared/domain/cancelling';
import { dueDate, isOverdue } from '@shared/domain/overdue';
import { statusColor } from './format';
import { CancelOrderDialog, CloseDialog, ConfirmDialog, SendDialog } from './LifecycleDialogs';
import { EditLinesDialog } from './EditLinesDialog';
import { OrderLines } from './OrderLines';
import { ReceiveDialog, type ReceiveTarget } from './ReceiveDialog';
import { StatusStepper } from './StatusStepper';
import { LabeledValue } from '../../components/LabeledValue';
import { DraftMark } from '../../drafts/DraftMark';
import { useDraftKeys } from '../../drafts/useDraftList';

type Dialog = 'send' | 'edit' | 'confirm' | 'close' | 'cancel' | 'receive' | null;

const OPEN = ['Draft', 'Sent', 'PartiallyConfirmed', 'Confirmed', 'PartiallyReceived'];
const RECEIVABLE = ['Sent', 'PartiallyConfirmed', 'Confirmed', 'PartiallyReceived'];

/** One purchase order: header, the state stepper, lines, and the actions its state allows. */
export function OrderDetail({
  orderNumber,
  scanTarget,
  openDialog: asked,
}: {
  orderNumber: string;
  scanTarget: ReceiveTarget | null;
  openDialog?: 'receive' | 'edit';
}) {
  const client = useQueryClient();
  const query = useCall('purchasing.order', { orderNumber });
  const [dialog, setDialog] = useState<Dialog>(asked ?? null);
  const drafted = { receive: useDraftKeys('purchasing.receive').has(orderNumber), edit: useDraftKeys('purchasing.editLines').has(orderNumber) };
  const unsavedLines = drafted.edit ? { onEditLines: () => setDialog('edit') } : null;
  const [target, setTarget] = useState<ReceiveTarget | null>(null);
  const resume = useWrite('purchasing.resumeReceipts', { invalidates: ['purchasing.orders'] });
  const order = query.data;
  const onOrder = (next: Order) => client.setQueryData(['purchasing.order', { orderNumber }], next);

  // A scanned item of this order opens receiving at its line.
  const [seenScan, setSeenScan] = useState<number | null>(null);
  if (scanTarget && scanTarget.nonce !== seenScan) {
    setSeenScan(scanTarget.nonce);
    if (order && RECEIVABLE.includes(order.status)) {
      setTarget(scanTarget);
      setDialog('receive');
    }
  }

  const status = order?.status ?? '';
  const can = {
    send: status === 'Draft',
    edit: OPEN.includes(status),
    confirm: status === 'Sent' || status === 'PartiallyConfirmed',
    receive: RECEIVABLE.includes(status),
    close: OPEN.includes(status),
    cancel: !!order && orderCanBeCancelled(order),
  };
  const openDialog = (d: Exclude<Dialog, null>) => () => {
    if (!can[d]) return;
    setTarget(null);
    setDialog(d);
  };
  useShortcuts('Purchase order', [
    { keys: 'alt+G', label: 'Receive goods on the open order', run: openDialog('receive') },
    { keys: 'alt+S', label: 'Send the open order', run: openDialog('send') },
    { keys: 'alt+E', label: 'Edit lines of the open order', run: openDialog('edit') },
    { keys: 'alt+C', label: 'Confirm the open order', run: openDialog('confirm') },
    { keys: 'alt+X', label: 'Close the open order with its remainder', run: openDialog('close') },
  ]);

  if (query.isPending) return <Skeleton height={300} />;
  if (!order) return <ProblemAlert error={query.error} onRetry={() => void query.refetch()} />;

  const action = (d: Exclude<Dialog, null>, label: string, icon: ReactNode, keys: string | undefined, color?: string) =>
    can[d] && (
      <ScopedButton
        tag="purchase-orders"
        access="write"
        size="sm"
        variant={d === 'receive' ? 'filled' : 'default'}
        color={color}
        leftSection={icon}
        onClick={openDialog(d)}
        title={keys}
        disabled={d === 'cancel' && order.cancelOffer.offered === false}
        rightSection={(d === 'receive' || d === 'edit') && drafted[d] ? <DraftMark what={`${label}: unsaved work kept as a draft`} /> : undefined}
      >
        {label}
      </ScopedButton>
    );

  return (
    <Stack gap="md" data-testid="po-detail" data-order={order.orderNumber}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Group gap="sm">
            <Title order={2} size="h3">
              {order.orderNumber}
            </Title>
            <Badge color={statusColor(order.status)} variant="light" size="lg" data-testid="po-status">
              {label(order.status)}
            </Badge>
            {isOverdue(order) && (
              <Badge color="red" variant="outline" size="lg" leftSection={<IconClockExclamation size={14} />} data-testid="po-overdue">
                Overdue: due {day(dueDate(order))}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {order.supplierName ?? order.supplierNumber} · {order.lines.length} line{order.lines.length === 1 ? '' : 's'} ·{' '}
            {amount(order.totalAmount, order.currencyCode)} excl. tax
          </Text>
        </Stack>
        <Group gap="xs" data-testid="po-actions">
          {action('receive', 'Receive goods', <IconPackageImport size={16} />, 'Alt+G')}
          {action('send', 'Send', <IconSend size={16} />, 'Alt+S')}
          {action('edit', 'Edit lines', <IconEdit size={16} />, 'Alt+E')}
          {action('confirm', 'Confirm', <IconCheck size={16} />, 'Alt+C')}
          {action('close', 'Close with remainder', <IconX size={16} />, 'Alt+X', 'orange')}
          {action('cancel', 'Cancel order', <IconBan size={16} />, undefined, 'red')}
          <PdfButton name="purchasing.orderPdf" input={{ orderNumber: order.orderNumber }} label="Order PDF" />
          {can.cancel && order.cancelOffer.reason && (
            <Text size="sm" c="dimmed" data-testid="cancel-not-offered">
              {order.cancelOffer.reason}
            </Text>
          )}
        </Group>
      </Group>

      <Paper withBorder p="sm">
        <StatusStepper order={order} />
      </Paper>

      {order.pendingReceipts.length > 0 && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Receipts awaiting the ERP's answer" data-testid="pending-receipts">
          <Stack gap={6}>
            <Text size="sm">
              {order.pendingReceipts.map((p) => `line ${p.lineNumber} (${p.quantity ?? '?'})`).join(', ')} were sent, but the answer never arrived. Resume sends
              them again with their original keys: the ERP books each at most once.
            </Text>
            <Group>
              <Button
                size="xs"
                color="yellow"
                loading={resume.isPending}
                onClick={() => resume.send({ orderNumber }, { onSuccess: (r) => r.order && onOrder(r.order) })}
              >
                Resume unanswered receipts
              </Button>
            </Group>
            <ProblemAlert error={resume.error} />
          </Stack>
        </Alert>
      )}

      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <LabeledValue label="Supplier">
          {order.supplierName ?? '–'}{' '}
          <Text span c="dimmed" size="xs">
            {order.supplierNumber}
          </Text>
          {order.supplierEmail && (
            <Text size="xs" c="dimmed">
              {order.supplierEmail}
            </Text>
          )}
        </LabeledValue>
        <LabeledValue label="Warehouse">
          {order.warehouseName ?? '–'}{' '}
          <Text span c="dimmed" size="xs">
            {order.warehouseCode}
          </Text>
        </LabeledValue>
        <LabeledValue label="Delivery address">{order.deliveryAddress.length ? order.deliveryAddress.map((l) => <div key={l}>{l}</div>) : '–'}</LabeledValue>
        <LabeledValue label="Supplier reference">{order.supplierReference ?? '–'}</LabeledValue>
        <LabeledValue label="Order date">{day(order.orderDate)}</LabeledValue>
        <LabeledValue label="Expected delivery">{day(order.expectedDeliveryDate)}</LabeledValue>
        <LabeledValue label="Promised delivery">{day(order.promisedDeliveryDate)}</LabeledValue>
        <LabeledValue label="Terms">
          {[order.deliveryTermName, order.paymentTermName, order.shippingMethodName].filter(Boolean).join(' · ') || '–'}
        </LabeledValue>
        {order.sentAt && (
          <LabeledValue label="Sent">
            {when(order.sentAt)}
            {order.emailSentTo ? `, e-mailed to ${order.emailSentTo}` : ''}
          </LabeledValue>
        )}
        {order.confirmedAt && <LabeledValue label="Confirmed">{when(order.confirmedAt)}</LabeledValue>}
        {order.closedAt && <LabeledValue label="Closed">{when(order.closedAt)}</LabeledValue>}
        {order.externalNotes && <LabeledValue label="Notes to the supplier">{order.externalNotes}</LabeledValue>}
      </SimpleGrid>

      <OrderLines order={order} />

      {dialog === 'receive' && <ReceiveDialog order={order} target={target} onClose={() => setDialog(null)} onOrder={onOrder} />}
      {dialog === 'send' && <SendDialog order={order} onClose={() => setDialog(null)} onOrder={onOrder} unsavedLines={unsavedLines} />}
      {dialog === 'edit' && <EditLinesDialog order={order} onClose={() => setDialog(null)} onOrder={onOrder} />}
      {dialog === 'confirm' && <ConfirmDialog order={order} onClose={() => setDialog(null)} onOrder={onOrder} unsavedLines={unsavedLines} />}
      {dialog === 'close' && <CloseDialog order={order} onClose={() => setDialog(null)} onOrder={onOrder} />}
      {dialog === 'cancel' && <CancelOrderDialog order={order} onClose={() => setDialog(null)} onOrder={onOrder} />}
    </Stack>
  );
}
