/**
 * Overdue purchase orders (docs/api-assumptions.md 74): still open towards the supplier and the
 * delivery date (the promised one when the supplier gave it, else the expected one) is before today.
 */
export const awaitingDelivery: readonly string[] = ['Sent', 'PartiallyConfirmed', 'Confirmed', 'PartiallyReceived'];

export interface DeliveryDates {
  status: string;
  expectedDeliveryDate: string | null;
  promisedDeliveryDate: string | null;
}

/** Today's calendar date where the user is, as YYYY-MM-DD (what "before today" means on screen). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The date the goods are due, or null when the order names none. */
export function dueDate(order: DeliveryDates): string | null {
  return (order.promisedDeliveryDate ?? order.expectedDeliveryDate)?.slice(0, 10) || null;
}

export function isOverdue(order: DeliveryDates, today: string = localToday()): boolean {
  const due = dueDate(order);
  return due !== null && awaitingDelivery.includes(order.status) && due < today;
}
