import type { RowPrice } from '@shared/contract/configurator';
import { mapLimit } from '@shared/concurrency';
import { AppError } from '@shared/errors';
import type { ErpClient } from '../../erp/client';
import type { ErpConfiguration } from '../../erp/preview/configurations';

/**
 * Prices of the saved configurations on screen (row 337): the list answer carries none, so each
 * visible row's single record is read, a few at a time, and revalidated with its ETag (a 304
 * once it was read before), never the whole list.
 */

/** Reads side by side: enough for a screenful in about one round trip, little for the ERP. */
export const ROW_PRICE_READS_AT_ONCE = 4;

/** Why a row shows no price, beside the words "No price": short, since it sits in a figure's cell. */
export const UNPRICED = {
  noItemPrice: 'item has no price',
  answersNoLongerFit: 'an answer no longer fits',
  discarded: 'discarded meanwhile',
  unread: 'could not be read',
} as const;

/** The row's figures from a single record, or why it has none. */
export function rowPriceOf(record: ErpConfiguration): RowPrice {
  const currencyCode = record.currencyCode ?? null;
  const unitPrice = record.unitPrice ?? null;
  const total = record.totalPrice ?? null;
  const priced = currencyCode !== null && unitPrice !== null && total !== null;
  const unpriced = priced ? null : record.priceSource === 'None' ? UNPRICED.noItemPrice : UNPRICED.answersNoLongerFit;
  return { configurationNumber: record.configurationNumber, currencyCode, unitPrice: priced ? unitPrice : null, total: priced ? total : null, unpriced };
}

/** A row whose record could not be read says so; the other rows still get their price. */
export function unreadRowPrice(configurationNumber: string, error: unknown): RowPrice {
  const notFound = error instanceof AppError && error.data.status === 404;
  return { configurationNumber, currencyCode: null, unitPrice: null, total: null, unpriced: notFound ? UNPRICED.discarded : UNPRICED.unread };
}

export async function readRowPrices(client: ErpClient, configurationNumbers: readonly string[]): Promise<{ prices: RowPrice[] }> {
  const prices = await mapLimit([...new Set(configurationNumbers)], ROW_PRICE_READS_AT_ONCE, (n) =>
    client.preview.configurations.get(n).then(rowPriceOf, (error: unknown) => unreadRowPrice(n, error)),
  );
  return { prices };
}
