import { Prng, streamSeed } from './seed/prng';
import { Decimal, qty } from './rules/decimals';
import { book, findRow } from './stock';
import type { CountLine, InventoryCount, InventoryTransaction, StockRow, Store } from './store';

/**
 * Inventory counts: lines are generated from the stock at creation (the expected quantity is
 * that snapshot), counted in the warehouse app (simulated by the control interface) and the
 * variances are posted as Adjustment transactions when a Completed count is applied.
 */
export interface CountSpec {
  type: string;
  warehouseCode: string;
  zoneFilter: string | null;
  locationCodeFilter: string | null;
  categoryCode: string | null;
  randomSampleSize: number | null;
  itemNumber: string | null;
}

/** Every stock row of one warehouse (the seed computes this once and reuses it for many counts). */
export function stockInWarehouse(store: Store, warehouseCode: string): StockRow[] {
  const rows: StockRow[] = [];
  for (const list of store.stock.values()) for (const r of list) if (r.warehouseCode === warehouseCode) rows.push(r);
  return rows;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function generateCountLines(store: Store, spec: CountSpec, seed: number, countNumber: string, warehouseRows?: StockRow[]): CountLine[] {
  const warehouse = store.warehouses.get(spec.warehouseCode);
  if (!warehouse) return [];
  let rows: StockRow[];
  if (spec.type === 'Impulse') {
    rows = (store.stock.get(spec.itemNumber ?? '') ?? []).filter((r) => r.warehouseCode === spec.warehouseCode);
  } else {
    rows = warehouseRows ?? stockInWarehouse(store, spec.warehouseCode);
    // Impulse counts include empty rows (the point is to check one item); the others skip them.
    rows = rows.filter((r) => r.quantity !== '0');
  }
  if (spec.type === 'Category') rows = rows.filter((r) => store.items.get(r.itemNumber)?.categoryCode === spec.categoryCode);
  if (spec.type === 'Location') {
    const zoneOf = new Map(warehouse.locations.map((l) => [l.locationCode, l.zone.toLowerCase()]));
    const zone = spec.zoneFilter?.toLowerCase();
    const location = spec.locationCodeFilter?.toLowerCase();
    rows = rows.filter((r) => (zone !== undefined ? zoneOf.get(r.locationCode) === zone : r.locationCode.toLowerCase() === location));
  }
  if (spec.type === 'Random') {
    const items = [...new Set(rows.map((r) => r.itemNumber))].sort(compare);
    const prng = new Prng(streamSeed(seed, `count:${countNumber}`));
    for (let i = items.length - 1; i > 0; i--) {
      const j = prng.int(0, i);
      [items[i], items[j]] = [items[j] as string, items[i] as string];
    }
    const chosen = new Set(items.slice(0, spec.randomSampleSize ?? 0));
    rows = rows.filter((r) => chosen.has(r.itemNumber));
  }
  rows = [...rows].sort(
    (a, b) =>
      compare(a.locationCode, b.locationCode) ||
      compare(a.itemNumber, b.itemNumber) ||
      compare(a.batchNumber ?? '', b.batchNumber ?? '') ||
      compare(a.serialNumber ?? '', b.serialNumber ?? ''),
  );
  return rows.map((r, index) => ({
    lineNumber: index + 1,
    itemNumber: r.itemNumber,
    locationCode: r.locationCode,
    batchNumber: r.batchNumber,
    serialNumber: r.serialNumber,
    expectedQuantity: r.quantity,
    expectedAt: null,
    countedQuantity: null,
    countedAt: null,
  }));
}

export function variance(line: CountLine): Decimal | null {
  return line.countedQuantity === null ? null : new Decimal(line.countedQuantity).minus(line.expectedQuantity);
}

/** Counting is still going on (Draft or InProgress): lines may be recorded, blind counts stay blind. */
export function isCounting(count: InventoryCount): boolean {
  return count.status === 'Draft' || count.status === 'InProgress';
}

export function startCount(count: InventoryCount, at: number): void {
  if (count.status === 'Draft') {
    count.status = 'InProgress';
    count.startedAt = at;
    count.modifiedDate = at;
  }
}

/** How long counting takes: about two minutes a line, at least a quarter of an hour, at most a shift. */
export function countingSpanMs(lineCount: number): number {
  return Math.min(8 * 60, Math.max(15, 2 * lineCount)) * 60_000;
}

/**
 * Fills every uncounted line and completes the count. A count that was never started was counted
 * over the span before `at` (never before it was created); the lines filled here are counted one
 * after another within that span, so start, line and completion times read like real counting. `seeded` gives a believable set of
 * differences (about one line in five, reproducible per seed and count); `expected` counts
 * exactly what was expected.
 */
export function completeCount(
  count: InventoryCount,
  fill: 'seeded' | 'expected',
  seed: number,
  at: number,
  decimalPlacesOf: (itemNumber: string) => number,
): void {
  startCount(count, Math.min(at, Math.max(count.createdDate, at - countingSpanMs(count.lines.length))));
  const started = count.startedAt ?? at;
  const lastCounted = count.lines.reduce((last, l) => Math.max(last, l.countedAt ?? started), started);
  const open = count.lines.filter((l) => l.countedQuantity === null);
  const prng = new Prng(streamSeed(seed, `complete:${count.countNumber}`));
  for (const [n, line] of open.entries()) {
    let counted = new Decimal(line.expectedQuantity);
    if (fill === 'seeded' && prng.chance(0.2)) {
      if (line.serialNumber !== null) counted = new Decimal(0);
      else {
        const step = new Decimal(prng.int(1, 3)).div(decimalPlacesOf(line.itemNumber) > 0 && prng.chance(0.5) ? 4 : 1);
        counted = prng.chance(0.5) ? counted.plus(step) : Decimal.max(0, counted.minus(step));
      }
    }
    line.countedQuantity = qty(counted);
    line.countedAt = lastCounted + Math.round(((n + 1) / open.length) * (at - lastCounted));
  }
  count.status = 'Completed';
  count.completedAt = at;
  count.modifiedDate = at;
}

/** Posts each difference at the line's location (never below zero) and marks the count Applied. */
export function applyCount(store: Store, count: InventoryCount, at: number, newId?: () => string): InventoryTransaction[] {
  const posted: InventoryTransaction[] = [];
  for (const line of count.lines) {
    const diff = variance(line);
    if (diff === null || diff.isZero()) continue;
    const target = {
      itemNumber: line.itemNumber,
      warehouseCode: count.warehouseCode,
      locationCode: line.locationCode,
      batchNumber: line.batchNumber,
      serialNumber: line.serialNumber,
    };
    const current = new Decimal(findRow(store, target)?.quantity ?? 0);
    const delta = diff.lt(0) && current.plus(diff).lt(0) ? current.negated() : diff;
    if (delta.isZero()) continue;
    posted.push(
      book(store, {
        ...target,
        quantity: delta,
        transactionType: 'Adjustment',
        referenceType: 'InventoryCount',
        referenceId: count.countNumber,
        notes: `Count ${count.countNumber} line ${line.lineNumber}`,
        at,
        ...(newId ? { transactionId: newId() } : {}),
      }),
    );
  }
  count.status = 'Applied';
  count.appliedAt = at;
  count.modifiedDate = at;
  return posted;
}
