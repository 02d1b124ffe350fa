import type { Api, Ctx, WriteResult } from '../api';
import { FX_TO_NOK } from '../seed/catalog';
import { Decimal, readDecimal } from '../rules/decimals';
import { readEnumFilter } from '../rules/enums';
import { readPaging, toPage } from '../rules/paging';
import { ErrorList, problem } from '../rules/problems';
import { addDays, isoDate, parseDate, ts } from '../rules/timestamps';
import { isObject, matchesSearch, readBody, readBoolean, readString, requireString } from '../rules/validate';
import { readQuantity } from '../sales/configure';
import { convert, basePrice } from '../sales/pricing';
import { documentTotals, netLineTotal, priceBookOf, priceCustomerOf, vatPercentFor } from '../sales/documents';
import type { Quote, QuoteLine, QuoteStatus } from '../sales/types';
import type { Customer, Store } from '../store';
import { byKey, changedSince, itemByKey, link, lookup, modifiedSince } from './common';

/**
 * Quotes (quotes:read / quotes:write) and the customer contacts a quote names (customers:read);
 * rows 97-99 of docs/api-assumptions.md. Lines keep the price passed; VAT is per line.
 */
const QUOTE_STATUSES: readonly QuoteStatus[] = ['Draft', 'Sent', 'Accepted', 'Declined', 'Expired', 'Converted'];
const DEFAULT_VALIDITY_DAYS = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A Sent quote whose validity has run out reads as Expired. */
function statusOf(quote: Quote, now: number): QuoteStatus {
  return quote.status === 'Sent' && quote.validUntil < isoDate(now) ? 'Expired' : quote.status;
}

function quoteDto(quote: Quote, store: Store, base: string, now: number) {
  const totals = documentTotals(quote.lines);
  const contact = store.sales.contacts.find((c) => c.id === quote.customerContactId);
  return {
    quoteNumber: quote.quoteNumber,
    status: statusOf(quote, now),
    title: quote.title,
    description: quote.description,
    customerNumber: quote.customerNumber,
    customerName: store.customers.get(quote.customerNumber)?.name ?? null,
    customerContactId: quote.customerContactId,
    contactName: contact?.name ?? null,
    currencyCode: quote.currencyCode,
    quoteDate: quote.quoteDate,
    validUntil: quote.validUntil,
    sentAt: ts(quote.sentAt),
    emailSentTo: quote.emailSentTo,
    acceptedAt: ts(quote.acceptedAt),
    declinedAt: ts(quote.declinedAt),
    declinedReason: quote.declinedReason,
    convertedToOrderNumber: quote.convertedToOrderNumber,
    totalAmount: totals.totalAmount,
    totalVat: totals.totalVat,
    totalAmountIncludingTax: totals.totalAmountIncludingTax,
    lines: quote.lines.map((l) => ({
      lineNumber: l.lineNumber,
      itemNumber: l.itemNumber,
      itemName: store.items.get(l.itemNumber)?.name ?? null,
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      unitPrice: l.unitPrice,
      discountPercent: l.discountPercent,
      taxPercent: l.taxPercent,
      lineTotal: netLineTotal(l).toFixed(2),
    })),
    createdDate: ts(quote.createdDate),
    modifiedDate: ts(quote.modifiedDate),
    links: link(base, 'quotes', quote.quoteNumber),
  };
}

const quoteByKey = (store: Store, n: string): Quote => lookup(store.sales.quotes, n, 'Quote');

