import type { Api } from '../api';
import { qty } from '../rules/decimals';
import { formOf, readQuantity } from '../sales/configure';
import { priceBookOf, priceCustomerOf } from '../sales/documents';
import { itemPrice } from '../sales/pricing';
import type { Feature } from '../sales/types';
import type { Store } from '../store';
import { itemByKey, link, lookup } from './common';

/**
 * The configurator form of an item and the price an order line would receive (items:read);
 * rows 80-90 of docs/api-assumptions.md.
 */
function featureDto(f: Feature, store: Store) {
  return {
    code: f.code,
    name: f.name,
    description: f.description,
    type: f.type,
    isRequired: f.isRequired,
    sortOrder: f.sortOrder,
    unit: f.unit,
    isMeasured: f.isMeasured,
    minValue: f.minValue,
    maxValue: f.maxValue,
    step: f.step,
    decimalPlaces: f.decimalPlaces,
    maxLength: f.maxLength,
    priceImpact: f.priceImpact,
    priceImpactPerUnit: f.priceImpactPerUnit,
    linkedItemNumber: f.linkedItemNumber,
    formula: f.formula,
    options: f.options.map((o) => ({
      code: o.code,
      name: o.name,
      priceImpact: o.priceImpact,
      linkedItemNumber: o.linkedItemNumber,
      linkedQuantity: o.linkedQuantity,
      requires: o.requires.map((r) => ({
        featureCode: r.featureCode,
        optionCodes: r.optionCodes ?? null,
        boolean: r.boolean ?? null,
        minNumber: r.minNumber ?? null,
        maxNumber: r.maxNumber ?? null,
      })),
    })),
    candidates: f.candidates.map((c) => ({ itemNumber: c.itemNumber, itemName: store.items.get(c.itemNumber)?.name ?? null, priceImpact: c.priceImpact })),
  };
}

export function registerItemPricing(api: Api): void {
  api.get('/preview/items/:itemNumber/configuration', 'items:read', ({ store, params, base }) => {
    const item = itemByKey(store, params.itemNumber ?? '');
    const form = formOf(store, item);
    return {
      body: {
        itemNumber: item.itemNumber,
        itemName: item.name,
        baseUnitCode: item.baseUnitCode,
        decimalPlaces: item.decimalPlaces,
        currencyCode: store.tenant.baseCurrency,
        features: [...form.features].sort((a, b) => a.sortOrder - b.sortOrder).map((f) => featureDto(f, store)),
        links: { self: `${link(base, 'items', item.itemNumber).self}/configuration` },
      },
      etag: true,
    };
  });

  api.get('/preview/items/:itemNumber/price', 'items:read', ({ store, params, query }) => {
    const item = itemByKey(store, params.itemNumber ?? '');
    const customer = query.customerNumber ? lookup(store.customers, query.customerNumber, 'Customer', 'customerNumber') : null;
    const quantity = readQuantity(query.quantity, item);
    const answer = itemPrice(priceBookOf(store), item, priceCustomerOf(customer), quantity);
    return {
      body: { itemNumber: item.itemNumber, itemName: item.name, customerNumber: customer?.customerNumber ?? null, quantity: qty(quantity), ...answer },
    };
  });
}
