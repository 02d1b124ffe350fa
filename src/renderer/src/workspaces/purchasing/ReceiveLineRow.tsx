import { Badge, Checkbox, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { memo, type RefObject } from 'react';
import type { OrderLine } from '@shared/contract/purchasing';
import { sameValue } from '@shared/domain/merge-patch';
import { DateField } from '../../components/DateField';
import { DecimalInput } from '../../components/DecimalInput';
import { quantity } from '../../components/format';
import type { LineDraft } from './receipt-check';
import type { ReceiptField } from './receipt-scan';
import { GrowingTextarea } from '../../components/GrowingTextarea';

/** The label of a line's field, which also finds the field to put the cursor in after a scan. */
export const fieldLabel: Record<ReceiptField, (lineNumber: number) => string> = {
  quantity: (n) => `Quantity for line ${n}`,
  batchNumber: (n) => `Batch number for line ${n}`,
  expiryDate: (n) => `Expiry date for line ${n}`,
  serials: (n) => `Serial numbers for line ${n}`,
};

export interface LineProblems {
  quantity?: string;
  batchNumber?: string;
  expiryDate?: string;
  serialNumbers?: string;
}

interface ReceiveLineRowProps {
  line: OrderLine;
  entry: LineDraft;
  /** An earlier receipt of the line awaits the ERP's answer. */
  waiting: boolean;
  highlighted: boolean;
  problems: LineProblems;
  locations: { value: string; label: string }[];
  onUpdate: (lineNumber: number, patch: Partial<LineDraft>) => void;
  rows: RefObject<Map<number, HTMLTableRowElement>>;
}

/**
 * One line of a receipt. Drawn again only when its own values change: on a 40-line delivery a key
 * typed (or scanned) into one line must not redraw the other 39 with their selects and dates.
 */
export const ReceiveLineRow = memo(function ReceiveLineRow({ line, entry, waiting, highlighted, problems, locations, onUpdate, rows }: ReceiveLineRowProps) {
  return (
    <Table.Tr
      key={line.lineNumber}
      ref={(el) => void (el ? rows.current.set(line.lineNumber, el) : rows.current.delete(line.lineNumber))}
      bg={highlighted ? 'var(--mantine-primary-color-light)' : undefined}
      data-testid={`receive-line-${line.lineNumber}`}
      style={{ verticalAlign: 'top' }}
    >
      <Table.Td>
        <Checkbox
          aria-label={`Receive line ${line.lineNumber}`}
          checked={entry.include && !waiting}
          disabled={waiting}
          onChange={(e) => onUpdate(line.lineNumber, { include: e.currentTarget.checked })}
          mt={6}
        />
      </Table.Td>
      <Table.Td>{line.lineNumber}</Table.Td>
      <Table.Td>
        {/* An item number never breaks at its hyphen: "FV-" over "10080" reads as two codes. */}
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid={`receive-item-${line.lineNumber}`}>
          {line.itemNumber}
        </Text>
        <Text size="xs" c="dimmed">
          {line.itemName}
        </Text>
        {waiting && (
          <Badge color="yellow" size="xs">
            Unanswered receipt: resume it first
          </Badge>
        )}
      </Table.Td>
      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {quantity(line.remainingQuantity, line.decimalPlaces)} {line.unit}
      </Table.Td>
      <Table.Td>
        <DecimalInput
          size="xs"
          aria-label={fieldLabel.quantity(line.lineNumber)}
          value={entry.quantity}
          decimalPlaces={line.decimalPlaces}
          disabled={!entry.include || waiting}
          onChange={(value) => onUpdate(line.lineNumber, { quantity: value })}
          error={problems.quantity}
        />
      </Table.Td>
      <Table.Td>
        <Select
          size="xs"
          aria-label={`Location for line ${line.lineNumber}`}
          data={locations}
          searchable
          value={entry.locationCode}
          disabled={!entry.include || waiting}
          onChange={(value) => onUpdate(line.lineNumber, { locationCode: value })}
        />
      </Table.Td>
      <Table.Td>
        {line.trackingType === 'Batch' && (
          // Expiry goes under the batch number where the window is narrow, so figures keep their room.
          <Group gap="xs" align="flex-start">
            <TextInput
              size="xs"
              w={150}
              aria-label={fieldLabel.batchNumber(line.lineNumber)}
              placeholder="Batch number"
              value={entry.batchNumber}
              disabled={!entry.include}
              onChange={(e) => onUpdate(line.lineNumber, { batchNumber: e.currentTarget.value })}
              error={problems.batchNumber}
            />
            <DateField
              size="xs"
              w={150}
              aria-label={fieldLabel.expiryDate(line.lineNumber)}
              value={entry.expiryDate}
              disabled={!entry.include}
              onChange={(v) => onUpdate(line.lineNumber, { expiryDate: v })}
              error={problems.expiryDate}
            />
          </Group>
        )}
        {line.trackingType === 'Serial' && (
          <GrowingTextarea
            size="xs"
            minRows={2}
            maxRows={6}
            // One serial per line: a serial broken over two lines would read as two.
            wrap="off"
            miw={`calc(${Math.min(30, Math.max(16, ...entry.serials.split('\n').map((s) => s.length)))}ch + 1.75rem)`}
            aria-label={fieldLabel.serials(line.lineNumber)}
            placeholder="One serial number per line"
            value={entry.serials}
            disabled={!entry.include}
            onChange={(e) => onUpdate(line.lineNumber, { serials: e.currentTarget.value })}
            error={problems.serialNumbers}
          />
        )}
        {(line.trackingType === 'None' || !line.trackingType) && (
          <Text size="xs" c="dimmed" mt={6}>
            Not tracked
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}, sameRow);

function sameRow(a: ReceiveLineRowProps, b: ReceiveLineRowProps): boolean {
  return (
    a.line === b.line &&
    a.waiting === b.waiting &&
    a.highlighted === b.highlighted &&
    a.locations === b.locations &&
    a.onUpdate === b.onUpdate &&
    a.rows === b.rows &&
    sameValue(a.entry, b.entry) &&
    sameValue(a.problems, b.problems)
  );
}