function readLines(store: Store, raw: unknown, customer: Customer | undefined, currencyCode: string | undefined, errors: ErrorList): QuoteLine[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    errors.add('lines', 'Validation.InvalidArray', "'lines' must be an array.");
    return [];
  }
  const book = priceBookOf(store);
  return raw.flatMap((entry: unknown, i): QuoteLine[] => {
    const at = (f: string) => `lines[${i}].${f}`;
    if (!isObject(entry)) {
      errors.add(`lines[${i}]`, 'Validation.InvalidObject', `lines[${i}] must be an object.`);
      return [];
    }
    if (entry.itemNumber === undefined || entry.itemNumber === null || entry.itemNumber === '') {
      errors.add(at('itemNumber'), 'QuoteLine.ItemRequired', 'Every quote line needs an item; free-text lines are not accepted.');
      return [];
    }
    const itemNumber = errors.try(() => requireString(entry, 'itemNumber', { label: at('itemNumber') }));
    const item = itemNumber ? errors.try(() => itemByKey(store, itemNumber, at('itemNumber'))) : undefined;
    if (!item) return [];
    const quantity = errors.try(() => {
      if (entry.quantity === undefined || entry.quantity === null)
        throw problem.invalid(at('quantity'), 'Validation.Required', `'${at('quantity')}' is required.`);
      return readQuantity(entry.quantity, item, at('quantity'));
    });
    const unit = errors.try(() => readString(entry, 'unit', { label: at('unit') }));
    if (unit && unit.toUpperCase() !== (item.baseUnitCode ?? ''))
      errors.add(at('unit'), 'QuoteLine.UnitNotSupported', `Item ${item.itemNumber} is quoted in its base unit ${item.baseUnitCode ?? '(none)'}.`);
    const discount = errors.try(() => {
      if (entry.discountPercent === undefined || entry.discountPercent === null) return new Decimal(0);
      const d = readDecimal(entry.discountPercent, at('discountPercent'));
      if (d.lt(0) || d.gt(100))
        throw problem.invalid(at('discountPercent'), 'QuoteLine.InvalidDiscount', `'${at('discountPercent')}' must be between 0 and 100.`);
      return d;
    });
    let unitPrice: string | undefined;
    if (entry.unitPrice !== undefined && entry.unitPrice !== null) {
      const p = errors.try(() => readDecimal(entry.unitPrice, at('unitPrice')));
      if (p && p.lt(0)) errors.add(at('unitPrice'), 'QuoteLine.NegativePrice', `'${at('unitPrice')}' cannot be negative.`);
      // Kept as sent (only padded to two decimals), never rounded.
      else if (p) unitPrice = p.decimalPlaces() < 2 ? p.toFixed(2) : p.toFixed();
    } else if (quantity && currencyCode) {
      const found = basePrice(book, item, priceCustomerOf(customer), quantity);
      if (found.unitPrice === null) errors.add(at('unitPrice'), 'QuoteLine.PriceRequired', `Item ${item.itemNumber} has no price; send 'unitPrice'.`);
      else unitPrice = convert(book, found.unitPrice, found.currencyCode, currencyCode).toFixed(2);
    }
    const description = errors.try(() => readString(entry, 'description', { max: 500, label: at('description') }));
    if (!quantity || !discount || unitPrice === undefined || description === undefined || !customer) return [];
    return [
      {
        lineNumber: i + 1,
        itemNumber: item.itemNumber,
        description: description ?? item.name,
        quantity: quantity.toFixed(),
        unit: item.baseUnitCode ?? unit?.toUpperCase() ?? '',
        unitPrice,
        discountPercent: discount.toFixed(),
        taxPercent: vatPercentFor(store, customer, item.itemNumber),
      },
    ];
  });
}

function create(c: Ctx): WriteResult {
  const { store, now } = c;
  const body = readBody(c.body);
  const errors = new ErrorList();
  const customerNumber = errors.try(() => requireString(body, 'customerNumber'));
  const customer = customerNumber ? errors.try(() => lookup(store.customers, customerNumber, 'Customer', 'customerNumber')) : undefined;
  if (customer && !customer.isActive) errors.add('customerNumber', 'Customer.Inactive', `Customer ${customer.customerNumber} is inactive.`);
  const asked = errors.try(() => readString(body, 'currencyCode'));
  if (asked && FX_TO_NOK[asked] === undefined)
    errors.add('currencyCode', 'Currency.NotFound', `'${asked}' is not a supported currency code (${Object.keys(FX_TO_NOK).join(', ')}).`);
  const currencyCode = asked && FX_TO_NOK[asked] !== undefined ? asked : customer?.defaultCurrencyCode;
  const contactId = errors.try(() => readString(body, 'customerContactId'));
  if (contactId && !UUID.test(contactId)) errors.add('customerContactId', 'Validation.InvalidUuid', "'customerContactId' must be a uuid.");
  else if (
    contactId &&
    customer &&
    !store.sales.contacts.some((k) => k.id.toLowerCase() === contactId.toLowerCase() && k.customerNumber === customer.customerNumber)
  ) {
    errors.add('customerContactId', 'Quote.ContactNotFound', `Contact ${contactId} does not belong to customer ${customer.customerNumber}.`);
  }
  const title = errors.try(() => readString(body, 'title', { max: 200 }));
  const description = errors.try(() => readString(body, 'description', { max: 2000 }));
  const quoteDate = errors.try(() => (body.quoteDate == null ? isoDate(now) : parseDate(body.quoteDate, 'quoteDate')));
  const validUntil = errors.try(() => (body.validUntil == null ? null : parseDate(body.validUntil, 'validUntil')));
  if (quoteDate && validUntil && validUntil < quoteDate)
    errors.add('validUntil', 'Quote.InvalidValidUntil', `'validUntil' (${validUntil}) cannot be before the quote date ${quoteDate}.`);
  const lines = readLines(store, body.lines, customer ?? undefined, currencyCode, errors);
  errors.throwIfAny();
  if (!customer || !quoteDate || !currencyCode) throw new Error('unreachable');
  let number: string;
  do number = `Q-${++store.sales.sequences.quote}`;
  while (store.sales.quotes.has(number));
  const quote: Quote = {
    quoteNumber: number,
    customerNumber: customer.customerNumber,
    customerContactId: contactId ? contactId.toLowerCase() : null,
    currencyCode,
    title: title ?? null,
    description: description ?? null,
    quoteDate,
    validUntil: validUntil ?? addDays(quoteDate, DEFAULT_VALIDITY_DAYS),
    status: 'Draft',
    sentAt: null,
    emailSentTo: null,
    acceptedAt: null,
    declinedAt: null,
    declinedReason: null,
    convertedToOrderNumber: null,
    lines,
    createdDate: now,
    modifiedDate: now,
  };
  store.sales.quotes.set(number, quote);
  const dto = quoteDto(quote, store, c.base, now);
  return { status: 201, body: dto, location: dto.links.self, resourceRef: `quotes/${number}`, effect: `created Draft with ${lines.length} line(s)` };
}

