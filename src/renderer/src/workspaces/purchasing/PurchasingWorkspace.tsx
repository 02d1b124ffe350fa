import { Stack, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { OrderDetail as Order } from '@shared/contract/purchasing';
import { call } from '../../api/client';
import { ScopedButton } from '../../components/ScopedButton';
import { useScanner } from '../../components/useScanner';
import { unmatchedScanMessage } from '@shared/domain/barcode';
import { localToday } from '@shared/domain/date-plausibility';
import { joinSentences } from '@shared/domain/field-labels';
import { scanKind } from '@shared/domain/gs1';
import { AppError } from '@shared/errors';
import { problemSentences } from '../../components/problem-sentences';
import { WorkspaceHeader } from '../../components/WorkspaceHeader';
import { useShortcuts } from '../../components/shortcuts';
import { useDraftRequests, useRecordRequests } from '../../stores/useRecordRequests';
import { DraftMark } from '../../drafts/DraftMark';
import { useDraftKeys } from '../../drafts/useDraftList';
import { CreateOrderForm } from './CreateOrderForm';
import { OrderDetail } from './OrderDetail';
import { OrdersTable } from './OrdersTable';
import type { ReceiveTarget } from './ReceiveDialog';
import { labelOffOrder } from './receipt-scan';
import { ReplenishmentPanel } from './ReplenishmentPanel';
import { AppDrawer } from '../../components/overlay/AppModal';

/** Purchasing: find and work purchase orders, receive deliveries, and act on replenishment needs. */
export function PurchasingWorkspace() {
  const client = useQueryClient();
  const [tab, setTab] = useState<string | null>('orders');
  const [openOrder, setOpenOrder] = useState<string | null>(null);
  // The editor a Drafts list entry asked for, opened with the order.
  const [openEditor, setOpenEditor] = useState<'receive' | 'edit' | undefined>(undefined);
  const newOrderDrafted = useDraftKeys('purchasing.newOrder').has('new');
  const [creating, setCreating] = useState(false);
  const [scanTarget, setScanTarget] = useState<ReceiveTarget | null>(null);
  const search = useRef<HTMLInputElement>(null);

  const open = (orderNumber: string, editor?: 'receive' | 'edit') => {
    setScanTarget(null);
    setOpenEditor(editor);
    setOpenOrder(orderNumber);
  };

  useRecordRequests(({ kind, number }) => {
    if (kind !== 'purchaseOrder') return false;
    open(number);
    return true;
  });

  useDraftRequests(({ editor, recordKey }) => {
    if (editor === 'purchasing.newOrder') setCreating(true);
    else if (editor === 'purchasing.receive' || editor === 'purchasing.editLines') open(recordKey, editor === 'purchasing.receive' ? 'receive' : 'edit');
    else return false;
    return true;
  });

  useShortcuts('Purchasing', [
    { keys: 'alt+N', label: 'New purchase order', run: () => setCreating(true) },
    { keys: 'alt+O', label: 'Show purchase orders', run: () => setTab('orders') },
    { keys: 'alt+R', label: 'Show replenishment proposals', run: () => setTab('replenishment') },
    { keys: 'alt+F', label: 'Search purchase orders', run: () => (setTab('orders'), setTimeout(() => search.current?.focus(), 0)) },
  ]);

  // Why a scan received nothing stays until the clerk closes it or scans again.
  const notice = useRef<string | null>(null);
  const notReceived = (message: string) => {
    notice.current = notifications.show({ color: 'yellow', title: 'Nothing was received', message, autoClose: false });
  };
  /**
   * A GS1 label (or a GTIN) read by main: received on the open order when it holds the item, as if
   * scanned in its Receive dialog; otherwise the notice says why (row 324).
   */
  const receiveLabel = async (code: string, kind: 'label' | 'gtin', current: Order | null) => {
    if (!current) return notReceived(labelOffOrder(kind, null, null)!);
    try {
      const label = await call('purchasing.scanLabel', { code, today: localToday() });
      const miss = labelOffOrder(kind, current, label.itemNumber);
      if (miss) return notReceived(miss);
      const line = current.lines.find((l) => l.itemNumber.toLowerCase() === label.itemNumber.toLowerCase())!;
      setScanTarget({ lineNumber: line.lineNumber, label, nonce: Date.now() });
    } catch (problem) {
      const said = problem instanceof AppError ? problemSentences(problem.data) : null;
      notReceived(joinSentences(said?.sentence ?? `${code} could not be read`, said?.detail));
    }
  };

  // A scan is an item or a label of the open order (receive it) or a purchase-order number (open it).
  useScanner({
    onScan: async (raw) => {
      const code = raw.trim();
      if (notice.current) notifications.hide(notice.current);
      const current = (openOrder && client.getQueryData<Order>(['purchasing.order', { orderNumber: openOrder }])) || null;
      const line = current?.lines.find((l) => l.itemNumber.toLowerCase() === code.toLowerCase());
      if (line) {
        setScanTarget({ lineNumber: line.lineNumber, nonce: Date.now() });
        return;
      }
      const kind = scanKind(code, current?.lines ?? []);
      // A GS1 label is never an order number; a bare GTIN may be one where no order is open.
      if (kind === 'label' || (kind === 'gtin' && current)) return receiveLabel(code, kind, current);
      try {
        const order = await call('purchasing.order', { orderNumber: code });
        client.setQueryData(['purchasing.order', { orderNumber: order.orderNumber }], order);
        open(order.orderNumber);
      } catch {
        if (kind === 'gtin') return notReceived(labelOffOrder(kind, null, null)!);
        notifications.show({
          color: 'red',
          title: `Nothing found for ${code}`,
          message: unmatchedScanMessage(
            code,
            openOrder ? `${code} is neither an item on ${openOrder} nor a purchase order.` : `${code} is not a purchase order number.`,
          ),
        });
      }
    },
  });

  return (
    <Stack gap="md" data-testid="workspace-purchasing">
      <WorkspaceHeader
        title="Purchasing"
        description="Purchase orders, receiving and replenishment. Scan a purchase-order number to open it, or an item or GS1 label on the open order to receive it."
      >
        <ScopedButton
          tag="purchase-orders"
          access="write"
          leftSection={<IconPlus size={16} />}
          onClick={() => setCreating(true)}
          title="Alt+N"
          rightSection={newOrderDrafted ? <DraftMark what="New order: unsaved work kept as a draft" /> : undefined}
        >
          New order
        </ScopedButton>
      </WorkspaceHeader>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="orders">Purchase orders</Tabs.Tab>
          <Tabs.Tab value="replenishment">Replenishment</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="orders" pt="md">
          <OrdersTable ref={search} onOpen={open} />
        </Tabs.Panel>
        <Tabs.Panel value="replenishment" pt="md">
          <ReplenishmentPanel onOpenOrder={open} />
        </Tabs.Panel>
      </Tabs>
      <AppDrawer opened={!!openOrder} onClose={() => setOpenOrder(null)} position="right" size="85%" title="Purchase order" data-testid="po-drawer">
        {openOrder && <OrderDetail key={`${openOrder}:${openEditor ?? ''}`} orderNumber={openOrder} scanTarget={scanTarget} openDialog={openEditor} />}
      </AppDrawer>
      {creating && (
        <CreateOrderForm
          onClose={() => setCreating(false)}
          onCreated={(order) => {
            client.setQueryData(['purchasing.order', { orderNumber: order.orderNumber }], order);
            setCreating(false);
            open(order.orderNumber);
          }}
        />
      )}
    </Stack>
  );
}
