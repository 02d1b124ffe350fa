import { sum, type DecimalString } from './decimal';

/**
 * Which lines of a count stock moved at while it was counted (docs/api-assumptions.md 290): a
 * movement of the line's item, batch and serial at its location, dated at or after its recorded
 * quantity was taken and before it was counted. Apply would post such a movement a second time.
 */
export interface CountedLine {
  lineNumber: number;
  itemNumber: string;
  locationCode: string | null;
  batchNumber: string | null;
  serialNumber: string | null;
  /** When the recorded quantity was taken; null: at the count's creation. */
  expectedAt: string | null;
  countedAt: string | null;
}

export interface Movement {
  transactionType: string;
  transactionDate: string;
  itemNumber: string;
  warehouseCode: string | null;
  locationCode: string | null;
  targetLocationCode: string | null;
  batchNumber: string | null;
  serialNumber: string | null;
  quantity: DecimalString;
  referenceType: string | null;
  referenceId: string | null;
}

export interface MovedLine<L extends CountedLine> {
  line: L;
  movements: Movement[];
  /** The movements' net effect on the line's location. */
  netQuantity: DecimalString;
}

export interface CountScope {
  countNumber: string;
  warehouseCode: string | null;
  createdDate: string;
}

const instant = (utc: string) => Date.parse(utc);

/** The signed effect of a movement on one location: a Transfer leaves its location and arrives at its target. */
export function effectAt(movement: Movement, locationCode: string | null): DecimalString | null {
  const transfer = movement.transactionType === 'Transfer';
  const size = movement.quantity.replace(/^-/, '');
  if (movement.locationCode === locationCode) return transfer ? `-${size}` : movement.quantity;
  if (transfer && movement.targetLocationCode === locationCode) return size;
  return null;
}

function touches(movement: Movement, line: CountedLine, count: CountScope): boolean {
  if (movement.referenceType === 'InventoryCount' && movement.referenceId === count.countNumber) return false;
  if (movement.itemNumber !== line.itemNumber || (movement.warehouseCode !== null && movement.warehouseCode !== count.warehouseCode)) return false;
  if ((movement.batchNumber ?? null) !== line.batchNumber || (movement.serialNumber ?? null) !== line.serialNumber) return false;
  if (effectAt(movement, line.locationCode) === null) return false;
  const at = instant(movement.transactionDate);
  const from = instant(line.expectedAt ?? count.createdDate);
  const until = line.countedAt === null ? Number.POSITIVE_INFINITY : instant(line.countedAt);
  return at >= from && at < until;
}

/** The earliest instant a movement can matter from: where to start reading transactions. */
export function earliestSnapshot(lines: readonly CountedLine[], count: CountScope): string {
  return lines.reduce((earliest, l) => (l.expectedAt !== null && instant(l.expectedAt) < instant(earliest) ? l.expectedAt : earliest), count.createdDate);
}

export function movedLines<L extends CountedLine>(lines: readonly L[], movements: readonly Movement[], count: CountScope): MovedLine<L>[] {
  return lines.flatMap((line) => {
    const own = movements.filter((m) => touches(m, line, count));
    if (own.length === 0) return [];
    return [{ line, movements: own, netQuantity: sum(own.map((m) => effectAt(m, line.locationCode) as DecimalString)) }];
  });
}