function send(c: Ctx): WriteResult {
  const { store, now } = c;
  const quote = quoteByKey(store, c.params.quoteNumber ?? '');
  const sendEmail = readBoolean(readBody(c.body, { optional: true }).sendEmail, 'sendEmail', false);
  if (quote.status !== 'Draft')
    throw problem.conflict('Quote.InvalidStatus', `Quote ${quote.quoteNumber} is ${statusOf(quote, now)}; only a Draft can be sent.`);
  if (quote.lines.length === 0) throw problem.conflict('Quote.NoLines', `Quote ${quote.quoteNumber} has no lines to send.`);
  if (quote.validUntil < isoDate(now)) throw problem.conflict('Quote.Expired', `Quote ${quote.quoteNumber} was valid until ${quote.validUntil}.`);
  let emailTo: string | null = null;
  if (sendEmail) {
    const contact = store.sales.contacts.find((k) => k.id === quote.customerContactId);
    emailTo = contact?.email ?? store.customers.get(quote.customerNumber)?.invoiceEmail ?? null;
    if (!emailTo) throw problem.invalid('sendEmail', 'Quote.NoEmail', `Neither the contact nor customer ${quote.customerNumber} has an email address.`);
  }
  quote.status = 'Sent';
  quote.sentAt = now;
  quote.emailSentTo = emailTo;
  quote.modifiedDate = now;
  return {
    status: 200,
    body: quoteDto(quote, store, c.base, now),
    resourceRef: `quotes/${quote.quoteNumber}`,
    effect: emailTo ? `sent, emailed to ${emailTo}` : 'sent',
  };
}

export function registerQuotes(api: Api): void {
  api.get('/preview/quotes', 'quotes:read', ({ store, query, base, now }) => {
    const paging = readPaging(query);
    const status = readEnumFilter(query.status, QUOTE_STATUSES, 'status');
    const since = modifiedSince(query);
    const rows = [...store.sales.quotes.values()]
      .filter(
        (q) =>
          (status === undefined || statusOf(q, now) === status) &&
          (query.customerNumber === undefined || q.customerNumber === query.customerNumber) &&
          matchesSearch(query.search, q.quoteNumber, q.title) &&
          changedSince(since, q.modifiedDate, q.createdDate),
      )
      .sort(byKey((q) => q.quoteNumber));
    return { body: toPage(rows, paging, (q) => quoteDto(q, store, base, now)) };
  });

  api.get('/preview/quotes/:quoteNumber', 'quotes:read', ({ store, params, base, now }) => ({
    body: quoteDto(quoteByKey(store, params.quoteNumber ?? ''), store, base, now),
    etag: true,
  }));

  api.post('/preview/quotes', 'quotes:write', create);
  api.post('/preview/quotes/:quoteNumber/send', 'quotes:write', send);

  api.get('/preview/customers/:customerNumber/contacts', 'customers:read', ({ store, params, query }) => {
    const customer = lookup(store.customers, params.customerNumber ?? '', 'Customer');
    const rows = store.sales.contacts.filter((k) => k.customerNumber === customer.customerNumber);
    return { body: toPage(rows, readPaging(query), (k) => ({ id: k.id, name: k.name, email: k.email, phone: k.phone, isPrimary: k.isPrimary })) };
  });
}
