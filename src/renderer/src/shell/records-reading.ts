import type { RecordKind, RecordsReading } from '@shared/contract/app';
import { quantity } from '../components/format';

const plural: Record<RecordKind, string> = {
  item: 'items',
  purchaseOrder: 'purchase orders',
  count: 'counts',
  ticket: 'tickets',
  configuration: 'configurations',
  quote: 'quotes',
  customer: 'customers',
};

/** "items 12,000 of 50,000": how far one kind's read from the start has come. */
function progressText(r: RecordsReading): string {
  const done = quantity(String(r.done), 0);
  return r.total === null ? `${plural[r.kind]} (${done} so far)` : `${plural[r.kind]} ${done} of ${quantity(String(r.total), 0)}`;
}

/** What the palette says while kinds are still read from the ERP for the first time (row 340); null when none is. */
export function recordsReadingText(reading: readonly RecordsReading[]): string | null {
  if (reading.length === 0) return null;
  return `Still reading records from the ERP for the first time, results so far: ${reading.map(progressText).join(', ')}`;
}
