import { Alert, Badge, Button, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import IconAdjustments from '@tabler/icons-react/dist/esm/icons/IconAdjustments.mjs';
import IconPackage from '@tabler/icons-react/dist/esm/icons/IconPackage.mjs';
import IconTags from '@tabler/icons-react/dist/esm/icons/IconTags.mjs';
import { forwardRef, useState } from 'react';
import type { BatchRow, ScannedItem, Stock } from '@shared/contract/warehouse';
import type { LabelData } from '@shared/domain/labels';
import type { AppError } from '@shared/errors';
import { useCall } from '../../api/hooks';
import { LabelDialog } from '../../components/labels/LabelDialog';
import { ProblemAlert } from '../../components/ProblemAlert';
import { AvailabilityTable } from './AvailabilityTable';
import type { AdjustmentPrefill } from './AdjustmentForm';
import { BatchesTable } from './BatchesTable';
import { day, label } from '../../components/format';
import { ItemSearch } from './ItemSearch';
import { LocationStockTable } from './LocationStockTable';
import { StockHistoryPanel } from './StockHistoryPanel';
import { TransactionsTable } from './TransactionsTable';

function ItemHeader({ stock, onAdjust, onLabels }: { stock: Stock; onAdjust: () => void; onLabels: () => void }) {
  const { item } = stock;
  const tracked = item.trackingType && item.trackingType !== 'None';
  return (
    <Group justify="space-between" align="flex-start">
      <Stack gap={2}>
        <Group gap="sm">
          <Title order={2} size="h3" data-testid="stock-item-number">
            {item.itemNumber}
          </Title>
          {tracked && <Badge variant="light">{label(item.trackingType)} tracked</Badge>}
        </Group>
        <Text>{item.name}</Text>
        <Text size="sm" c="dimmed">
          Unit {item.baseUnitCode ?? '–'} · {item.decimalPlaces ? `quantities with up to ${item.decimalPlaces} decimals` : 'whole quantities'}
        </Text>
      </Stack>
      <Group gap="xs">
        <Button variant="default" leftSection={<IconTags size={16} />} onClick={onLabels}>
          Print labels
        </Button>
        <Button variant="light" leftSection={<IconAdjustments size={16} />} onClick={onAdjust}>
          Adjust stock
        </Button>
      </Group>
    </Group>
  );
}

/** What a scanned GS1 label said about the item it opened. */
export type ScanFacts = Omit<ScannedItem, 'item'>;

function LabelFacts({ scan }: { scan: ScanFacts }) {
  const facts = [
    scan.gtin && `GTIN ${scan.gtin}`,
    scan.batchNumber && `batch ${scan.batchNumber}`,
    scan.serialNumber && `serial ${scan.serialNumber}`,
    scan.expiryDate && `expiry ${day(scan.expiryDate)}`,
  ].filter(Boolean);
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" data-testid="scanned-label">
        Scanned label: {facts.join(' · ')}
      </Text>
      {scan.warnings.map((warning) => (
        <Alert key={warning} color="yellow" variant="light" p="xs">
          {warning}
        </Alert>
      ))}
    </Stack>
  );
}

/** The label of the item, or of one of its batches, with what a scanned label said of it (its GTIN). */
function labelOf(stock: Stock, scan: ScanFacts | null, batch: Pick<BatchRow, 'batchNumber' | 'expiryDate'> | null): LabelData {
  const scannedBatch = !batch || batch.batchNumber === scan?.batchNumber;
  return {
    itemNumber: stock.item.itemNumber,
    itemName: stock.item.name,
    gtin: scan?.gtin ?? null,
    batchNumber: batch?.batchNumber ?? null,
    expiryDate: batch?.expiryDate ?? (scannedBatch ? (scan?.expiryDate ?? null) : null),
    serialNumber: null,
  };
}

