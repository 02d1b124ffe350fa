import { Button, Stack, Tabs } from '@mantine/core';
import IconAdjustments from '@tabler/icons-react/dist/esm/icons/IconAdjustments.mjs';
import IconBarcode from '@tabler/icons-react/dist/esm/icons/IconBarcode.mjs';
import IconClipboardList from '@tabler/icons-react/dist/esm/icons/IconClipboardList.mjs';
import IconPackage from '@tabler/icons-react/dist/esm/icons/IconPackage.mjs';
import { useRef, useState } from 'react';
import { gtinKind } from '@shared/domain/barcode';
import { localToday } from '@shared/domain/date-plausibility';
import { isGs1 } from '@shared/domain/gs1';
import type { AppError } from '@shared/errors';
import { call } from '../../api/client';
import { ScannerSettings } from '../../components/ScannerSettings';
import { useScanner } from '../../components/useScanner';
import { WorkspaceHeader } from '../../components/WorkspaceHeader';
import { useShortcuts } from '../../components/shortcuts';
import { useDraftRequests, useRecordRequests } from '../../stores/useRecordRequests';
import { DraftMark } from '../../drafts/DraftMark';
import { useDraftKeys } from '../../drafts/useDraftList';
import { AdjustmentForm, type AdjustmentPrefill } from './AdjustmentForm';
import { CountDetail } from './CountDetail';
import { CountsTable } from './CountsTable';
import { CountVariancePanel } from './CountVariancePanel';
import { CreateCountForm } from './CreateCountForm';
import { StockLookup, type ScanFacts } from './StockLookup';
import { AppModal } from '../../components/overlay/AppModal';
import { itemOfLabelGtinDraftKey, LABEL_GTIN_EDITOR } from '../../components/labels/gtin-draft';

type Tab = 'counts' | 'stock' | 'adjust';

/** Warehouse: inventory counts, stock lookup, adjustments and scrap. Scanner first: a scan opens the item's stock. */
export function WarehouseWorkspace() {
  const [tab, setTab] = useState<Tab>('counts');
  const [openCount, setOpenCount] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [scannerOpen, setScannerOpen] = useState(false);
  const [stockItem, setStockItem] = useState<string | null>(null);
  const [scan, setScan] = useState<{ facts: ScanFacts | null; problem: AppError | null }>({ facts: null, problem: null });
  // A new key remounts the form, so a prefill from the stock view starts a fresh form (and operation id).
  const [adjust, setAdjust] = useState<{ key: number; prefill?: AdjustmentPrefill }>({ key: 0 });
  const search = useRef<HTMLInputElement>(null);
  const adjustmentDrafts = useDraftKeys('warehouse.adjustment');
  const scrapDrafts = useDraftKeys('warehouse.scrap');
  const adjustDrafted = adjustmentDrafts.has('new') || scrapDrafts.has('new');

  const showStock = (itemNumber: string | null, scanned: Partial<typeof scan> = {}) => {
    setStockItem(itemNumber);
    setScan({ facts: scanned.facts ?? null, problem: scanned.problem ?? null });
    setTab('stock');
  };
  const startAdjustment = (prefill?: AdjustmentPrefill) => {
    setAdjust((current) => ({ key: current.key + 1, prefill }));
    setTab('adjust');
  };

  // A scan and the command palette open records the same way.
  const openItemStock = (itemNumber: string | null, scanned: Partial<typeof scan> = {}) => {
    setOpenCount(null);
    setCreating(false);
    showStock(itemNumber, scanned);
  };
  // A GS1 label or a GTIN opens the item its GTIN attribute names (docs/api-assumptions.md 324); anything else is an item number.
  const onScan = (code: string) => {
    if (!isGs1(code) && !gtinKind(code)) return openItemStock(code);
    call('warehouse.items.byScan', { code, today: localToday() }).then(
      ({ item, ...facts }) => openItemStock(item.itemNumber, { facts }),
      (problem: unknown) => openItemStock(null, { problem: problem as AppError }),
    );
  };
  useScanner({ enabled: !scannerOpen, onScan });
  useRecordRequests(({ kind, number }) => {
    if (kind === 'item') openItemStock(number);
    else if (kind === 'count') {
      setCreating(false);
      setTab('counts');
      setOpenCount(number);
    } else return false;
    return true;
  });

  useDraftRequests(({ editor, recordKey }) => {
    if (editor === 'warehouse.newCount') setCreating(true);
    // A GTIN typed for labels: the item's stock, whose Print labels brings it back.
    else if (editor === LABEL_GTIN_EDITOR) openItemStock(itemOfLabelGtinDraftKey(recordKey));
    else if (editor === 'warehouse.adjustment' || editor === 'warehouse.scrap') setTab('adjust');
    else return false;
    return true;
  });

  useShortcuts('Warehouse', [
    { keys: 'alt+C', label: 'Show inventory counts', run: () => setTab('counts') },
    { keys: 'alt+N', label: 'New inventory count', run: () => setCreating(true) },
    {
      keys: 'alt+S',
      label: 'Find an item’s stock',
      run: () => {
        setTab('stock');
        setTimeout(() => search.current?.focus(), 0);
      },
    },
    { keys: 'alt+A', label: 'Adjust stock or book scrap', run: () => startAdjustment(stockItem ? { itemNumber: stockItem } : undefined) },
  ]);

  return (
    <Stack gap="lg" data-testid="workspace-warehouse">
      <WorkspaceHeader title="Warehouse" description="Inventory counts, stock lookup, adjustments and scrap. Scan an item anywhere here to open its stock.">
        <Button variant="default" leftSection={<IconBarcode size={16} />} onClick={() => setScannerOpen(true)}>
          Scanner
        </Button>
      </WorkspaceHeader>
      <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)}>
        <Tabs.List>
          <Tabs.Tab value="counts" leftSection={<IconClipboardList size={16} />}>
            Counts
          </Tabs.Tab>
          <Tabs.Tab value="stock" leftSection={<IconPackage size={16} />}>
            Stock
          </Tabs.Tab>
          <Tabs.Tab
            value="adjust"
            leftSection={<IconAdjustments size={16} />}
            rightSection={adjustDrafted ? <DraftMark what="Adjust: unsaved work kept as a draft" /> : undefined}
          >
            Adjust
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="counts" pt="md">
          {tab === 'counts' && (
            <Stack gap="lg">
              <CountsTable onOpen={setOpenCount} onCreate={() => setCreating(true)} />
              <CountVariancePanel />
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="stock" pt="md">
          {tab === 'stock' && (
            <StockLookup
              ref={search}
              itemNumber={stockItem}
              scan={scan.facts}
              scanProblem={scan.problem}
              onSelect={(itemNumber) => showStock(itemNumber)}
              onAdjust={startAdjustment}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="adjust" pt="md">
          {tab === 'adjust' && <AdjustmentForm key={adjust.key} prefill={adjust.prefill} />}
        </Tabs.Panel>
      </Tabs>
      {creating && (
        <CreateCountForm
          onClose={() => setCreating(false)}
          onCreated={(countNumber) => {
            setCreating(false);
            setTab('counts');
            setOpenCount(countNumber);
          }}
        />
      )}
      {openCount && <CountDetail countNumber={openCount} onClose={() => setOpenCount(null)} />}
      <AppModal opened={scannerOpen} onClose={() => setScannerOpen(false)} title="Scanner settings" size="xl">
        <ScannerSettings />
      </AppModal>
    </Stack>
  );
}
