import { isPositive } from './decimal';

/**
 * What may be cancelled (docs/api-assumptions.md 70-71): the ERP decides in the end; these tell
 * the screens when to offer the action at all.
 */
export function countCanBeCancelled(status: string): boolean {
  return status === 'Draft' || status === 'InProgress';
}

const cancellableOrderStates: readonly string[] = ['Draft', 'Sent', 'PartiallyConfirmed', 'Confirmed'];

/** Nothing received yet; once goods arrived an order is closed instead. */
export function orderCanBeCancelled(order: { status: string; lines: { receivedQuantity: string | null }[] }): boolean {
  return cancellableOrderStates.includes(order.status) && !order.lines.some((l) => isPositive(l.receivedQuantity));
}
