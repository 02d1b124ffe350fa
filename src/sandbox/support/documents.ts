import { Decimal, money, price } from '../rules/decimals';
import type { SalesOrder } from '../sales/types';
import type { Store } from '../store';
import type { Invoice, PaymentStatus, ReturnLine, SalesReturn, Shipment } from './types';

/** Figures of shipments, invoices and returns (rows 117, 120, 121), shared by endpoints and seed. */
const TRACKING_URLS: Record<string, (n: string) => string> = {
  BRING: (n) => `https://tracking.bring.com/tracking/${encodeURIComponent(n)}`,
  POSTNORD: (n) => `https://tracking.postnord.com/no/?id=${encodeURIComponent(n)}`,
  DHL: (n) => `https://www.dhl.com/no-en/home/tracking.html?tracking-id=${encodeURIComponent(n)}`,
};

export function trackingUrlOf(s: Pick<Shipment, 'shippingMethodCode' | 'trackingNumber'>): string | null {
  const template = TRACKING_URLS[s.shippingMethodCode];
  return s.trackingNumber && template ? template(s.trackingNumber) : null;
}

const round2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** A net amount with VAT at the line's rate, each rounded to two decimals. */
function lineFigures(quantity: string, unitPrice: string, taxPercent: string): { net: Decimal; vat: Decimal } {
  const net = round2(new Decimal(quantity).times(unitPrice));
  return { net, vat: round2(net.times(taxPercent).div(100)) };
}

export function returnLineTotal(line: Pick<ReturnLine, 'quantity' | 'unitPrice'>): string {
  return money(round2(new Decimal(line.quantity).times(line.unitPrice)));
}

export function returnTotals(r: SalesReturn): { totalAmount: string; totalVat: string } {
  let net = new Decimal(0);
  let vat = new Decimal(0);
  for (const line of r.lines) {
    const f = lineFigures(line.quantity, line.unitPrice, line.taxPercent);
    net = net.plus(f.net);
    vat = vat.plus(f.vat);
  }
  return { totalAmount: money(net), totalVat: money(vat) };
}

/** Net unit price of an order line: unit price less the line discount, up to four decimals. */
export function netUnitPrice(unitPrice: string, discountPercent: string): string {
  return price(new Decimal(unitPrice).times(new Decimal(100).minus(discountPercent)).div(100).toDecimalPlaces(4, Decimal.ROUND_HALF_UP));
}

/** What is left to return of an order line: delivered less what other live returns already take. */
export function returnableQuantity(store: Store, order: SalesOrder, orderLineNumber: number, exceptReturn?: string): Decimal {
  const line = order.lines.find((l) => l.lineNumber === orderLineNumber);
  if (!line) return new Decimal(0);
  let taken = new Decimal(0);
  for (const r of store.support.returns.values()) {
    if (r.orderNumber !== order.orderNumber || r.status === 'Cancelled' || r.returnNumber === exceptReturn) continue;
    for (const l of r.lines) if (l.orderLineNumber === orderLineNumber) taken = taken.plus(l.quantity);
  }
  return Decimal.max(0, new Decimal(line.deliveredQuantity).minus(taken));
}

export interface InvoiceFigures {
  totalAmount: string;
  totalVat: string;
  balance: string;
  paymentStatus: PaymentStatus;
  lineTotals: { lineTotal: string; taxAmount: string }[];
}

/** totalAmount includes VAT; payment status follows paidAmount (row 121). */
export function invoiceFigures(inv: Invoice): InvoiceFigures {
  let net = new Decimal(0);
  let vat = new Decimal(0);
  const lineTotals = inv.lines.map((l) => {
    const f = lineFigures(l.quantity, l.unitPrice, l.taxPercent);
    net = net.plus(f.net);
    vat = vat.plus(f.vat);
    return { lineTotal: money(f.net), taxAmount: money(f.vat) };
  });
  const total = net.plus(vat);
  const paid = new Decimal(inv.paidAmount);
  const open = total.minus(paid);
  const reduction = new Decimal(inv.taxReductionAmount);
  const settled = total.isNegative() ? paid.lte(total) : paid.gte(total);
  const paymentStatus: PaymentStatus = settled
    ? 'Paid'
    : !reduction.isZero() && open.eq(reduction)
      ? 'AwaitingTaxReduction'
      : paid.isZero()
        ? 'Unpaid'
        : 'PartiallyPaid';
  return {
    totalAmount: money(total),
    totalVat: money(vat),
    balance: money(inv.status === 'Cancelled' ? 0 : open),
    paymentStatus,
    lineTotals,
  };
}
