import { applyCount, completeCount, countingSpanMs, generateCountLines, startCount, stockInWarehouse, type CountSpec } from '../counting';
import { DAY_MS } from '../rules/timestamps';
import type { InventoryCount, Store, Warehouse } from '../store';
import type { Prng } from './prng';

export function seedCounts(store: Store, p: Prng, seed: number, scale: number, anchor: number, newId: () => string): void {
  const plan: [InventoryCount['status'], CountSpec['type']][] = [
    ['Draft', 'Location'],
    ['Draft', 'Category'],
    ['Draft', 'Impulse'],
    ['InProgress', 'Location'],
    ['InProgress', 'Random'],
    ['InProgress', 'Full'],
    ['Completed', 'Location'],
    ['Completed', 'Random'],
    ['Applied', 'Location'],
    ['Applied', 'Category'],
    ['Applied', 'Impulse'],
    ['Cancelled', 'Random'],
  ];
  const stockedItems = [...store.stock.entries()].filter(([, rows]) => rows.some((r) => r.warehouseCode === 'OSL')).map(([n]) => n);
  // Counts grow with the square root of the scale: they are heavy (lines per stock row) and
  // benchmarks need many items and orders more than many counts.
  const total = plan.length * Math.ceil(Math.sqrt(scale));
  const rowsOf = new Map([...store.warehouses.keys()].map((code) => [code, stockInWarehouse(store, code)]));
  for (let i = 0; i < total; i++) {
    const [status, planned] = plan[i % plan.length] as (typeof plan)[number];
    const type = planned === 'Full' && (scale > 2 || i >= plan.length) ? 'Location' : planned;
    const warehouse = i % plan.length === 5 ? 'TRD' : p.pick(['OSL', 'OSL', 'BGN']);
    const wh = store.warehouses.get(warehouse) as Warehouse;
    const countNumber = `CNT-${String(5001 + i)}`;
    const spec: CountSpec = {
      type,
      warehouseCode: warehouse,
      zoneFilter: type === 'Location' && p.chance(0.3) ? 'R' : null,
      locationCodeFilter: null,
      categoryCode: type === 'Category' ? p.pick(['FOOD', 'FUEL', 'SAFETY', 'NAVIGATION']) : null,
      randomSampleSize: type === 'Random' ? p.int(5, 15) : null,
      itemNumber: type === 'Impulse' ? p.pick(stockedItems) : null,
    };
    if (type === 'Location' && spec.zoneFilter === null) spec.locationCodeFilter = p.pick(wh.locations.filter((l) => l.zone === 'A')).locationCode;
    if (type === 'Impulse') spec.warehouseCode = 'OSL';
    // Planned in the morning of a working day (07:30 UTC), so counting happens during the day.
    const created = anchor - p.int(status === 'Applied' || status === 'Cancelled' ? 20 : 1, status === 'Applied' ? 120 : 15) * DAY_MS + 27_000_000;
    const count: InventoryCount = {
      countNumber,
      type,
      status: 'Draft',
      warehouseCode: spec.warehouseCode,
      description:
        `${type} count ${spec.zoneFilter ? `zone ${spec.zoneFilter}` : (spec.locationCodeFilter ?? spec.categoryCode ?? spec.itemNumber ?? '')}`.trim(),
      blindCount: p.chance(0.75),
      zoneFilter: spec.zoneFilter,
      locationCodeFilter: spec.locationCodeFilter,
      categoryCode: spec.categoryCode,
      randomSampleSize: spec.randomSampleSize,
      itemNumber: spec.itemNumber,
      createdDate: created,
      modifiedDate: created,
      startedAt: null,
      completedAt: null,
      appliedAt: null,
      lines: generateCountLines(store, spec, seed, countNumber, rowsOf.get(spec.warehouseCode)),
    };
    const dpOf = (n: string) => store.items.get(n)?.decimalPlaces ?? 0;
    // Counting starts an hour after planning and takes its time: about two minutes a line.
    const startedAt = created + 3_600_000;
    if (status === 'InProgress') {
      startCount(count, startedAt);
      count.lines.forEach((line, n) => {
        if (n % 3 === 0) {
          line.countedQuantity = line.expectedQuantity;
          line.countedAt = startedAt + (n + 1) * 120_000;
        }
      });
    }
    if (status === 'Completed' || status === 'Applied') {
      startCount(count, startedAt);
      completeCount(count, 'seeded', seed, startedAt + countingSpanMs(count.lines.length), dpOf);
    }
    if (status === 'Applied') applyCount(store, count, (count.completedAt ?? startedAt) + p.int(1, 20) * 3_600_000, newId);
    if (status === 'Cancelled') {
      count.status = 'Cancelled';
      count.modifiedDate = created + 3_600_000;
    }
    store.counts.set(countNumber, count);
  }
  store.sequences.count = 5000 + total;
}
