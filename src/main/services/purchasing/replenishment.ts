import Decimal from 'decimal.js';
import type { Proposal } from '@shared/contract/purchasing';
import { proposalOrderLabels } from '@shared/contract/purchasing';
import { fieldLabel } from '@shared/domain/field-labels';
import { toErrorData, withFieldLabels, type AppErrorData } from '@shared/errors';
import { describeWrite } from '../../activity/write-scope';
import type { ErpClient } from '../../erp/client';
import { mapLimit } from '@shared/concurrency';
import { collect } from '../../erp/paging';
import type { ItemWarehouse } from '../../erp/preview/item-warehouses';
import type { Item } from '../../erp/preview/items';
import type { PurchaseAgreement, SupplierItem } from '../../erp/preview/suppliers';
import { createBody } from './lifecycle';
import { planItem, type PlanningSettings } from './replenishment-rules';
import { silentProgress, type Progress } from '../shared/progress';
import type { RecordsReplica } from '../shared/records/records-replica';

/**
 * Replenishment proposals for one warehouse: gathers what the rules need from the ERP in bulk
 * (settings, availability, open purchase orders, agreements), applies the rules in
 * replenishment-rules.ts, and turns chosen proposals into draft purchase orders.
 */

/** Orders whose outstanding quantity is already on its way (see docs/api-assumptions.md). */
export const INCOMING_STATES = ['Draft', 'Sent', 'PartiallyConfirmed', 'Confirmed', 'PartiallyReceived'] as const;

function addDays(date: Date, days: number): string {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days)).toISOString().slice(0, 10);
}

/** Outstanding quantity per item on open orders into the warehouse. */
async function incomingByItem(client: ErpClient, warehouseCode: string): Promise<Map<string, Decimal>> {
  const api = client.preview.purchaseOrders;
  const open = (await Promise.all(INCOMING_STATES.map((status) => collect(api.all({ status }))))).flat().filter((po) => po.warehouseCode === warehouseCode);
  const details = await mapLimit(open, 4, (po) => api.get(po.orderNumber));
  const incoming = new Map<string, Decimal>();
  for (const line of details.flatMap((d) => d.lines)) {
    incoming.set(line.itemNumber, (incoming.get(line.itemNumber) ?? new Decimal(0)).plus(line.remainingQuantity ?? 0));
  }
  return incoming;
}

function settingsOf(row: ItemWarehouse): PlanningSettings {
  return {
    lotSizing: row.lotSizing ?? null,
    minQuantity: row.minQuantity ?? null,
    maxQuantity: row.maxQuantity ?? null,
    safetyStock: row.safetyStock ?? null,
    calculatedSafetyStock: row.calculatedSafetyStock ?? null,
    reorderQuantity: row.reorderQuantity ?? null,
    leadTimeDays: row.leadTimeDays ?? null,
    transferLeadTimeDays: row.transferLeadTimeDays ?? null,
  };
}

/** Where a run finds an item's planning fields and a supplier's name. */
export interface ReplenishmentLookups {
  item(itemNumber: string): Promise<Item | null>;
  supplierName(supplierNumber: string): Promise<string | null>;
}

/**
 * The item and supplier lists, read once as the run starts, beside its other reads, pages side by
 * side: a few dozen calls where a read per proposal and per supplier took thousands (row 314).
 */
export function listLookups(client: ErpClient): ReplenishmentLookups {
  const items = started(async () => new Map((await collect(client.preview.items.all())).map((i) => [i.itemNumber, i])));
  const suppliers = started(async () => new Map((await collect(client.preview.suppliers.all())).map((s) => [s.supplierNumber, s.name ?? null])));
  return {
    item: async (itemNumber) => (await items).get(itemNumber) ?? null,
    supplierName: async (supplierNumber) => (await suppliers).get(supplierNumber) ?? null,
  };
}

/**
 * The item and supplier lists from the local replica (row 314): brought up to date by their delta
 * as the run starts (two calls each when nothing changed), then read row by row from the database.
 */
export function replicaLookups(items: RecordsReplica<'item'>, suppliers: RecordsReplica<'supplier'>): ReplenishmentLookups {
  const synced = started(() => Promise.all([items.sync(), suppliers.sync()]));
  return {
    item: async (itemNumber) => (await synced, items.table.get(itemNumber) ?? null),
    supplierName: async (supplierNumber) => (await synced, suppliers.table.get(supplierNumber)?.name ?? null),
  };
}

