import { z } from 'zod';
import { openEnum } from '@shared/domain/enums';
import { collection, send, seg, type ResourceContext } from '../resource';
import { isoDate, links, ndec, nint, nstr, nts } from '../schemas';
import type { CallOptions } from '../types';

/** Quotes (docs/api-assumptions.md rows 97-99). */

export const quoteStatus = openEnum(['Draft', 'Sent', 'Accepted', 'Declined', 'Expired', 'Converted']);

export const quoteLineSchema = z.looseObject({
  lineNumber: nint,
  itemNumber: nstr,
  itemName: nstr,
  description: nstr,
  quantity: ndec,
  unit: nstr,
  unitPrice: ndec,
  discountPercent: ndec,
  taxPercent: ndec,
  lineTotal: ndec,
});

export const quoteSchema = z.looseObject({
  quoteNumber: z.string(),
  status: quoteStatus.schema,
  title: nstr,
  description: nstr,
  customerNumber: nstr,
  customerName: nstr,
  customerContactId: nstr,
  contactName: nstr,
  currencyCode: nstr,
  quoteDate: isoDate.nullish(),
  validUntil: isoDate.nullish(),
  sentAt: nts,
  emailSentTo: nstr,
  acceptedAt: nts,
  declinedAt: nts,
  convertedToOrderNumber: nstr,
  totalAmount: ndec,
  totalVat: ndec,
  totalAmountIncludingTax: ndec,
  lines: z.array(quoteLineSchema).default([]),
  createdDate: nts,
  modifiedDate: nts,
  links,
});
export type ErpQuote = z.infer<typeof quoteSchema>;

/**
 * Accepting, declining and converting a quote to an order (row 335): the description shows no call
 * for any of them, so there is no request the app could send; the screens show why they are off.
 */
const notDescribed = { offered: false, reason: "The ERP's API does not describe this; record it in the ERP itself." };
export const undescribedQuoteActions = { accept: notDescribed, decline: notDescribed, convert: notDescribed };

/**
 * How a line names the saved configuration it was made from (row 336): the ERP keeps no link, so
 * the app ends the line's description with this marker when it quotes a configuration.
 */
export const configurationMarker = (configurationNumber: string) => `(configuration ${configurationNumber})`;
const MARKED = /\s*\(configuration ([^()\s]+)\)$/;
export function configurationOfLine(description: string | null | undefined): string | null {
  return MARKED.exec(description ?? '')?.[1] ?? null;
}
/** The description as people wrote it, the marker left out: the screen shows the link instead. */
export const withoutMarker = (description: string | null): string | null => description?.replace(MARKED, '') ?? null;

export interface QuoteQuery {
  search?: string;
  status?: string;
  customerNumber?: string;
  modifiedSince?: string;
}

export interface CreateQuoteBody {
  customerNumber: string;
  currencyCode?: string;
  customerContactId?: string;
  title?: string;
  description?: string;
  quoteDate?: string;
  validUntil?: string;
  lines: { itemNumber: string; quantity: string; unit?: string; unitPrice?: string; discountPercent?: string; description?: string }[];
}

export function quotesApi(ctx: ResourceContext) {
  const base = '/preview/quotes';
  const write = async (p: string, json: unknown, opts?: CallOptions) =>
    (await send(ctx, { method: 'POST', path: p, json, ...opts }, quoteSchema, 'quote')).value;
  return {
    ...collection<QuoteQuery, typeof quoteSchema>(ctx, base, 'quote', quoteSchema),
    create: (body: CreateQuoteBody, opts?: CallOptions) => write(base, body, opts),
    send: (quoteNumber: string, body: { sendEmail?: boolean } = {}, opts?: CallOptions) => write(`${base}/${seg(quoteNumber)}/send`, body, opts),
  };
}
