import { problem } from './problems';

/** Enum values as the description names them. Values are open on the wire; filters are not. */
export const enums = {
  trackingType: ['None', 'Batch', 'Serial'],
  replenishmentType: ['Purchase', 'Manufacture', 'Transfer'],
  purchaseOrderStatus: ['Draft', 'Sent', 'PartiallyConfirmed', 'Confirmed', 'PartiallyReceived', 'Received', 'Closed', 'Cancelled'],
  purchaseOrderLineStatus: ['Open', 'PartiallyReceived', 'Received', 'Closed'],
  countStatus: ['Draft', 'InProgress', 'Completed', 'Applied', 'Cancelled'],
  countType: ['Full', 'Location', 'Category', 'ABC', 'Random', 'Impulse'],
  channelType: ['B2C', 'B2B', 'Marketplace', 'App', 'Store'],
  transactionType: ['Receipt', 'Issue', 'Adjustment', 'Transfer', 'Return', 'Scrap', 'ConsignmentConsumption', 'Revaluation'],
  importance: ['Critical', 'Standard', 'Accessory', 'SpecialOrder'],
  lotSizing: ['LotForLot', 'FixedReorderQuantity', 'FillToMax'],
  backorderBehavior: ['CreateBackorder', 'CancelRemaining', 'HoldOrder'],
  stockDisplayMode: ['ExactQuantity', 'InStockOutOfStock', 'LeadTime', 'Hidden'],
} as const;

/** Case-insensitive match to the canonical name; an unknown value is a 400 naming the field. */
export function readEnum<T extends string>(value: unknown, allowed: readonly T[], field: string): T {
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    const hit = allowed.find((a) => a.toLowerCase() === lower);
    if (hit) return hit;
  }
  throw problem.invalid(field, 'Validation.UnknownEnumValue', `'${field}' must be one of ${allowed.join(', ')}; got ${JSON.stringify(value)}.`);
}

export function readEnumFilter<T extends string>(value: string | undefined, allowed: readonly T[], field: string): T | undefined {
  return value === undefined ? undefined : readEnum(value, allowed, field);
}
