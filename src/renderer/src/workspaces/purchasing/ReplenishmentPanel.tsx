import { Alert, Anchor, Badge, Button, Group, List, Paper, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconCalculator from '@tabler/icons-react/dist/esm/icons/IconCalculator.mjs';
import IconFileInvoice from '@tabler/icons-react/dist/esm/icons/IconFileInvoice.mjs';
import { createColumnHelper, type RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';
import type { Proposal } from '@shared/contract/purchasing';
import { useCall } from '../../api/hooks';
import { useWrite } from '../../api/useWrite';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { ProblemAlert } from '../../components/ProblemAlert';
import { WorkProgress } from '../../components/WorkProgress';
import { ScopedButton } from '../../components/ScopedButton';
import { useShortcuts } from '../../components/shortcuts';
import { day, label, quantity, when } from '../../components/format';
import { usePurchasingReference } from './usePurchasingReference';

const column = createColumnHelper<Proposal>();

const leadTimeSources: Record<string, string> = {
  agreement: 'purchase agreement',
  supplierItem: 'supplier item',
  itemWarehouse: 'item-warehouse setting',
  transferLeadTime: 'transfer lead time',
  warehouseTransport: 'warehouse transport time',
  default: 'default, nothing set',
};

const lotSizingLabel: Record<string, string> = { LotForLot: 'Lot for lot', FixedReorderQuantity: 'Fixed quantity', FillToMax: 'Fill to max' };

const columns: DataTableColumn<Proposal>[] = [
  column.accessor('itemNumber', { header: 'Item', size: 85, meta: { content: 'identifier' } }),
  column.accessor('itemName', { header: 'Name', size: 170 }),
  column.accessor('projected', { header: 'Projected', size: 95, meta: { numeric: true, content: 'figure', text: (r) => quantity(r.projected) } }),
  column.accessor('triggerLevel', { header: 'Reorder level', size: 120, meta: { numeric: true, content: 'figure', text: (r) => quantity(r.triggerLevel) } }),
  column.accessor('lotSizing', { header: 'Lot sizing', size: 115, cell: (c) => lotSizingLabel[c.getValue() ?? ''] ?? label(c.getValue()) }),
  column.accessor('quantity', {
    header: 'Order qty',
    size: 105,
    meta: { numeric: true, content: 'figure', text: (r) => (r.quantity !== null ? `${quantity(r.quantity)} ${r.unit ?? ''}` : 'Fix settings') },
    cell: (c) =>
      c.getValue() !== null ? (
        <Text span size="sm" fw={700}>
          {quantity(c.getValue())} {c.row.original.unit}
        </Text>
      ) : (
        <Badge color="red" variant="light" size="sm">
          Fix settings
        </Badge>
      ),
  }),
  column.accessor('supplierName', {
    header: 'Supplier',
    size: 180,
    cell: (c) =>
      c.row.original.supplierNumber
        ? `${c.getValue() ?? c.row.original.supplierNumber}${c.row.original.supplierSource === 'agreement' ? ' (agreement)' : ''}`
        : label(c.row.original.replenishmentType),
  }),
  column.accessor('leadTimeDays', {
    header: 'Lead time',
    size: 110,
    meta: { numeric: true, text: (r) => (r.leadTimeDays === null ? '–' : `${r.leadTimeDays} days`) },
    cell: (c) =>
      c.getValue() === null ? (
        '–'
      ) : c.row.original.leadTimeSource === 'default' ? (
        <Tooltip label="No lead time set anywhere: 14 days assumed">
          <Badge color="yellow" variant="light" leftSection={<IconAlertTriangle size={12} />}>
            {c.getValue()} days
          </Badge>
        </Tooltip>
      ) : (
        `${c.getValue()} days`
      ),
  }),
  column.accessor('expectedDate', { header: 'Expected', size: 112, cell: (c) => day(c.getValue()) }),
];

function Why({ p }: { p: Proposal }) {
  return (
    <Paper withBorder p="sm" data-testid="proposal-why">
      <Stack gap={6}>
        <Title order={2} size="h5">
          Why {p.itemNumber} {p.itemName} is proposed
        </Title>
        <Text size="sm">
          Available {quantity(p.available)} + on open orders {quantity(p.openOrders)} = projected {quantity(p.projected)}. Safety stock{' '}
          {quantity(p.safetyStock)} ({p.safetyStockSource === 'none' ? 'none set' : label(p.safetyStockSource)}), reorder point {quantity(p.reorderPoint)}
          {p.maxQuantity ? `, maximum ${quantity(p.maxQuantity)}` : ''}
          {p.reorderQuantity ? `, reorder quantity ${quantity(p.reorderQuantity)}` : ''}.
        </Text>
        <List size="sm" spacing={2}>
          {p.steps.map((s) => (
            <List.Item key={s}>{s}</List.Item>
          ))}
        </List>
        {p.leadTimeDays !== null && (
          <Text size="sm">
            Lead time {p.leadTimeDays} days from the {leadTimeSources[p.leadTimeSource ?? ''] ?? p.leadTimeSource}
            {p.agreementNumber ? ` ${p.agreementNumber}` : ''}: expected {day(p.expectedDate)}.
          </Text>
        )}
        {p.problem && (
          <Alert color="red" icon={<IconAlertTriangle size={16} />} p="xs">
            {p.problem}
          </Alert>
        )}
        {p.warnings.map((w) => (
          <Alert key={w} color="yellow" icon={<IconAlertTriangle size={16} />} p="xs">
            {w}
          </Alert>
        ))}
      </Stack>
    </Paper>
  );
}

/** Replenishment proposals for a warehouse, each with its reasons, turned into draft orders per supplier. */
export function ReplenishmentPanel({ onOpenOrder }: { onOpenOrder: (orderNumber: string) => void }) {
  const { warehouseOptions } = usePurchasingReference();
  const [warehouseCode, setWarehouseCode] = useState<string | null>('OSL');
  const [requested, setRequested] = useState<string | null>(null);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [explained, setExplained] = useState<Proposal | null>(null);
  const [progressId] = useState(() => crypto.randomUUID());
  const run = useCall('purchasing.proposals', { warehouseCode: requested ?? '', progressId }, { enabled: !!requested });
  // Its operation id is kept until the ERP has answered, so pressing again after a lost answer cannot create the orders twice.
  const order = useWrite('purchasing.orderProposals', { invalidates: ['purchasing.orders', 'purchasing.proposals'] });
  const proposals = run.data?.proposals ?? [];
  const chosen = proposals.filter((p) => selection[p.itemNumber] && p.orderable);
  const suppliers = new Set(chosen.map((p) => p.supplierNumber));

  const compute = () => {
    if (!warehouseCode) return;
    setSelection({});
    setExplained(null);
    order.reset();
    if (requested === warehouseCode) void run.refetch();
    else setRequested(warehouseCode);
  };
  const createDrafts = () => {
    if (!requested || chosen.length === 0) return;
    order.send(
      {
        warehouseCode: requested,
        lines: chosen.map((p) => ({
          supplierNumber: p.supplierNumber!,
          itemNumber: p.itemNumber,
          quantity: p.quantity!,
          ...(p.expectedDate ? { expectedDate: p.expectedDate } : {}),
        })),
      },
      { onSuccess: () => setSelection({}) },
    );
  };
  useShortcuts('Replenishment', [
    { keys: 'alt+P', label: 'Compute proposals for the chosen warehouse', run: compute },
    { keys: 'alt+D', label: 'Create draft orders from the selected proposals', run: createDrafts },
  ]);

  return (
    <Stack gap="sm" data-testid="replenishment">
      <Group align="flex-end">
        <Select label="Warehouse" w={260} data={warehouseOptions} value={warehouseCode} onChange={setWarehouseCode} />
        <Button leftSection={<IconCalculator size={16} />} onClick={compute} loading={run.isFetching} disabled={!warehouseCode} title="Alt+P">
          Compute proposals
        </Button>
        <ScopedButton
          tag="purchase-orders"
          access="write"
          leftSection={<IconFileInvoice size={16} />}
          disabled={chosen.length === 0}
          loading={order.isPending}
          onClick={createDrafts}
          title="Alt+D"
        >
          {chosen.length
            ? `Create ${suppliers.size} draft order${suppliers.size === 1 ? '' : 's'} from ${chosen.length} proposal${chosen.length === 1 ? '' : 's'}`
            : 'Create draft orders'}
        </ScopedButton>
        <WorkProgress progressId={progressId} running={run.isFetching} />
        {run.data && !run.isFetching && (
          <Text size="sm" c="dimmed">
            {run.data.proposals.length} of {run.data.examined} items in {run.data.warehouseCode} need replenishing · computed {when(run.data.computedAt)}
          </Text>
        )}
      </Group>
      {!requested && (
        <Text c="dimmed">
          Choose a warehouse and compute: items whose projected stock is below max(safety stock, minQuantity) are proposed, sized by their lot-sizing rule and
          the supplier's minimum and multiple.
        </Text>
      )}
      {order.data && (
        <Alert color={order.data.orders.some((o) => o.error) ? 'orange' : 'green'} title="Draft orders" data-testid="proposal-orders">
          <Stack gap={4}>
            {order.data.orders.map((o) =>
              o.orderNumber ? (
                <Text size="sm" key={o.supplierNumber}>
                  Supplier {o.supplierNumber}: <Anchor onClick={() => onOpenOrder(o.orderNumber!)}>{o.orderNumber}</Anchor> with {o.lineCount} line
                  {o.lineCount === 1 ? '' : 's'}
                </Text>
              ) : (
                <div key={o.supplierNumber}>
                  <Text size="sm">Supplier {o.supplierNumber}: not created</Text>
                  <ProblemAlert error={o.error} />
                </div>
              ),
            )}
          </Stack>
        </Alert>
      )}
      <ProblemAlert error={order.error} />
      {requested && (
        <DataTable
          label="Replenishment proposals"
          data={proposals}
          columns={columns}
          getRowId={(p) => p.itemNumber}
          selectable
          rowLabel={(p) => (p.itemName ? `${p.itemNumber} ${p.itemName}` : p.itemNumber)}
          rowSelection={selection}
          onRowSelectionChange={(next) =>
            setSelection(Object.fromEntries(Object.entries(next).filter(([id]) => proposals.find((p) => p.itemNumber === id)?.orderable)))
          }
          onOpenRow={setExplained}
          loading={run.isFetching}
          error={run.error}
          onRetry={() => void run.refetch()}
          emptyMessage="Nothing to replenish: every item is at or above its reorder level."
          height={explained ? 'calc(100vh - 560px)' : 'calc(100vh - 330px)'}
          exportFileName={`replenishment-${requested}`}
        />
      )}
      {explained && <Why p={explained} />}
      {requested && !explained && proposals.length > 0 && (
        <Text size="xs" c="dimmed">
          Click a proposal (or press Enter on it) to see why it was made. Only purchased items with a supplier can be selected.
        </Text>
      )}
    </Stack>
  );
}
