import type { CustomerContext } from '@shared/contract/customer-context';
import { add, isPositive } from '@shared/domain/decimal';
import { localToday } from '@shared/domain/overdue';
import { AppError } from '@shared/errors';
import type { ErpClient } from '../../erp/client';
import { collect } from '../../erp/paging';
import type { ErpInvoice } from '../../erp/preview/invoices';
import type { ErpShipment } from '../../erp/preview/shipments';
import { toReturnRow } from './returns';

const RECENT = 20;
type Section = CustomerContext['problems'][number]['section'];

/** An invoice is overdue when money is still owed after its due date (where the user is). */
function overdueDays(i: ErpInvoice, today: string): number | null {
  if (i.status === 'Cancelled' || !isPositive(i.balance) || !i.dueDate || i.dueDate >= today) return null;
  return Math.round((Date.parse(today) - Date.parse(i.dueDate)) / 86_400_000);
}

function toShipment(s: ErpShipment): CustomerContext['shipments'][number] {
  return {
    shipmentNumber: s.shipmentNumber,
    status: s.status,
    orderNumbers: s.orderNumbers ?? [],
    shippingMethodName: s.shippingMethodName ?? null,
    trackingNumber: s.trackingNumber ?? null,
    trackingUrl: s.trackingUrl ?? null,
    plannedShipDate: s.plannedShipDate ?? null,
    shippedDate: s.shippedDate ?? null,
    deliveredDate: s.deliveredDate ?? null,
    lines: (s.lines ?? []).map((l) => ({
      orderNumber: l.orderNumber ?? null,
      orderLineNumber: l.orderLineNumber ?? null,
      itemNumber: l.itemNumber ?? null,
      itemName: l.itemName ?? null,
      quantity: l.quantity ?? null,
      unit: l.unit ?? null,
    })),
  };
}

/**
 * Everything the agent needs about the customer on one side panel. Each section is read on its
 * own: a credential without, say, invoices:read still shows the rest, with the reason for the gap.
 */
export async function customerContext(client: ErpClient, customerNumber: string, today: string = localToday()): Promise<CustomerContext> {
  const problems: CustomerContext['problems'] = [];
  const section = <T>(name: Section, read: () => Promise<T[]>): Promise<T[]> =>
    read().catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      problems.push({ section: name, error: error.data });
      return [];
    });
  const [c, orders, shipments, invoices, returns] = await Promise.all([
    client.preview.customers.get(customerNumber),
    section('orders', async () =>
      (await collect(client.preview.salesOrders.all({ customerNumber })))
        .sort((a, b) => (b.orderDate ?? '').localeCompare(a.orderDate ?? '') || b.orderNumber.localeCompare(a.orderNumber))
        .slice(0, RECENT),
    ),
    section('shipments', async () =>
      (await collect(client.preview.shipments.all({ customerNumber }))).sort((a, b) => b.shipmentNumber.localeCompare(a.shipmentNumber)).slice(0, RECENT),
    ),
    section('invoices', async () => (await client.preview.invoices.list({ customerNumber }, { pageSize: 50 })).items),
    section('returns', async () =>
      (await collect(client.preview.returns.all({ customerNumber }))).sort((a, b) => b.returnNumber.localeCompare(a.returnNumber)),
    ),
  ]);
  const balances = new Map<string | null, { balance: string; overdue: string }>();
  const contextInvoices = invoices.map((i) => {
    const days = overdueDays(i, today);
    if (i.status !== 'Cancelled' && i.balance) {
      const b = balances.get(i.currencyCode ?? null) ?? { balance: '0', overdue: '0' };
      balances.set(i.currencyCode ?? null, { balance: add(b.balance, i.balance), overdue: days !== null ? add(b.overdue, i.balance) : b.overdue });
    }
    return {
      invoiceNumber: i.invoiceNumber,
      type: i.type ?? null,
      status: i.status,
      paymentStatus: i.paymentStatus ?? null,
      orderNumber: i.orderNumber ?? null,
      invoiceDate: i.invoiceDate ?? null,
      dueDate: i.dueDate ?? null,
      currencyCode: i.currencyCode ?? null,
      totalAmount: i.totalAmount ?? null,
      balance: i.balance ?? null,
      isOverdue: days !== null,
      daysOverdue: days,
    };
  });
  return {
    customer: {
      customerNumber: c.customerNumber,
      name: c.name ?? null,
      isActive: c.isActive !== false,
      phone: c.phone ?? null,
      invoiceEmail: c.invoiceEmail ?? null,
      address: [c.street1, c.street2, [c.postalCode, c.city].filter(Boolean).join(' '), c.countryCode].filter((s): s is string => !!s),
      customerGroupName: c.customerGroupName ?? null,
      paymentTermName: c.paymentTermName ?? null,
      currencyCode: c.defaultCurrencyCode ?? null,
      notes: c.notes ?? null,
    },
    orders: orders.map((o) => ({
      orderNumber: o.orderNumber,
      status: o.status,
      orderDate: o.orderDate ?? null,
      customerReference: o.customerReference ?? null,
      deliveryStatus: o.deliveryStatus ?? null,
      deliveredPercentage: o.deliveredPercentage ?? null,
      currencyCode: o.currencyCode ?? null,
      totalAmountIncludingTax: o.totalAmountIncludingTax ?? null,
    })),
    shipments: shipments.map(toShipment),
    invoices: contextInvoices,
    openBalances: [...balances].map(([currencyCode, b]) => ({ currencyCode, ...b })),
    returns: returns.map(toReturnRow),
    problems,
  };
}
