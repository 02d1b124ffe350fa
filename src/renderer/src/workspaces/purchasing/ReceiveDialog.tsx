import { Alert, Button, Group, SegmentedControl, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconCircleX from '@tabler/icons-react/dist/esm/icons/IconCircleX.mjs';
import IconHelpCircle from '@tabler/icons-react/dist/esm/icons/IconHelpCircle.mjs';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { OrderDetail, OrderLine, ReceiptLabel, ReceiptOutcome } from '@shared/contract/purchasing';
import { AppError } from '@shared/errors';
import { useWrite } from '../../api/useWrite';
import { fieldErrorsFor } from '../../components/field-errors';
import { PlausibilityWarnings } from '../../components/PlausibilityWarnings';
import { ProblemAlert } from '../../components/ProblemAlert';
import { useScanner } from '../../components/useScanner';
import { label, quantity } from '../../components/format';
import { isPositive } from '@shared/domain/decimal';
import { localToday } from '@shared/domain/date-plausibility';
import { unmatchedScanMessage } from '@shared/domain/barcode';
import { isLabelScan } from '@shared/domain/gs1';
import { joinSentences } from '@shared/domain/field-labels';
import { checkDraft, newDraft, receiptOf, receiptWarnings, restartLines, type DraftProblems, type LineDraft } from './receipt-check';
import { applyScan, scanMiss, unitOfLabel, type ReceiptField, type ScanContext, type ScannedUnit, type ScanResult } from './receipt-scan';
import { call } from '../../api/client';
import { problemSentences } from '../../components/problem-sentences';
import { useReceivingSettings, type ReceiveStart } from '../../stores/receiving';
import { usePurchasingReference } from './usePurchasingReference';
import { ReceivedActions, type BookedLine } from './ReceivedActions';
import { AppModal } from '../../components/overlay/AppModal';
import { DraftNotice, DraftStatus } from '../../drafts/DraftNotice';
import { useDraft } from '../../drafts/useDraft';
import { fieldLabel, ReceiveLineRow } from './ReceiveLineRow';
import { Busy } from '../../components/Busy';

export interface ReceiveTarget {
  lineNumber: number;
  /** A GS1 label scanned on the order screen, as main read it: taken in as if scanned here. */
  label?: ReceiptLabel;
  /** Changes on every scan, so scanning the same item again jumps again. */
  nonce: number;
}

type Step = 'edit' | 'confirm' | 'results';

/** Which line's field a focused element is, read from its label; null for any other element. */
function receiptFieldOf(element: HTMLElement): { field: ReceiptField; lineNumber: number } | null {
  const label = element.getAttribute('aria-label') ?? '';
  for (const field of Object.keys(fieldLabel) as ReceiptField[]) {
    const m = new RegExp(`^${fieldLabel[field](0).replace(/0$/, '')}(\\d+)$`).exec(label);
    if (m) return { field, lineNumber: Number(m[1]) };
  }
  return null;
}

const outcomeView: Record<ReceiptOutcome['outcome'], { color: string; label: string; Icon: typeof IconCircleCheck }> = {
  received: { color: 'green', label: 'Received', Icon: IconCircleCheck },
  replayed: { color: 'green', label: 'Received (the ERP confirmed an earlier attempt)', Icon: IconCircleCheck },
  unknown: { color: 'yellow', label: 'Answer lost: not known yet whether it was booked', Icon: IconHelpCircle },
  failed: { color: 'red', label: 'Not received', Icon: IconCircleX },
};

/**
 * Receive a delivery line by line. Quantities start at what remains or at zero (the clerk's
 * choice, row 319), and each scan adds to its line; nothing is posted before
 * the clerk has seen a summary, because receiving cannot be undone. Each line's receipt gets an
 * operation id when it is prepared and keeps it while its values stay the same, so posting again
 * after a lost answer books nothing twice.
 */
export function ReceiveDialog({
  order,
  target,
  onClose,
  onOrder,
}: {
  order: OrderDetail;
  target: ReceiveTarget | null;
  onClose: () => void;
  onOrder: (order: OrderDetail) => void;
}) {
  const { warehouses } = usePurchasingReference();
  const warehouse = warehouses.data?.warehouses.find((w) => w.warehouseCode === order.warehouseCode);
  const locations = useMemo(
    () => (warehouse?.locations ?? []).map((l) => ({ value: l.locationCode, label: l.name ? `${l.locationCode} · ${l.name}` : l.locationCode })),
    [warehouse],
  );
  const blocked = useMemo(() => new Set(order.pendingReceipts.map((p) => p.lineNumber)), [order.pendingReceipts]);
  const lines = useMemo(() => order.lines.filter((l) => isPositive(l.remainingQuantity)), [order.lines]);
  const { start, setStart } = useReceivingSettings();
  const defaultLocation = warehouse?.defaultLocationCode ?? null;
  const openedByScan = !!target;
  // Made once per order and choice, not per key typed: the draft compares the form against it.
  const initial = useMemo(
    () =>
      Object.fromEntries(
        lines.map((l) => [
          l.lineNumber,
          // Opened by a scan, every line starts unticked: the scan then takes its own line in.
          { ...newDraft(l, defaultLocation, start), ...(openedByScan || blocked.has(l.lineNumber) ? { include: false } : {}) },
        ]),
      ),
    [lines, defaultLocation, start, openedByScan, blocked],
  );
  // What the clerk scanned and typed is a draft of this order's receipt until it is posted.
  const draft = useDraft<Record<string, LineDraft>>({
    editor: 'purchasing.receive',
    recordKey: order.orderNumber,
    label: `${order.orderNumber} · ${order.supplierName ?? order.supplierNumber ?? ''}`,
    initial,
  });
  const drafts = draft.value;
  const setDrafts = draft.set;
  const [step, setStep] = useState<Step>('edit');
  const [showProblems, setShowProblems] = useState(false);
  const [highlight, setHighlight] = useState<number | null>(target?.lineNumber ?? null);
  const [results, setResults] = useState<ReceiptOutcome[]>([]);
  // What the last post sent, line by line: the lines it booked get labels and a receiving slip.
  const [booked, setBooked] = useState<BookedLine[]>([]);
  const operations = useRef(new Map<number, { signature: string; id: string }>());
  const rows = useRef(new Map<number, HTMLTableRowElement>());
  const table = useRef<HTMLTableElement>(null);
  const receive = useWrite('purchasing.receive', { invalidates: ['purchasing.orders', 'purchasing.proposals'] });

  // A line the kept draft does not know (added to the order since) starts fresh and not chosen.
  const fresh = (lineNumber: number): LineDraft => ({
    ...newDraft(
      lines.find((l) => l.lineNumber === lineNumber)!,
      warehouse?.defaultLocationCode ?? null,
      start,
    ),
    include: false,
  });
  const entryOf = (lineNumber: number): LineDraft => drafts[lineNumber] ?? fresh(lineNumber);
  const update = (lineNumber: number, patch: Partial<LineDraft>) =>
    setDrafts((d) => ({ ...d, [lineNumber]: { ...(d[lineNumber] ?? fresh(lineNumber)), ...patch } }));
  // The rows' own handler stays the same function, so a key typed in one line redraws that line alone.
  const latestUpdate = useRef(update);
  useLayoutEffect(() => {
    latestUpdate.current = update;
  });
  const updateLine = useCallback((lineNumber: number, patch: Partial<LineDraft>) => latestUpdate.current(lineNumber, patch), []);

  // A scan goes to its line and adds to it; the cursor follows into the line's next empty field.
  const [jump, setJump] = useState<{ lineNumber: number; field: ReceiptField | null; count: number }>({ lineNumber: 0, field: null, count: 0 });
  // What the last scan could not do: a scan that adds nothing always says so.
  const [scanNotice, setScanNotice] = useState<string | null>(null);
  const context: ScanContext = { orderNumber: order.orderNumber, lines: order.lines, open: lines, blocked, fresh };
  const takeScan = (scan: ScannedUnit, labelWarnings: string[] = []) => {
    let result: ScanResult | undefined;
    // The draft's set runs the update at once on the latest draft (a field just put back included).
    setDrafts((d) => {
      result = applyScan(context, d, scan);
      return result.taken ? result.drafts : d;
    });
    if (!result) return;
    setScanNotice(joinSentences(result.notice, ...labelWarnings) || null);
    if (!result.taken) return;
    setStep('edit');
    const { lineNumber, focus } = result;
    setHighlight(lineNumber);
    setJump((j) => ({ lineNumber, field: focus, count: j.count + 1 }));
  };
  /**
   * A GS1 label (or a GTIN) is read by main: the item its GTIN names, with the label's batch, expiry,
   * serial and count (rows 323, 324); anything else is an item number. A label that cannot be read says why.
   */
  const takeCode = (raw: string) => {
    const code = raw.trim();
    if (!isLabelScan(code, order.lines)) return takeScan({ itemNumber: code });
    call('purchasing.scanLabel', { code, today: localToday() }).then(
      (label) => takeScan(unitOfLabel(label), label.warnings),
      (problem: unknown) => {
        const said = problem instanceof AppError ? problemSentences(problem.data) : null;
        setScanNotice(joinSentences(said?.sentence ?? `${code} could not be read`, said?.detail, 'Nothing was taken in.'));
      },
    );
  };
  /** A scan on the order screen names a line, or is a label: its item is taken in, or the notice says why not. */
  const takeTarget = ({ lineNumber, label }: ReceiveTarget) => {
    if (label) return takeScan(unitOfLabel(label), label.warnings);
    const miss = scanMiss(context, lineNumber);
    if (miss) setScanNotice(miss);
    else takeScan({ itemNumber: order.lines.find((l) => l.lineNumber === lineNumber)!.itemNumber });
  };
  const seenScan = useRef<number | null>(null);
  useEffect(() => {
    if (!draft.ready || !target || target.nonce === seenScan.current) return;
    // A new scan from the order screen (once the kept draft is in); edits made in between stay.
    seenScan.current = target.nonce;
    takeTarget(target);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft.ready, target]);
  useEffect(() => {
    // A scan taken while the kept draft was still being read moves the cursor once the lines are drawn.
    if (jump.count === 0 || !draft.ready) return;
    rows.current.get(jump.lineNumber)?.scrollIntoView({ block: 'nearest' });
    if (!jump.field) return;
    const input = table.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[aria-label="${fieldLabel[jump.field](jump.lineNumber)}"]`);
    input?.focus();
    // A quantity is replaced by what is typed next; serials are added to at their end.
    if (input && jump.field === 'quantity') input.select();
    else input?.setSelectionRange(input.value.length, input.value.length);
  }, [jump, draft.ready]);
  useScanner({
    onScan: takeCode,
    // A scan into a field of this dialog is a scan too: an item goes to its line, a serial into
    // its serial field; the scanned characters leave the field again. A batch field keeps what
    // the scanner typed (it is the batch number) and the cursor moves on to the expiry.
    onFieldScan: (raw, element, take) => {
      if (step !== 'edit' || !table.current?.contains(element)) return;
      const code = raw.trim();
      const at = receiptFieldOf(element);
      const line = at && lines.find((l) => l.lineNumber === at.lineNumber);
      if (order.lines.some((l) => l.itemNumber.toLowerCase() === code.toLowerCase()) || isLabelScan(code, order.lines)) {
        take();
        takeCode(code);
      } else if (at?.field === 'serials' && line) {
        take();
        takeScan({ itemNumber: line.itemNumber, serial: code });
      } else if (at?.field === 'batchNumber' && line) {
        if (!entryOf(line.lineNumber).expiryDate) setJump((j) => ({ lineNumber: line.lineNumber, field: 'expiryDate', count: j.count + 1 }));
      } else if (at?.field === 'quantity') {
        take();
        setScanNotice(unmatchedScanMessage(code, `${code} is not on ${order.orderNumber}: nothing was taken in.`));
      }
    },
  });
  const chooseStart = (next: ReceiveStart) => {
    setDrafts((d) => restartLines(lines, d, { from: start, to: next, locationCode: warehouse?.defaultLocationCode ?? null }));
    setStart(next);
  };

  const chosen = lines.filter((l) => entryOf(l.lineNumber).include && !blocked.has(l.lineNumber));
  const problems: Record<number, DraftProblems> = Object.fromEntries(chosen.map((l) => [l.lineNumber, checkDraft(l, entryOf(l.lineNumber))]));
  const warnings = chosen.flatMap((l) => receiptWarnings(l, entryOf(l.lineNumber), localToday()));
  const hasProblems = chosen.some((l) => Object.keys(problems[l.lineNumber] ?? {}).length > 0);
  const lastError = (lineNumber: number) => results.find((r) => r.lineNumber === lineNumber && r.outcome === 'failed')?.error ?? null;
  // The screen's own check while shown, else what the ERP said about this line's last attempt.
  const problemFor = (line: OrderLine, field: keyof DraftProblems) =>
    (showProblems ? problems[line.lineNumber]?.[field] : undefined) ?? (joinSentences(...fieldErrorsFor(lastError(line.lineNumber), field)) || undefined);

  const review = () => {
    setShowProblems(true);
    if (chosen.length > 0 && !hasProblems) setStep('confirm');
  };

  const post = () => {
    const receipts = chosen.map((l) => {
      const receipt = receiptOf(l, entryOf(l.lineNumber));
      const signature = JSON.stringify(receipt);
      const known = operations.current.get(l.lineNumber);
      const id = known && known.signature === signature ? known.id : crypto.randomUUID();
      operations.current.set(l.lineNumber, { signature, id });
      return { ...receipt, operationId: id };
    });
    receive.send(
      { orderNumber: order.orderNumber, lines: receipts },
      {
        onSuccess: (result) => {
          setResults(result.results);
          const done = new Set(result.results.filter((r) => r.outcome === 'received' || r.outcome === 'replayed').map((r) => r.lineNumber));
          setBooked(
            receipts.filter((r) => done.has(r.lineNumber)).map(({ operationId: _id, ...line }) => ({ ...line, gtin: entryOf(line.lineNumber).gtin ?? null })),
          );
          setStep('results');
          // Booked lines leave the draft; a refused or unanswered line keeps what was typed for it.
          const open = new Set(result.results.filter((r) => r.outcome === 'failed' || r.outcome === 'unknown').map((r) => r.lineNumber));
          if (open.size === 0) draft.done();
          else setDrafts((d) => Object.fromEntries(Object.entries(d).map(([k, v]) => [k, { ...v, include: open.has(Number(k)) }])));
          if (result.order) onOrder(result.order);
        },
      },
    );
  };

  const failedAgain = () => setStep('edit');

  useHotkeys([['mod+Enter', () => (step === 'edit' ? review() : step === 'confirm' ? post() : onClose())]], []);

  return (
    <AppModal opened onClose={onClose} title={`Receive goods on ${order.orderNumber}`} size="90%" data-testid="receive-dialog">
      {!draft.ready && <Busy size="sm" label="Loading the receipt draft" />}
      {draft.ready && step === 'edit' && (
        <Stack gap="sm">
          <DraftNotice draft={draft} />
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {start === 'zero'
                ? 'Quantities start at zero: each scan adds one to its line.'
                : 'Quantities start at what remains; a scan adds one to a line you changed.'}{' '}
              A GS1 label adds its count and fills its batch, expiry or serial. The cursor follows the scan. Batch-tracked items need batch and expiry;
              serial-tracked items one serial number per unit (one per line), and their quantity follows the serials scanned.
            </Text>
            <SegmentedControl
              size="xs"
              aria-label="Start the lines at"
              // Never squeezed by the text beside it: both choices stay readable.
              style={{ flex: 'none' }}
              value={start}
              onChange={(v) => chooseStart(v as ReceiveStart)}
              data={[
                { value: 'remainder', label: 'What remains' },
                { value: 'zero', label: 'Zero, fill by scans' },
              ]}
            />
          </Group>
          {lines.length === 0 && <Alert color="green">Nothing remains to be received on this order.</Alert>}
          {scanNotice && (
            <Alert
              color="orange"
              icon={<IconAlertTriangle size={18} />}
              title="Scan added nothing"
              withCloseButton
              closeButtonLabel="Dismiss"
              onClose={() => setScanNotice(null)}
              role="status"
              data-testid="receive-scan-notice"
            >
              {scanNotice}
            </Alert>
          )}
          <Table verticalSpacing={6} withTableBorder ref={table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <VisuallyHidden>Receive</VisuallyHidden>
                </Table.Th>
                <Table.Th>Line</Table.Th>
                <Table.Th>Item</Table.Th>
                <Table.Th ta="right">Remaining</Table.Th>
                <Table.Th w={150}>Quantity</Table.Th>
                <Table.Th w={200}>Location</Table.Th>
                <Table.Th>Batch / serial numbers</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <ReceiveLineRow
                  key={line.lineNumber}
                  line={line}
                  entry={entryOf(line.lineNumber)}
                  waiting={blocked.has(line.lineNumber)}
                  highlighted={highlight === line.lineNumber}
                  problems={{
                    quantity: problemFor(line, 'quantity'),
                    batchNumber: problemFor(line, 'batchNumber'),
                    expiryDate: problemFor(line, 'expiryDate'),
                    serialNumbers: problemFor(line, 'serialNumbers'),
                  }}
                  locations={locations}
                  onUpdate={updateLine}
                  rows={rows}
                />
              ))}
            </Table.Tbody>
          </Table>
          {showProblems && chosen.length === 0 && (
            <Text c="red" size="sm">
              Choose at least one line to receive.
            </Text>
          )}
          <Group justify="flex-end">
            <DraftStatus keptAt={draft.keptAt} />
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button onClick={review} disabled={lines.length === 0}>
              Review receipt (Ctrl+Enter)
            </Button>
          </Group>
        </Stack>
      )}

      {step === 'confirm' && (
        <Stack gap="sm" data-testid="receive-confirm">
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="Receiving cannot be undone">
            Posting books the stock below into {order.warehouseCode} and moves the order on. Check the figures against the delivery note.
          </Alert>
          <PlausibilityWarnings warnings={warnings} testId="receipt-warnings" />
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Line</Table.Th>
                <Table.Th>Item</Table.Th>
                <Table.Th ta="right">Quantity</Table.Th>
                <Table.Th>Location</Table.Th>
                <Table.Th>Batch / serials</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {chosen.map((line) => {
                const d = entryOf(line.lineNumber);
                return (
                  <Table.Tr key={line.lineNumber}>
                    <Table.Td>{line.lineNumber}</Table.Td>
                    <Table.Td>
                      <span style={{ whiteSpace: 'nowrap' }}>{line.itemNumber}</span> {line.itemName}
                    </Table.Td>
                    <Table.Td ta="right">
                      {quantity(d.quantity, line.decimalPlaces)} {line.unit}
                    </Table.Td>
                    <Table.Td>{d.locationCode ?? 'Default'}</Table.Td>
                    <Table.Td>
                      {line.trackingType === 'Batch'
                        ? `${d.batchNumber}, expires ${d.expiryDate}`
                        : line.trackingType === 'Serial'
                          ? receiptOf(line, d).serialNumbers?.join(', ')
                          : '–'}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          {receive.error && <ProblemAlert error={receive.error instanceof AppError ? receive.error : null} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep('edit')}>
              Back
            </Button>
            <Button color="orange" loading={receive.isPending} onClick={post} data-autofocus>
              Post receipt (Ctrl+Enter)
            </Button>
          </Group>
        </Stack>
      )}

      {step === 'results' && (
        <Stack gap="sm" data-testid="receive-results">
          {results.map((r) => {
            const view = outcomeView[r.outcome];
            return (
              <Alert
                key={r.lineNumber}
                color={view.color}
                icon={<view.Icon size={18} />}
                title={`Line ${r.lineNumber} · ${r.quantity ?? ''} ${r.itemNumber ?? ''}: ${view.label}`}
                data-testid={`receive-result-${r.lineNumber}`}
                data-outcome={r.outcome}
              >
                {r.outcome === 'unknown' && <Text size="sm">Resume it from the order: it is sent again with the same key and booked at most once.</Text>}
                {/* The results show no inputs: every field error is listed here, by its label. */}
                {r.error && r.outcome === 'failed' && <ProblemAlert error={r.error} />}
              </Alert>
            );
          })}
          <Text size="sm">
            The order is now <strong>{label(order.status)}</strong>.
          </Text>
          {booked.length > 0 && <ReceivedActions order={order} booked={booked} />}
          <Group justify="flex-end">
            {results.some((r) => r.outcome === 'failed') && (
              <Button variant="default" onClick={failedAgain}>
                Correct the failed lines
              </Button>
            )}
            <Button onClick={onClose} data-autofocus>
              Done
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
