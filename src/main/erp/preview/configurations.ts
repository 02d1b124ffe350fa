import { z } from 'zod';
import { openEnum } from '@shared/domain/enums';
import { collection, send, seg, type ResourceContext } from '../resource';
import { links, nbool, ndec, nstr, nts } from '../schemas';
import type { CallOptions } from '../types';
import { salesOrderDetailSchema } from './sales-orders';

/** Configurator calls (docs/api-assumptions.md rows 84-94): calculate, saved configurations, order. */

export const featureType = openEnum(['Number', 'Selection', 'Boolean', 'ItemSelection', 'Text', 'Calculated']);
export const priceSource = openEnum(['CustomerPriceList', 'CustomerGroupPriceList', 'ListPrice', 'None']);

export const configurationValueSchema = z.looseObject({
  featureCode: z.string(),
  featureName: nstr,
  featureType: featureType.schema.nullish(),
  isMeasured: nbool,
  number: ndec,
  optionCode: nstr,
  optionName: nstr,
  boolean: nbool,
  itemNumber: nstr,
  text: nstr,
});
export type ErpConfigurationValue = z.infer<typeof configurationValueSchema>;

const priceFields = {
  currencyCode: nstr,
  basePricePerUnit: ndec,
  configurationSurchargePerUnit: ndec,
  configurationPriceImpact: ndec,
  unitPrice: ndec,
  totalPrice: ndec,
  priceSource: priceSource.schema.nullish(),
  priceListName: nstr,
};

export const configurationSchema = z.looseObject({
  configurationNumber: z.string(),
  itemNumber: z.string(),
  itemName: nstr,
  title: nstr,
  description: nstr,
  customerNumber: nstr,
  customerName: nstr,
  quantity: ndec,
  warehouseCode: nstr,
  values: z.array(configurationValueSchema).nullish(),
  ...priceFields,
  salesOrderNumber: nstr,
  createdDate: nts,
  modifiedDate: nts,
  links,
});
export type ErpConfiguration = z.infer<typeof configurationSchema>;

export const costLineSchema = z.looseObject({
  featureCode: z.string(),
  optionCode: nstr,
  itemNumber: z.string(),
  itemName: nstr,
  unit: nstr,
  quantityPerUnit: ndec,
  quantity: ndec,
  unitCost: ndec,
  lineCost: ndec,
});

export const calculationSchema = z.looseObject({
  itemNumber: z.string(),
  itemName: nstr,
  customerNumber: nstr,
  customerName: nstr,
  quantity: ndec,
  isValid: z.boolean(),
  validationErrors: z.array(z.looseObject({ code: z.string(), featureCode: nstr, detail: nstr })).default([]),
  values: z.array(configurationValueSchema).default([]),
  resolvedValues: z.array(z.looseObject({ featureCode: z.string(), featureName: nstr, number: ndec, unit: nstr, isMeasured: nbool })).default([]),
  ...priceFields,
  costCurrencyCode: nstr,
  costLines: z.array(costLineSchema).default([]),
  totalCost: ndec,
});
export type ErpCalculation = z.infer<typeof calculationSchema>;

/** One value sent to the ERP: the member for the feature's type only. */
export interface ValueBody {
  featureCode: string;
  number?: string;
  optionCode?: string;
  boolean?: boolean;
  itemNumber?: string;
  text?: string;
}

export interface ConfigurationBody {
  itemNumber: string;
  quantity?: string;
  customerNumber?: string;
  title?: string;
  description?: string;
  warehouseCode?: string;
  values?: ValueBody[];
}

export interface ConfigurationQuery {
  search?: string;
  customerNumber?: string;
  itemNumber?: string;
  modifiedSince?: string;
}

/** The configuration an order or reconfigure write went to (e.g. a journaled write), or null for any other path. */
export function configurationWriteTarget(path: string): { configurationNumber: string; action: 'order' | 'reconfigure' } | null {
  const match = /^\/preview\/configurations\/([^/?]+)\/(order|reconfigure)$/.exec(path);
  return match ? { configurationNumber: decodeURIComponent(match[1]!), action: match[2] as 'order' | 'reconfigure' } : null;
}

export function configurationsApi(ctx: ResourceContext) {
  const base = '/preview/configurations';
  const path = (n: string) => `${base}/${seg(n)}`;
  const write = async (p: string, json: unknown, opts?: CallOptions) =>
    (await send(ctx, { method: 'POST', path: p, json, ...opts }, configurationSchema, 'configuration')).value;
  return {
    ...collection<ConfigurationQuery, typeof configurationSchema>(ctx, base, 'configuration', configurationSchema),
    /** Prices without storing anything: no key, safe to repeat and to cancel. */
    calculate: async (body: ConfigurationBody & { currencyCode?: string }, opts?: CallOptions) =>
      (await send(ctx, { method: 'POST', path: `${base}/calculate`, json: body, ...opts }, calculationSchema, 'price calculation')).value,
    create: (body: ConfigurationBody, opts?: CallOptions) => write(base, body, opts),
    reconfigure: (n: string, body: Omit<ConfigurationBody, 'itemNumber'>, opts?: CallOptions) => write(`${path(n)}/reconfigure`, body, opts),
    /** Places a sales order; keyed, so a retry after a lost answer replays instead of ordering twice. */
    order: async (n: string, body: { customerReference?: string; requestedDeliveryDate?: string }, opts?: CallOptions) => {
      const { value, response } = await send(ctx, { method: 'POST', path: `${path(n)}/order`, json: body, ...opts }, salesOrderDetailSchema, 'sales order');
      return { order: value, replayed: response.replayed };
    },
    remove: async (n: string, opts?: CallOptions): Promise<void> => {
      await ctx.core.call(ctx.adapter, { method: 'DELETE', path: path(n), ...opts });
    },
  };
}
