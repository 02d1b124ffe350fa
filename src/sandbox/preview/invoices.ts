import type { Api } from '../api';
import { readEnum, readEnumFilter } from '../rules/enums';
import { readPaging, toPage } from '../rules/paging';
import { parseDate, ts } from '../rules/timestamps';
import { matchesSearch } from '../rules/validate';
import type { Store } from '../store';
import { invoiceFigures } from '../support/documents';
import { INVOICE_STATUSES, PAYMENT_STATUSES, type Invoice, type InvoiceStatus, type PaymentStatus } from '../support/types';
import { changedSince, link, lookup, modifiedSince } from './common';

/**
 * Invoices (invoices:read), row 121: lines only on the single read; `status=Paid` and
 * `status=PartiallyPaid` filter on the payment status, as the description allows.
 */
const STATUS_FILTER_VALUES = [...INVOICE_STATUSES, 'Paid', 'PartiallyPaid'] as const;

function invoiceDto(inv: Invoice, store: Store, base: string, withLines: boolean) {
  const f = invoiceFigures(inv);
  return {
    invoiceNumber: inv.invoiceNumber,
    type: inv.type,
    status: inv.status,
    paymentStatus: f.paymentStatus,
    customerNumber: inv.customerNumber,
    customerName: store.customers.get(inv.customerNumber)?.name ?? null,
    orderNumber: inv.orderNumber,
    currencyCode: inv.currencyCode,
    invoiceDate: inv.invoiceDate,
    dueDate: inv.dueDate,
    externalDocumentNumber: inv.externalDocumentNumber,
    comments: inv.comments,
    totalAmount: f.totalAmount,
    totalVat: f.totalVat,
    paidAmount: inv.paidAmount,
    balance: f.balance,
    lines: withLines
      ? inv.lines.map((l, i) => ({
          lineNumber: l.lineNumber,
          itemNumber: l.itemNumber,
          description: l.description,
          quantity: l.quantity,
          unit: l.unit,
          unitPrice: l.unitPrice,
          taxPercent: l.taxPercent,
          lineTotal: f.lineTotals[i]?.lineTotal ?? null,
          taxAmount: f.lineTotals[i]?.taxAmount ?? null,
        }))
      : [],
    createdDate: ts(inv.createdDate),
    modifiedDate: ts(inv.modifiedDate),
    links: link(base, 'invoices', inv.invoiceNumber),
  };
}

export function registerInvoices(api: Api): void {
  api.get('/preview/invoices', 'invoices:read', ({ store, query, base }) => {
    const paging = readPaging(query);
    const statusValue = readEnumFilter(query.status, STATUS_FILTER_VALUES, 'status');
    const status = (INVOICE_STATUSES as readonly string[]).includes(statusValue ?? '') ? (statusValue as InvoiceStatus) : undefined;
    const paidByStatus = status === undefined && statusValue !== undefined ? (statusValue as PaymentStatus) : undefined;
    const paymentStatus = query.paymentStatus === undefined ? undefined : readEnum(query.paymentStatus, PAYMENT_STATUSES, 'paymentStatus');
    const from = query.invoiceDateFrom === undefined ? undefined : parseDate(query.invoiceDateFrom, 'invoiceDateFrom');
    const to = query.invoiceDateTo === undefined ? undefined : parseDate(query.invoiceDateTo, 'invoiceDateTo');
    const since = modifiedSince(query);
    const rows = [...store.support.invoices.values()]
      .filter((inv) => {
        const paid = invoiceFigures(inv).paymentStatus;
        return (
          (status === undefined || inv.status === status) &&
          (paidByStatus === undefined || paid === paidByStatus) &&
          (paymentStatus === undefined || paid === paymentStatus) &&
          (query.customerNumber === undefined || inv.customerNumber === query.customerNumber) &&
          (from === undefined || inv.invoiceDate >= from) &&
          (to === undefined || inv.invoiceDate <= to) &&
          matchesSearch(query.search, inv.invoiceNumber, inv.externalDocumentNumber, inv.orderNumber) &&
          changedSince(since, inv.modifiedDate, inv.createdDate)
        );
      })
      .sort((a, b) => b.invoiceDate.localeCompare(a.invoiceDate) || b.invoiceNumber.localeCompare(a.invoiceNumber));
    return { body: toPage(rows, paging, (inv) => invoiceDto(inv, store, base, false)) };
  });

  api.get('/preview/invoices/:invoiceNumber', 'invoices:read', ({ store, params, base }) => ({
    body: invoiceDto(lookup(store.support.invoices, params.invoiceNumber ?? '', 'Invoice'), store, base, true),
    etag: true,
  }));
}
