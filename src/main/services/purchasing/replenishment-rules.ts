import Decimal from 'decimal.js';
import { safetyStockSetting, type SafetyStockSource } from '@shared/domain/safety-stock';

export type { SafetyStockSource };

/**
 * The replenishment planning rules of the integration description ("Item-warehouse settings",
 * rules 1-5), as pure functions over decimal strings. Every figure that decides a proposal is
 * returned with it, so the screen can say why an item is proposed and how much.
 */

const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -100, toExpPos: 100 });
type Dec = InstanceType<typeof D>;

/** When no lead time is set anywhere, planning assumes this many days and warns. */
export const DEFAULT_LEAD_TIME_DAYS = 14;

export interface PlanningSettings {
  lotSizing: string | null;
  minQuantity: string | null;
  maxQuantity: string | null;
  safetyStock: string | null;
  calculatedSafetyStock: string | null;
  reorderQuantity: string | null;
  leadTimeDays: number | null;
  transferLeadTimeDays: number | null;
}

/** The chosen supplier's terms for the item (its supplier-item row). */
export interface SupplierTerms {
  supplierNumber: string;
  minOrderQuantity: string | null;
  orderMultiple: string | null;
  leadTimeDays: number | null;
}

export interface AgreementTerms {
  agreementNumber: string | null;
  supplierNumber: string | null;
  leadTimeDays: number | null;
}

export interface PlanningInput {
  replenishmentType: string | null;
  decimalPlaces: number;
  /** Projected stock in the warehouse (see docs/api-assumptions.md for how it is formed). */
  projected: string;
  settings: PlanningSettings;
  supplier: SupplierTerms | null;
  agreement: AgreementTerms | null;
  warehouseTransportDays: number | null;
}

export type LeadTimeSource = 'agreement' | 'supplierItem' | 'itemWarehouse' | 'transferLeadTime' | 'warehouseTransport' | 'default';

export interface LeadTime {
  days: number;
  source: LeadTimeSource;
  warning: string | null;
}

export interface PlanningOutcome {
  /** True when an order should be placed (a quantity or a settings problem to fix). */
  needed: boolean;
  projected: string;
  safetyStock: string;
  safetyStockSource: SafetyStockSource;
  reorderPoint: string;
  /** max(safety stock, minQuantity): projected stock below this triggers a proposal (rule 1). */
  triggerLevel: string;
  lotSizing: string | null;
  /** The quantity to order after every rounding; null when nothing is needed or it cannot be sized. */
  quantity: string | null;
  /** Plain sentences, in order, explaining the decision and each rounding step. */
  steps: string[];
  /** A settings problem that keeps the quantity from being computed. */
  problem: string | null;
  leadTime: LeadTime | null;
}

function dec(value: string | null | undefined): Dec | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  return new D(value);
}

function show(value: Dec): string {
  return value.toFixed();
}

/** Rule 3: safetyStock, else calculatedSafetyStock, else zero. */
export function safetyStockOf(settings: Pick<PlanningSettings, 'safetyStock' | 'calculatedSafetyStock'>): { value: Dec; source: SafetyStockSource } {
  const { value, source } = safetyStockSetting(settings);
  return { value: new D(value ?? 0), source };
}

/** Rule 5: the first lead time that is set wins; a purchased item looks at agreement, supplier item, item-warehouse. */
export function leadTimeOf(input: Pick<PlanningInput, 'replenishmentType' | 'settings' | 'supplier' | 'agreement' | 'warehouseTransportDays'>): LeadTime {
  const candidates: [number | null | undefined, LeadTimeSource][] =
    input.replenishmentType === 'Transfer'
      ? [
          [input.settings.transferLeadTimeDays, 'transferLeadTime'],
          [input.warehouseTransportDays, 'warehouseTransport'],
        ]
      : input.replenishmentType === 'Manufacture'
        ? [[input.settings.leadTimeDays, 'itemWarehouse']]
        : [
            [input.agreement?.leadTimeDays, 'agreement'],
            [input.supplier?.leadTimeDays, 'supplierItem'],
            [input.settings.leadTimeDays, 'itemWarehouse'],
          ];
  for (const [days, source] of candidates) {
    if (days !== null && days !== undefined) return { days, source, warning: null };
  }
  return {
    days: DEFAULT_LEAD_TIME_DAYS,
    source: 'default',
    warning: `No lead time is set for this item anywhere; planning assumes ${DEFAULT_LEAD_TIME_DAYS} days.`,
  };
}

