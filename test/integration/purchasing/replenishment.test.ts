import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, Proposal } from '../../../src/shared/contract/purchasing';
import { newOperationId, purchasable, startPurchasing, type PurchasingHarness } from './support';

let h: PurchasingHarness;
beforeAll(async () => {
  h = await startPurchasing();
});
afterAll(async () => h?.core.close());

type Run = { proposals: Proposal[]; examined: number; warehouseCode: string };
const propose = (warehouseCode: string) => h.call<Run>('purchasing.proposals', { warehouseCode });

describe('replenishment proposals', () => {
  it('proposes only items whose projected stock is below max(safety stock, minQuantity), with the figures behind it', async () => {
    const run = await propose('OSL');
    expect(run.examined).toBeGreaterThan(run.proposals.length);
    expect(run.proposals.length).toBeGreaterThan(0);
    for (const p of run.proposals) {
      expect(new Decimal(p.projected).lt(p.triggerLevel)).toBe(true);
      expect(new Decimal(p.projected).eq(new Decimal(p.available).plus(p.openOrders))).toBe(true);
      expect(p.triggerLevel).toBe(Decimal.max(p.safetyStock, p.reorderPoint).toFixed());
      expect(p.steps[0]).toMatch(/^Projected stock .* is below max\(safety stock/);
      if (p.quantity !== null && p.replenishmentType === 'Purchase') {
        if (p.minOrderQuantity) expect(new Decimal(p.quantity).gte(p.minOrderQuantity)).toBe(true);
        if (p.orderMultiple) expect(new Decimal(p.quantity).mod(p.orderMultiple).isZero()).toBe(true);
      }
      if (p.leadTimeSource === 'default') expect(p.warnings.join(' ')).toMatch(/assumes 14 days/);
      expect(p.orderable).toBe(p.replenishmentType === 'Purchase' && !!p.supplierNumber && p.quantity !== null);
    }
  });

  it('turns selected proposals into one draft order per supplier, after which they are no longer proposed', async () => {
    const before = await propose('OSL');
    const orderable = before.proposals.filter((p) => p.orderable);
    const suppliers = [...new Set(orderable.map((p) => p.supplierNumber!))].slice(0, 2);
    const chosen = orderable.filter((p) => suppliers.includes(p.supplierNumber!));
    expect(suppliers).toHaveLength(2);
    const { orders } = await h.call<{ orders: { supplierNumber: string; orderNumber: string | null; lineCount: number; error: unknown }[] }>(
      'purchasing.orderProposals',
      {
        operationId: newOperationId(),
        warehouseCode: 'OSL',
        lines: chosen.map((p) => ({ supplierNumber: p.supplierNumber!, itemNumber: p.itemNumber, quantity: p.quantity!, expectedDate: p.expectedDate! })),
      },
    );
    expect(orders.map((o) => o.supplierNumber).sort()).toEqual([...suppliers].sort());
    for (const o of orders) {
      expect(o.error).toBeNull();
      const detail = await h.call<OrderDetail>('purchasing.order', { orderNumber: o.orderNumber });
      const mine = chosen.filter((p) => p.supplierNumber === o.supplierNumber);
      expect(detail).toMatchObject({ status: 'Draft', supplierNumber: o.supplierNumber, warehouseCode: 'OSL' });
      expect(detail.lines.map((l) => [l.itemNumber, l.quantity, l.expectedDate])).toEqual(mine.map((p) => [p.itemNumber, p.quantity, p.expectedDate]));
      // Never expected before its lines: the list would show the order overdue while each line is on time.
      expect(detail.expectedDeliveryDate).toBe(
        mine
          .map((p) => p.expectedDate!)
          .sort()
          .at(-1),
      );
    }
    // The draft orders count as incoming stock, so those items are covered now.
    const after = await propose('OSL');
    const stillProposed = after.proposals.filter((p) => chosen.some((c) => c.itemNumber === p.itemNumber) && p.quantity !== null);
    expect(stillProposed).toEqual([]);
  });

  it("names a refused proposal's field by its item, as the proposals table shows it", async () => {
    const { itemNumber, supplierNumber } = await purchasable('None');
    const { orders } = await h.call<{ orders: { error: { fieldErrors: { field: string; label?: string; message: string }[] } | null }[] }>(
      'purchasing.orderProposals',
      {
        operationId: newOperationId(),
        warehouseCode: 'OSL',
        lines: [{ supplierNumber, itemNumber, quantity: '1.5' }],
      },
    );
    expect(orders[0]!.error!.fieldErrors).toEqual([expect.objectContaining({ field: 'lines[0].quantity', label: `item ${itemNumber}, Quantity` })]);
    expect(orders[0]!.error!.fieldErrors[0]!.message).not.toMatch(/lines\[/);
  });

  it('refuses an empty selection with a message', async () => {
    const result = await h.raw('purchasing.orderProposals', { operationId: newOperationId(), warehouseCode: 'OSL', lines: [] });
    expect(result).toMatchObject({ ok: false, error: { fieldErrors: [{ field: 'lines', message: 'Select at least one proposal' }] } });
  });
});