/** Started now; a failure reaches whoever awaits it, and is no unhandled rejection when nobody does. */
function started<T>(load: () => Promise<T>): Promise<T> {
  const loading = load();
  loading.catch(() => undefined);
  return loading;
}

/** Memoised per planning run: several items share a supplier. */
function perKey<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key) => {
    let hit = cache.get(key);
    if (!hit) cache.set(key, (hit = load(key)));
    return hit;
  };
}

export async function proposalsFor(
  client: ErpClient,
  warehouseCode: string,
  { now = new Date(), progress = silentProgress, lookups = listLookups(client) }: { now?: Date; progress?: Progress; lookups?: ReplenishmentLookups } = {},
): Promise<{ proposals: Proposal[]; examined: number }> {
  const p = client.preview;
  progress.step('Reading stock settings and open orders', 0, null);
  const [rows, incoming, agreements, warehouses] = await Promise.all([
    collect(p.itemWarehouses.all({ warehouseCode, isActive: true })),
    incomingByItem(client, warehouseCode),
    collect(p.suppliers.agreements({})),
    p.warehouses.list(),
  ]);
  const availability = await p.availability.forItems(
    rows.map((r) => r.itemNumber),
    { warehouseCode, onProgress: (done, total) => progress.step('Reading availability', done, total) },
  );
  const stockOf = new Map(availability.map((a) => [a.itemNumber, a.warehouses.find((w) => w.warehouseCode === warehouseCode)]));
  const activeAgreement = new Map<string, PurchaseAgreement>();
  for (const a of agreements) if (a.isActive && a.itemNumber && a.supplierNumber && !activeAgreement.has(a.itemNumber)) activeAgreement.set(a.itemNumber, a);
  const transportDays = warehouses.find((w) => w.warehouseCode === warehouseCode)?.transportTimeDays ?? null;
  const supplierItems = perKey(async (s) => new Map((await collect(p.suppliers.allItems(s))).map((si: SupplierItem) => [si.itemNumber, si])));

  const candidates = rows.map((row) => {
    const stock = stockOf.get(row.itemNumber);
    const available = new Decimal(stock?.availableQuantity ?? 0);
    const openOrders = incoming.get(row.itemNumber) ?? new Decimal(0);
    return { row, stock, available, openOrders, projected: available.plus(openOrders) };
  });
  // A cheap first pass with the trigger alone, so item and supplier reads are only made for items that need them.
  const needy = candidates.filter(
    (c) =>
      planItem({
        replenishmentType: 'Manufacture',
        decimalPlaces: 20,
        projected: c.projected.toFixed(),
        settings: settingsOf(c.row),
        supplier: null,
        agreement: null,
        warehouseTransportDays: null,
      }).needed,
  );

  let checked = 0;
  progress.step('Checking items below their reorder level', 0, needy.length);
  const proposals = await mapLimit(needy, 4, async ({ row, stock, available, openOrders, projected }): Promise<Proposal | null> => {
    const proposal = await propose(row, stock, available, openOrders, projected);
    progress.step('Checking items below their reorder level', ++checked, needy.length);
    return proposal;
  });
  return { proposals: proposals.filter((x): x is Proposal => x !== null), examined: rows.length };

  async function propose(
    row: ItemWarehouse,
    stock: (typeof candidates)[number]['stock'],
    available: Decimal,
    openOrders: Decimal,
    projected: Decimal,
  ): Promise<Proposal | null> {
    const item = await lookups.item(row.itemNumber);
    const replenishmentType = stock?.replenishmentType ?? item?.replenishmentType ?? 'Purchase';
    const agreement = replenishmentType === 'Purchase' ? (activeAgreement.get(row.itemNumber) ?? null) : null;
    const supplierNumber = replenishmentType === 'Purchase' ? (agreement?.supplierNumber ?? item?.primarySupplierNumber ?? null) : null;
    const terms = supplierNumber ? ((await supplierItems(supplierNumber)).get(row.itemNumber) ?? null) : null;
    const outcome = planItem({
      replenishmentType,
      decimalPlaces: item?.decimalPlaces ?? 0,
      projected: projected.toFixed(),
      settings: settingsOf(row),
      supplier: supplierNumber
        ? {
            supplierNumber,
            minOrderQuantity: terms?.minOrderQuantity ?? null,
            orderMultiple: terms?.orderMultiple ?? null,
            leadTimeDays: terms?.leadTimeDays ?? null,
          }
        : null,
      agreement: agreement
        ? { agreementNumber: agreement.agreementNumber ?? null, supplierNumber: agreement.supplierNumber ?? null, leadTimeDays: agreement.leadTimeDays ?? null }
        : null,
      warehouseTransportDays: transportDays,
    });
    if (!outcome.needed) return null;
    const warnings = [
      ...(outcome.leadTime?.warning ? [outcome.leadTime.warning] : []),
      ...(replenishmentType === 'Purchase' && !supplierNumber ? ['No supplier: the item has no active purchase agreement and no primary supplier.'] : []),
      ...(replenishmentType !== 'Purchase'
        ? [`${replenishmentType === 'Manufacture' ? 'Manufactured' : 'Transferred'} item: plan it outside purchasing.`]
        : []),
    ];
    return {
      itemNumber: row.itemNumber,
      itemName: row.itemName ?? item?.name ?? null,
      unit: item?.baseUnitCode ?? null,
      replenishmentType,
      available: available.toFixed(),
      openOrders: openOrders.toFixed(),
      projected: outcome.projected,
      safetyStock: outcome.safetyStock,
      safetyStockSource: outcome.safetyStockSource,
      reorderPoint: outcome.reorderPoint,
      triggerLevel: outcome.triggerLevel,
      maxQuantity: row.maxQuantity ?? null,
      reorderQuantity: row.reorderQuantity ?? null,
      lotSizing: outcome.lotSizing,
      quantity: outcome.quantity,
      supplierNumber,
      supplierName: supplierNumber ? await lookups.supplierName(supplierNumber) : null,
      supplierSource: agreement ? 'agreement' : supplierNumber ? 'primary' : 'none',
      agreementNumber: agreement?.agreementNumber ?? null,
      minOrderQuantity: terms?.minOrderQuantity ?? null,
      orderMultiple: terms?.orderMultiple ?? null,
      leadTimeDays: outcome.leadTime?.days ?? null,
      leadTimeSource: outcome.leadTime?.source ?? null,
      expectedDate: outcome.leadTime ? addDays(now, outcome.leadTime.days) : null,
      steps: outcome.steps,
      warnings,
      problem: outcome.problem,
      orderable: replenishmentType === 'Purchase' && !!supplierNumber && outcome.quantity !== null,
    };
  }
}

