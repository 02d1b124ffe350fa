import type { ConfigurableItem, CustomerOption, ScannedItem } from '@shared/contract/configurator';
import { AppError } from '@shared/errors';
import type { ErpClient } from '../../erp/client';
import type { Item } from '../../erp/preview/items';

/** What the sales desk picks from: configurable items, customers and their contacts. */

function toItem(i: Item): ConfigurableItem {
  return {
    itemNumber: i.itemNumber,
    name: i.name ?? null,
    description: i.description ?? null,
    categoryCode: i.categoryCode ?? null,
    baseUnitCode: i.baseUnitCode ?? null,
    decimalPlaces: i.decimalPlaces ?? null,
    listPrice: i.salesPrice ?? null,
    isActive: i.isActive !== false,
  };
}

export async function listItems(client: ErpClient, f: { search?: string; page: number; pageSize: number }) {
  const page = await client.preview.items.list({ isConfigurable: true, isActive: true, search: f.search || undefined }, { page: f.page, pageSize: f.pageSize });
  return { items: page.items.map(toItem), totalCount: page.totalCount, page: page.page, pageSize: page.pageSize };
}

/** A scanned number answers in a sentence instead of failing: the scanner keeps working. */
export async function scanItem(client: ErpClient, itemNumber: string): Promise<ScannedItem> {
  let item: Item;
  try {
    item = await client.preview.items.get(itemNumber);
  } catch (error) {
    if (error instanceof AppError && error.data.status === 404) return { item: null, problem: 'notFound', message: `No item ${itemNumber} exists.` };
    throw error;
  }
  const found = toItem(item);
  if (item.isConfigurable !== true)
    return {
      item: found,
      problem: 'notConfigurable',
      message: `${item.name ?? itemNumber} (${item.itemNumber}) is not made to order and has no configuration form.`,
    };
  if (item.isActive === false) return { item: found, problem: 'inactive', message: `${item.name ?? itemNumber} (${item.itemNumber}) is no longer sold.` };
  return { item: found, problem: null, message: null };
}

/** One page of the best matches is enough for a picker; totalCount says when to narrow the search. */
export async function searchCustomers(
  client: ErpClient,
  search: string | undefined,
  includeInactive: boolean,
): Promise<{ customers: CustomerOption[]; totalCount: number }> {
  const page = await client.preview.customers.list({ search: search || undefined, ...(includeInactive ? {} : { isActive: true }) }, { pageSize: 50 });
  return {
    customers: page.items.map((c) => ({
      customerNumber: c.customerNumber,
      name: c.name ?? null,
      city: c.city ?? null,
      countryCode: c.countryCode ?? null,
      currencyCode: c.defaultCurrencyCode ?? null,
      customerGroupName: c.customerGroupName ?? null,
      invoiceEmail: c.invoiceEmail ?? null,
      isActive: c.isActive,
    })),
    totalCount: page.totalCount,
  };
}
