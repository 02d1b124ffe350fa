import type { CreateQuoteInput, QuoteDetail, QuoteFilter, QuoteRow } from '@shared/contract/configurator';
import { AppError } from '@shared/errors';
import { describeWrite } from '../../activity/write-scope';
import type { ErpClient } from '../../erp/client';
import { mapLimit } from '@shared/concurrency';
import {
  configurationMarker,
  configurationOfLine,
  withoutMarker,
  undescribedQuoteActions,
  type CreateQuoteBody,
  type ErpQuote,
  type QuoteQuery,
} from '../../erp/preview/quotes';
import { expiresWithin } from '@shared/domain/quote-expiry';
import { localToday } from '@shared/domain/overdue';
import { attachFields, type FieldsByCode } from '../shared/field-errors';
import { calculate, documentLine, fieldsByCode as pricingFields } from './pricing';

/** Quotes made of saved configurations, each line priced for the quote's customer and currency. */

const fieldsByCode: FieldsByCode = {
  ...pricingFields,
  'Quote.InvalidValidUntil': 'validUntil',
  'Quote.ContactNotFound': 'customerContactId',
  'Validation.InvalidUuid': 'customerContactId',
  'Quote.NoEmail': 'sendEmail',
};

function toRow(q: ErpQuote): QuoteRow {
  return {
    quoteNumber: q.quoteNumber,
    status: q.status,
    title: q.title ?? null,
    customerNumber: q.customerNumber ?? null,
    customerName: q.customerName ?? null,
    quoteDate: q.quoteDate ?? null,
    validUntil: q.validUntil ?? null,
    currencyCode: q.currencyCode ?? null,
    totalAmount: q.totalAmount ?? null,
    totalAmountIncludingTax: q.totalAmountIncludingTax ?? null,
  };
}

function toDetail(q: ErpQuote): QuoteDetail {
  return {
    ...toRow(q),
    description: q.description ?? null,
    totalVat: q.totalVat ?? null,
    contactName: q.contactName ?? null,
    sentAt: q.sentAt ?? null,
    emailSentTo: q.emailSentTo ?? null,
    lines: q.lines.map((l) => ({
      lineNumber: l.lineNumber ?? 0,
      itemNumber: l.itemNumber ?? null,
      ...documentLine(l),
      description: withoutMarker(l.description ?? null),
      configurationNumber: configurationOfLine(l.description),
    })),
    actions: undescribedQuoteActions,
  };
}

export async function listQuotes(client: ErpClient, f: QuoteFilter & { page: number; pageSize: number }) {
  const query = { search: f.search || undefined, status: f.status || undefined, customerNumber: f.customerNumber || undefined };
  if (f.expiringWithinDays !== undefined) return listExpiring(client, query, f as typeof f & { expiringWithinDays: number });
  const page = await client.preview.quotes.list(query, { page: f.page, pageSize: f.pageSize });
  return { items: page.items.map(toRow), totalCount: page.totalCount, page: page.page, pageSize: page.pageSize };
}

/**
 * The ERP has no validity filter (row 334): the matching quotes are read whole (one call per 200
 * quotes), kept when still open and valid until at most N days from the user's today, then paged here.
 */
async function listExpiring(client: ErpClient, query: QuoteQuery, f: QuoteFilter & { page: number; pageSize: number; expiringWithinDays: number }) {
  const today = f.today ?? localToday();
  const kept: QuoteRow[] = [];
  for await (const q of client.preview.quotes.all(query, { pageSize: 200, concurrency: 4 })) {
    if (expiresWithin({ status: q.status, validUntil: q.validUntil ?? null }, today, f.expiringWithinDays)) kept.push(toRow(q));
  }
  const start = (f.page - 1) * f.pageSize;
  return { items: kept.slice(start, start + f.pageSize), totalCount: kept.length, page: f.page, pageSize: f.pageSize };
}

export async function readQuote(client: ErpClient, quoteNumber: string): Promise<QuoteDetail> {
  return toDetail(await client.preview.quotes.get(quoteNumber));
}

/**
 * One line per configuration at the unit price the price engine gives the quote's customer now
 * (the customer's price list and currency), kept as sent; no automatic discount, as on an order.
 */
async function lineFor(client: ErpClient, customerNumber: string, configurationNumber: string): Promise<CreateQuoteBody['lines'][number]> {
  const record = await client.preview.configurations.get(configurationNumber);
  const values = (record.values ?? []).flatMap((v) =>
    v.featureType === 'Calculated'
      ? []
      : [
          {
            featureCode: v.featureCode,
            number: v.number ?? undefined,
            optionCode: v.optionCode ?? undefined,
            boolean: v.boolean ?? undefined,
            itemNumber: v.itemNumber ?? undefined,
            text: v.text ?? undefined,
          },
        ],
  );
  const priced = await calculate(client, { itemNumber: record.itemNumber, quantity: record.quantity ?? '1', customerNumber, values });
  if (!priced.isValid || !priced.price.unitPrice) {
    throw new AppError({
      kind: 'validation',
      title: `${configurationNumber} has no price for customer ${customerNumber}`,
      detail: priced.validationErrors.map((p) => p.message).join(' ') || 'No price list or list price covers this item.',
      fieldErrors: [{ field: 'configurationNumbers', message: `${configurationNumber} cannot be priced for this customer.` }],
    });
  }
  return {
    itemNumber: record.itemNumber,
    quantity: record.quantity ?? '1',
    unitPrice: priced.price.unitPrice,
    discountPercent: '0',
    description: `${record.title ?? record.itemName ?? record.itemNumber} ${configurationMarker(configurationNumber)}`,
  };
}

export async function createQuote(client: ErpClient, input: CreateQuoteInput): Promise<QuoteDetail> {
  const lines = await mapLimit([...new Set(input.configurationNumbers)], 4, (n) => lineFor(client, input.customerNumber, n));
  describeWrite(`Create a quote for customer ${input.customerNumber} with ${lines.length} configuration(s)`);
  const body: CreateQuoteBody = {
    customerNumber: input.customerNumber,
    lines,
    ...(input.title ? { title: input.title } : {}),
    ...(input.validUntil ? { validUntil: input.validUntil } : {}),
    ...(input.customerContactId ? { customerContactId: input.customerContactId } : {}),
  };
  return toDetail(
    await client.preview.quotes.create(body, { operationId: input.operationId }).catch((error: unknown) => {
      throw attachFields(error, fieldsByCode);
    }),
  );
}

export async function sendQuote(client: ErpClient, input: { operationId: string; quoteNumber: string; sendEmail: boolean }): Promise<QuoteDetail> {
  describeWrite(input.sendEmail ? `Send ${input.quoteNumber} and e-mail it to the customer` : `Send ${input.quoteNumber}`);
  return toDetail(
    await client.preview.quotes
      .send(input.quoteNumber, input.sendEmail ? { sendEmail: true } : {}, { operationId: input.operationId })
      .catch((error: unknown) => {
        throw attachFields(error, fieldsByCode);
      }),
  );
}