/** Rule 4 (and the item's decimals): round a purchase quantity up, one explained step at a time. */
export function roundPurchaseQuantity(quantity: Dec, decimalPlaces: number, supplier: SupplierTerms | null, steps: string[]): Dec {
  let q = quantity.toDecimalPlaces(Math.max(0, decimalPlaces), Decimal.ROUND_UP);
  if (!q.eq(quantity)) steps.push(`Rounded up to ${decimalPlaces} decimal${decimalPlaces === 1 ? '' : 's'}: ${show(q)}.`);
  const moq = dec(supplier?.minOrderQuantity);
  if (moq && moq.gt(0) && q.lt(moq)) {
    q = moq;
    steps.push(`Raised to supplier ${supplier!.supplierNumber}'s minimum order quantity ${show(moq)}.`);
  }
  const multiple = dec(supplier?.orderMultiple);
  if (multiple && multiple.gt(0) && !q.mod(multiple).isZero()) {
    q = q.div(multiple).ceil().times(multiple);
    steps.push(`Rounded up to a multiple of ${show(multiple)} (supplier ${supplier!.supplierNumber}'s order multiple): ${show(q)}.`);
  }
  return q;
}

/** Rules 1-2: how much the lot-sizing method asks for before any rounding, or why it cannot say. */
function lotQuantity(
  lotSizing: string | null,
  projected: Dec,
  safety: Dec,
  trigger: Dec,
  settings: PlanningSettings,
  steps: string[],
): { quantity: Dec | null; problem: string | null } {
  if (lotSizing === 'LotForLot') {
    const q = safety.minus(projected);
    steps.push(`LotForLot fills to the safety stock and ignores the reorder point: ${show(safety)} − ${show(projected)} = ${show(q)}.`);
    return { quantity: q, problem: null };
  }
  if (lotSizing === 'FixedReorderQuantity') {
    const rq = dec(settings.reorderQuantity);
    if (!rq || rq.lte(0)) return { quantity: null, problem: 'FixedReorderQuantity needs a reorderQuantity greater than 0 in the item-warehouse settings.' };
    const times = Decimal.max(1, trigger.minus(projected).div(rq).ceil());
    const q = rq.times(times);
    steps.push(
      `FixedReorderQuantity orders whole multiples of ${show(rq)} until stock reaches ${show(trigger)}: ${times.toFixed()} × ${show(rq)} = ${show(q)}.`,
    );
    return { quantity: q, problem: null };
  }
  if (lotSizing === 'FillToMax') {
    const max = dec(settings.maxQuantity);
    if (!max) return { quantity: null, problem: 'FillToMax needs a maxQuantity in the item-warehouse settings.' };
    const q = max.minus(projected);
    steps.push(`FillToMax orders up to the maximum: ${show(max)} − ${show(projected)} = ${show(q)}.`);
    if (q.lte(0)) return { quantity: null, problem: `maxQuantity ${show(max)} is not above the projected stock ${show(projected)}; raise the maximum.` };
    return { quantity: q, problem: null };
  }
  return {
    quantity: null,
    problem: lotSizing ? `Unknown lot sizing '${lotSizing}'; it cannot be planned here.` : 'No lot sizing is set in the item-warehouse settings.',
  };
}

/** One item in one warehouse: is an order needed, how much, and why. */
export function planItem(input: PlanningInput): PlanningOutcome {
  const projected = new D(input.projected);
  const { value: safety, source: safetyStockSource } = safetyStockOf(input.settings);
  const reorderPoint = dec(input.settings.minQuantity) ?? new D(0);
  const trigger = Decimal.max(safety, reorderPoint) as Dec;
  const lotSizing = input.settings.lotSizing;
  const base = {
    projected: show(projected),
    safetyStock: show(safety),
    safetyStockSource,
    reorderPoint: show(reorderPoint),
    triggerLevel: show(trigger),
    lotSizing,
  };
  const levelText = `max(safety stock ${show(safety)}, minQuantity ${show(reorderPoint)}) = ${show(trigger)}`;
  if (!projected.lt(trigger)) {
    return { ...base, needed: false, quantity: null, problem: null, leadTime: null, steps: [`Projected stock ${show(projected)} is not below ${levelText}.`] };
  }
  const steps = [`Projected stock ${show(projected)} is below ${levelText}.`];
  const lot = lotQuantity(lotSizing, projected, safety, trigger, input.settings, steps);
  if (lot.problem) return { ...base, needed: true, quantity: null, problem: lot.problem, leadTime: leadTimeOf(input), steps };
  if (!lot.quantity || lot.quantity.lte(0)) {
    // Only LotForLot gets here: above the safety stock but below the reorder point it orders nothing.
    return { ...base, needed: false, quantity: null, problem: null, leadTime: null, steps };
  }
  const purchased = input.replenishmentType !== 'Manufacture' && input.replenishmentType !== 'Transfer';
  const quantity = roundPurchaseQuantity(lot.quantity, input.decimalPlaces, purchased ? input.supplier : null, steps);
  return { ...base, needed: true, quantity: show(quantity), problem: null, leadTime: leadTimeOf(input), steps };
}
