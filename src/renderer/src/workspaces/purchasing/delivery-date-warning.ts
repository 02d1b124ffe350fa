import type { OrderDetail } from '@shared/contract/purchasing';
import { implausibleDate, localToday } from '@shared/domain/date-plausibility';

/** A delivery date that makes no sense for the order: before it was placed, or years off. */
export const deliveryDateWarning = (order: OrderDetail, value: string, label: string) =>
  implausibleDate(value, { label, today: localToday(), notBefore: order.orderDate ? { date: order.orderDate.slice(0, 10), label: 'the order date' } : null });
