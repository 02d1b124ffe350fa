import type { ErpClient } from '../../erp';
import { CustomerSessionEnded, type EcomPrice } from '../../erp/ecom/catalog';
import { AppError } from '@shared/errors';
import { vatFigures } from '@shared/domain/vat';
import { priceDifference } from '@shared/domain/price-comparison';
import { collect } from '../../erp/paging';
import type { AssortmentRow, AssortmentWarning, ChannelComparison, ChannelView } from '@shared/contract/storefront';

/**
 * A channel's assortment as its visitors see it: every publication, joined with the ERP item,
 * the /ecom catalogue (visibility, id, picture), and the channel's prices and stock for the
 * visible products, asked in ceil(N/100) POST calls. Warnings flag what would surprise a visitor.
 */
export interface AssortmentOptions {
  now?: Date;
  /** A signed-in customer's session: its agreement prices join the rows (row 181). */
  customer?: { token: string; customerNumber: string };
}

/** The customer's prices, or `ended` when the session no longer answers for that customer. */
async function customerPrices(
  client: ErpClient,
  ids: string[],
  channelCode: string,
  customer: AssortmentOptions['customer'],
): Promise<EcomPrice[] | 'ended' | null> {
  if (!customer) return null;
  try {
    return await client.ecom.catalog.customerPrices(ids, customer, { channel: channelCode });
  } catch (error) {
    if (error instanceof CustomerSessionEnded || (error instanceof AppError && error.data.status === 401)) return 'ended';
    throw error;
  }
}

export async function assortment(
  client: ErpClient,
  channel: ChannelView,
  options: AssortmentOptions = {},
): Promise<{ rows: AssortmentRow[]; erpCalls: number; customerEnded: boolean }> {
  const now = options.now ?? new Date();
  const before = client.stats().calls;
  const code = channel.channelCode;
  const [publications, items, products] = await Promise.all([
    collect(client.preview.channels.allItems(code)),
    collect(client.preview.items.all()),
    client.ecom.products.all({}, { channel: code }),
  ]);
  const itemByNumber = new Map(items.map((i) => [i.itemNumber, i]));
  const productByNumber = new Map(products.map((p) => [p.itemNumber ?? '', p]));
  const ids = products.map((p) => p.id);
  const [prices, stock, agreed] = await Promise.all([
    client.ecom.catalog.prices(ids, { channel: code }),
    client.ecom.catalog.stock(ids, { channel: code }),
    customerPrices(client, ids, code, options.customer),
  ]);
  const priceOf = new Map(prices.map((p) => [p.itemId, p]));
  const agreedOf = new Map((Array.isArray(agreed) ? agreed : []).map((p) => [p.itemId, p]));
  const stockOf = new Map(stock.map((s) => [s.itemId, s]));

  const rows = publications.map((pub): AssortmentRow => {
    const product = productByNumber.get(pub.itemNumber);
    const price = product ? priceOf.get(product.id) : undefined;
    const mine = product ? agreedOf.get(product.id) : undefined;
    const currency = price?.currencyCode ?? channel.currency;
    const both = vatFigures(price?.price ?? null, price?.includesVat ?? null, price?.vatRate ?? null, currency);
    const mineBoth = vatFigures(mine?.price ?? null, mine?.includesVat ?? null, mine?.vatRate ?? null, mine?.currencyCode ?? currency);
    const s = product ? stockOf.get(product.id) : undefined;
    const item = itemByNumber.get(pub.itemNumber);
    const published = pub.isActive === true;
    const warnings: AssortmentWarning[] = [];
    if (published && item?.isActive === false) warnings.push('inactiveItem');
    if (product && (price?.price ?? null) === null) warnings.push('noPrice');
    if (product && channel.showStock === true && (!s || s.displayMode === 'Hidden')) warnings.push('stockNotShown');
    if (!published && pub.isFeatured === true) warnings.push('featuredUnpublished');
    if (published && pub.publishDate && Date.parse(pub.publishDate) > now.getTime()) warnings.push('futurePublishDate');
    return {
      itemNumber: pub.itemNumber,
      itemId: product?.id ?? null,
      name: pub.name ?? item?.name ?? null,
      slug: pub.slug ?? null,
      imageUrl: product?.images[0]?.url ?? null,
      categoryName: product?.categoryName ?? null,
      published,
      featured: pub.isFeatured === true,
      visible: product !== undefined,
      publishDate: pub.publishDate ?? null,
      price: price?.price ?? null,
      priceIncludesVat: price?.includesVat ?? null,
      vatRate: price?.vatRate ?? null,
      priceExclVat: both.exclVat,
      priceInclVat: both.inclVat,
      customerPrice: mine?.price ?? null,
      customerPriceExclVat: mineBoth.exclVat,
      customerPriceInclVat: mineBoth.inclVat,
      customerPriceSource: mine?.priceSource ?? null,
      currency,
      stockDisplayMode: s?.displayMode ?? null,
      stockQuantity: s?.quantity ?? null,
      inStock: s?.inStock ?? null,
      leadTimeDays: s?.leadTimeDays ?? null,
      warnings,
    };
  });
  return { rows, erpCalls: client.stats().calls - before, customerEnded: agreed === 'ended' };
}

/** Two channels side by side: one row per item published in either, with what differs. */
export function compare(left: { channel: ChannelView; rows: AssortmentRow[] }, right: { channel: ChannelView; rows: AssortmentRow[] }): ChannelComparison {
  const l = new Map(left.rows.map((r) => [r.itemNumber, r]));
  const r = new Map(right.rows.map((x) => [x.itemNumber, x]));
  const numbers = [...new Set([...l.keys(), ...r.keys()])].sort();
  return {
    left: left.channel,
    right: right.channel,
    rows: numbers.map((itemNumber) => {
      const a = l.get(itemNumber) ?? null;
      const b = r.get(itemNumber) ?? null;
      const differs: ChannelComparison['rows'][number]['differs'] = [];
      if ((a?.name ?? null) !== (b?.name ?? null)) differs.push('name');
      const price = priceDifference(a, b);
      if (price) differs.push(price);
      if ((a?.visible ?? false) !== (b?.visible ?? false)) differs.push('visibility');
      return { itemNumber, left: a, right: b, differs };
    }),
  };
}
