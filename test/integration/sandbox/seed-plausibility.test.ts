import { describe, expect, it } from 'vitest';
import { SUPPLIERS } from '../../../src/sandbox/seed/catalog';
import { generateStore } from '../../../src/sandbox/seed/generate';
import type { Store } from '../../../src/sandbox/store';

/**
 * The demo is the first thing a new user sees, so its data must be believable to a buyer and a
 * clerk: who sells what, in which order stock arrived, and how long counting took.
 */
const anchor = Date.parse('2025-06-01T00:00:00Z');
const stores: [string, Store][] = [
  ['seed 1, scale 1', generateStore({ seed: 1, scale: 1, anchor })],
  ['seed 42, scale 2', generateStore({ seed: 42, scale: 2, anchor })],
];
const MINUTE = 60_000;

/** What each supplier makes or carries, by name (scaled copies are called "<name> 2", "<name> 3"...). */
function categoriesOf(name: string): readonly string[] {
  const template = SUPPLIERS.find((t) => name === t.name || name.startsWith(`${t.name} `));
  if (!template) throw new Error(`No supplier template for ${name}`);
  return template.categories;
}

describe.each(stores)('demo data (%s)', (_, store) => {
  it('suppliers sell only items of the categories they make or carry', () => {
    const offers = [
      ...store.supplierItems.map((si) => [si.supplierNumber, si.itemNumber] as const),
      ...store.agreements.map((a) => [a.supplierNumber, a.itemNumber] as const),
    ];
    for (const item of store.items.values()) if (item.primarySupplierNumber) offers.push([item.primarySupplierNumber, item.itemNumber]);
    expect(offers.length).toBeGreaterThan(100);
    const implausible = offers.filter(([supplierNumber, itemNumber]) => {
      const supplier = store.suppliers.get(supplierNumber)!;
      return !categoriesOf(supplier.name).includes(store.items.get(itemNumber)!.categoryCode);
    });
    expect(implausible).toEqual([]);
  });

  it('every purchased item has a supplier of its category', () => {
    const purchased = [...store.items.values()].filter((i) => i.replenishmentType === 'Purchase');
    expect(purchased.filter((i) => !i.primarySupplierNumber).map((i) => i.itemNumber)).toEqual([]);
  });

  it("a batch's opening balance comes after the batch was received and before any receipt of it", () => {
    const opening = new Map<string, number>();
    for (const t of store.transactions) if (t.batchNumber && t.notes === 'Opening balance') opening.set(`${t.itemNumber}|${t.batchNumber}`, t.transactionDate);
    expect(opening.size).toBeGreaterThan(20);
    for (const [key, at] of opening) {
      const batch = store.batches.get(key)!;
      expect(Date.parse(`${batch.receivedDate}T00:00:00Z`), key).toBeLessThanOrEqual(at);
    }
    const receiptsBeforeOpening = store.transactions.filter(
      (t) => t.transactionType === 'Receipt' && t.batchNumber && t.transactionDate < (opening.get(`${t.itemNumber}|${t.batchNumber}`) ?? -Infinity),
    );
    expect(receiptsBeforeOpening).toEqual([]);
  });

  it('counts take time: started before completed by a realistic span, lines counted in between', () => {
    const done = [...store.counts.values()].filter((c) => c.completedAt !== null);
    expect(done.length).toBeGreaterThan(3);
    for (const count of done) {
      const span = count.completedAt! - count.startedAt!;
      expect(span, count.countNumber).toBeGreaterThanOrEqual(15 * MINUTE);
      expect(span, count.countNumber).toBeLessThanOrEqual(8 * 60 * MINUTE);
      expect(count.createdDate, count.countNumber).toBeLessThan(count.startedAt!);
      for (const line of count.lines) {
        expect(line.countedAt!, count.countNumber).toBeGreaterThan(count.startedAt!);
        expect(line.countedAt!, count.countNumber).toBeLessThanOrEqual(count.completedAt!);
      }
      if (count.appliedAt !== null) expect(count.appliedAt).toBeGreaterThan(count.completedAt!);
      expect(count.completedAt!).toBeLessThan(anchor);
    }
    for (const count of store.counts.values())
      if (count.status === 'InProgress') for (const line of count.lines) if (line.countedAt !== null) expect(line.countedAt).toBeGreaterThan(count.startedAt!);
  });
});
