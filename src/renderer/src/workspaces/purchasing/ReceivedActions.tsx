import { Button, Group, SegmentedControl } from '@mantine/core';
import IconTags from '@tabler/icons-react/dist/esm/icons/IconTags.mjs';
import { useMemo, useState } from 'react';
import type { OrderDetail } from '@shared/contract/purchasing';
import type { SlipLine } from '@shared/documents/receiving-slip';
import { localToday } from '@shared/domain/date-plausibility';
import { receiptLabels, type ReceiptLabelMode, type ReceivedLine } from '@shared/domain/labels/receipt';
import { LabelDialog } from '../../components/labels/LabelDialog';
import { PdfButton } from '../../components/PdfButton';
import { ProblemAlert } from '../../components/ProblemAlert';

const LABEL_MODES = [
  { value: 'unit', label: 'One label per unit' },
  { value: 'batch', label: 'One per batch' },
];

/** A line the ERP booked, with the GTIN a label scanned onto it named (row 348). */
export type BookedLine = SlipLine & { gtin: string | null };

/** A booked line as the slip call takes it: fields the line left empty are left out. */
const slipInput = (l: SlipLine) => ({
  lineNumber: l.lineNumber,
  quantity: l.quantity,
  ...(l.locationCode ? { locationCode: l.locationCode } : {}),
  ...(l.batchNumber ? { batchNumber: l.batchNumber } : {}),
  ...(l.expiryDate ? { expiryDate: l.expiryDate } : {}),
  ...(l.serialNumbers?.length ? { serialNumbers: [...l.serialNumbers] } : {}),
});

/**
 * Right after a receipt: labels for what was just received (one per unit or one per batch) and
 * the receiving slip as PDF, from the lines the ERP booked.
 */
export function ReceivedActions({ order, booked }: { order: OrderDetail; booked: readonly BookedLine[] }) {
  const [mode, setMode] = useState<ReceiptLabelMode>('unit');
  const [open, setOpen] = useState(false);
  const labels = useMemo(() => {
    const byNumber = new Map(order.lines.map((l) => [l.lineNumber, l]));
    const lines: ReceivedLine[] = booked.map((r) => ({
      lineNumber: r.lineNumber,
      itemNumber: byNumber.get(r.lineNumber)?.itemNumber ?? '',
      itemName: byNumber.get(r.lineNumber)?.itemName ?? null,
      gtin: r.gtin,
      quantity: r.quantity,
      batchNumber: r.batchNumber || null,
      expiryDate: r.expiryDate || null,
      serialNumbers: r.serialNumbers ?? [],
    }));
    return receiptLabels(lines, mode);
  }, [order.lines, booked, mode]);
  const refused = 'refused' in labels ? labels.refused : null;
  return (
    <>
      <Group gap="sm" data-testid="received-actions">
        <SegmentedControl aria-label="Labels for what was received" value={mode} onChange={(value) => setMode(value as ReceiptLabelMode)} data={LABEL_MODES} />
        <Button variant="default" leftSection={<IconTags size={16} />} disabled={!!refused} onClick={() => setOpen(true)}>
          Print labels for what was just received
        </Button>
        <PdfButton
          name="purchasing.receivingSlipPdf"
          input={{ orderNumber: order.orderNumber, receivedOn: localToday(), lines: booked.map(slipInput) }}
          label="Receiving slip PDF"
        />
      </Group>
      {refused && <ProblemAlert error={{ kind: 'validation', title: 'Too many labels', detail: refused, codes: [], fieldErrors: [] }} />}
      {open && 'labels' in labels && (
        <LabelDialog title={`Labels for what was received on ${order.orderNumber}`} labels={labels.labels} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