/** One item's stock: availability per warehouse, where it lies, its batches and its recent movements. */
function ItemStock({ itemNumber, scan, onAdjust }: { itemNumber: string; scan: ScanFacts | null; onAdjust: (prefill: AdjustmentPrefill) => void }) {
  // Stock moves all day: each visit reads it afresh.
  const stock = useCall('warehouse.stock.get', { itemNumber }, { staleTime: 0 });
  const [tab, setTab] = useState<string | null>(scan?.batchNumber ? 'batches' : 'locations');
  const [batchNumber, setBatchNumber] = useState(scan?.batchNumber ?? null);
  const [labels, setLabels] = useState<{ title: string; labels: LabelData[] } | null>(null);
  if (stock.isPending) return <Loader size="sm" />;
  if (stock.error) return <ProblemAlert error={stock.error} shownFields={[]} onRetry={() => void stock.refetch()} />;
  const data = stock.data;
  const batchTracked = data.item.trackingType === 'Batch';
  // An ERP that lists no movements (docs/api-assumptions.md 344): both views say why instead.
  const noMovements = data.movementsOffer.offered === false ? data.movementsOffer.reason : null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="item-stock">
      <Stack gap="md">
        <ItemHeader
          stock={data}
          onAdjust={() => onAdjust({ itemNumber: data.item.itemNumber })}
          onLabels={() => {
            const batch = scan?.batchNumber ? { batchNumber: scan.batchNumber, expiryDate: scan.expiryDate } : null;
            const title = batch ? `Labels for ${data.item.itemNumber}, batch ${batch.batchNumber}` : `Labels for ${data.item.itemNumber}`;
            setLabels({ title, labels: [labelOf(data, scan, batch)] });
          }}
        />
        {labels && <LabelDialog title={labels.title} labels={labels.labels} oneItem onClose={() => setLabels(null)} />}
        {scan?.gtin && <LabelFacts scan={scan} />}
        <AvailabilityTable stock={data} />
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="locations">By location ({data.locations.length})</Tabs.Tab>
            <Tabs.Tab value="batches">Batches{batchTracked ? '' : ' (not tracked)'}</Tabs.Tab>
            <Tabs.Tab value="movements" disabled={!!noMovements}>
              Recent movements
            </Tabs.Tab>
            <Tabs.Tab value="history" disabled={!!noMovements}>
              Stock over time
            </Tabs.Tab>
          </Tabs.List>
          {noMovements && (
            <Text size="sm" c="dimmed" pt="xs" data-testid="movements-not-offered">
              {noMovements}
            </Text>
          )}
          <Tabs.Panel value="locations" pt="sm">
            <LocationStockTable
              itemNumber={data.item.itemNumber}
              rows={data.locations}
              onAdjust={(row) =>
                onAdjust({
                  itemNumber: data.item.itemNumber,
                  warehouseCode: row.warehouseCode,
                  locationCode: row.locationCode ?? undefined,
                  batchNumber: row.batchNumber ?? undefined,
                  serialNumber: row.serialNumber ?? undefined,
                })
              }
            />
          </Tabs.Panel>
          <Tabs.Panel value="batches" pt="sm">
            <BatchesTable
              itemNumber={data.item.itemNumber}
              batchNumber={batchNumber}
              onShowAll={() => setBatchNumber(null)}
              onLabels={(batch) => setLabels({ title: `Labels for ${data.item.itemNumber}, batch ${batch.batchNumber}`, labels: [labelOf(data, scan, batch)] })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="movements" pt="sm">
            <TransactionsTable itemNumber={data.item.itemNumber} />
          </Tabs.Panel>
          <Tabs.Panel value="history" pt="sm">
            <StockHistoryPanel stock={data} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}

interface StockLookupProps {
  itemNumber: string | null;
  /** What the scanned label said, when a scan opened the item. */
  scan: ScanFacts | null;
  /** Why the last scan opened nothing. */
  scanProblem: AppError | null;
  onSelect: (itemNumber: string) => void;
  onAdjust: (prefill: AdjustmentPrefill) => void;
}

export const StockLookup = forwardRef<HTMLInputElement, StockLookupProps>(function StockLookup(
  { itemNumber, scan, scanProblem, onSelect, onAdjust },
  searchRef,
) {
  return (
    <Stack gap="md" data-testid="stock-lookup">
      <ItemSearch ref={searchRef} onSelect={onSelect} />
      {scanProblem && <ProblemAlert error={scanProblem} shownFields={[]} />}
      {itemNumber ? (
        <ItemStock key={`${itemNumber}|${scan?.batchNumber ?? ''}|${scan?.gtin ?? ''}`} itemNumber={itemNumber} scan={scan} onAdjust={onAdjust} />
      ) : (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="xs">
            <IconPackage size={32} stroke={1.5} />
            <Text fw={500}>Scan an item or search for one</Text>
            <Text size="sm" c="dimmed" ta="center">
              Scan an item number or a GS1 label anywhere in this workspace, with no field selected, to open that item’s stock (at the label’s batch).
            </Text>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
});