export interface ProposalLine {
  supplierNumber: string;
  itemNumber: string;
  quantity: string;
  expectedDate?: string;
}

/**
 * A supplier's refusal names its order's lines[i]; the proposals table shows items, so each
 * field is labelled by the item of that line ("item 1001, Quantity").
 */
function proposalError(error: unknown, group: ProposalLine[]): AppErrorData {
  const data = toErrorData(error);
  const fieldErrors = data.fieldErrors.map((f) => {
    const line = /^lines\[(\d+)\]\.?(.*)$/.exec(f.field);
    const item = line ? group[Number(line[1])]?.itemNumber : undefined;
    if (!line || !item) return f;
    return { ...f, label: line[2] ? `item ${item}, ${fieldLabel(`lines[].${line[2]}`, proposalOrderLabels)}` : `item ${item}` };
  });
  return withFieldLabels({ ...data, fieldErrors }, proposalOrderLabels);
}

/** One draft order per supplier; each supplier's order succeeds or fails on its own. */
export async function orderProposals(client: ErpClient, operationId: string, warehouseCode: string, lines: ProposalLine[]) {
  const bySupplier = new Map<string, ProposalLine[]>();
  for (const line of lines) bySupplier.set(line.supplierNumber, [...(bySupplier.get(line.supplierNumber) ?? []), line]);
  const orders: { supplierNumber: string; orderNumber: string | null; lineCount: number; error: AppErrorData | null }[] = [];
  for (const [supplierNumber, group] of bySupplier) {
    describeWrite(`Create a draft purchase order for supplier ${supplierNumber} from ${group.length} replenishment proposal(s) for ${warehouseCode}`);
    try {
      const body = createBody({
        supplierNumber,
        warehouseCode,
        lines: group.map(({ itemNumber, quantity, expectedDate }) => ({ itemNumber, quantity, expectedDate })),
      });
      // One key per supplier within this action: a repeat of the action cannot create a second order.
      const created = await client.preview.purchaseOrders.create(body, { operationId: `${operationId}:${supplierNumber}` });
      orders.push({ supplierNumber, orderNumber: created.orderNumber, lineCount: group.length, error: null });
    } catch (error) {
      orders.push({ supplierNumber, orderNumber: null, lineCount: group.length, error: proposalError(error, group) });
    }
  }
  return { orders };
}
