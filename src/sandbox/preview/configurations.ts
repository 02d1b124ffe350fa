import { randomUUID } from 'node:crypto';
import type { Api, Ctx, WriteResult } from '../api';
import { FX_TO_NOK } from '../seed/catalog';
import type { Decimal } from '../rules/decimals';
import { readPaging, toPage } from '../rules/paging';
import { ApiProblem, ErrorList, problem } from '../rules/problems';
import { parseDate, ts } from '../rules/timestamps';
import { matchesSearch, readBody, readString, type Json } from '../rules/validate';
import { evaluate, inputsOf, readQuantity, readValues, valueDtos, type Evaluation } from '../sales/configure';
import { currencyFor } from '../sales/pricing';
import { priceBookOf, priceCustomerOf } from '../sales/documents';
import type { ValueInput } from '../sales/explode';
import { orderConfiguration } from '../sales/ordering';
import type { Configuration } from '../sales/types';
import type { Customer, Item, Store } from '../store';
import { byKey, changedSince, itemByKey, link, lookup, modifiedSince, warehouseByCode } from './common';
import { salesOrderDetail } from './sales-orders';

/**
 * Configurator (configurations:read / configurations:write), rows 85-94 and 100 of
 * docs/api-assumptions.md. Prices are live: every priced answer runs the explosion and the price
 * engine again, until the configuration is ordered and its prices freeze with the order line.
 */
const configurationByKey = (store: Store, n: string): Configuration => lookup(store.sales.configurations, n, 'Configuration');
const customerByKey = (store: Store, n: string, field?: string): Customer => lookup(store.customers, n, 'Customer', field);

function currencyOf(store: Store, customer: Customer | null): string {
  return currencyFor(priceBookOf(store), priceCustomerOf(customer));
}

function evaluateStored(store: Store, cfg: Configuration): { item: Item; customer: Customer | null; evaluation: Evaluation } {
  const item = itemByKey(store, cfg.itemNumber);
  const customer = cfg.customerNumber ? customerByKey(store, cfg.customerNumber) : null;
  const evaluation = evaluate(store, item, customer, readQuantity(cfg.quantity, item), inputsOf(cfg.values), currencyOf(store, customer));
  return { item, customer, evaluation };
}

const NO_PRICE = {
  basePricePerUnit: null,
  configurationSurchargePerUnit: null,
  configurationPriceImpact: null,
  unitPrice: null,
  totalPrice: null,
  currencyCode: null,
  priceSource: null,
  priceListName: null,
};

function configurationDto(store: Store, cfg: Configuration, base: string, priced: boolean) {
  const { item, customer, evaluation } = evaluateStored(store, cfg);
  const prices = priced ? (cfg.frozenPrice ?? evaluation.price) : NO_PRICE;
  return {
    configurationNumber: cfg.configurationNumber,
    itemNumber: cfg.itemNumber,
    itemName: item.name,
    title: cfg.title,
    description: cfg.description,
    customerNumber: cfg.customerNumber,
    customerName: customer?.name ?? null,
    quantity: cfg.quantity,
    warehouseCode: cfg.warehouseCode,
    values: valueDtos(evaluation.explosion),
    ...prices,
    salesOrderNumber: cfg.salesOrderNumber,
    createdDate: ts(cfg.createdDate),
    modifiedDate: ts(cfg.modifiedDate),
    links: link(base, 'configurations', cfg.configurationNumber),
  };
}

/** Feature errors of create and reconfigure: one 400 with every value's problem. */
function refuseInvalid(evaluation: Evaluation): void {
  const { errors } = evaluation.explosion;
  if (errors.length > 0)
    throw new ApiProblem(
      400,
      errors.map((e) => ({ code: e.code, field: e.field, featureCode: e.featureCode, detail: e.detail })),
    );
}

interface Input {
  item?: Item;
  customer?: Customer | null;
  quantity?: Decimal;
  values?: ValueInput[];
  title?: string | null;
  description?: string | null;
  warehouseCode?: string | null;
}

/** Reads the fields create, calculate and reconfigure share; absent fields stay undefined. */
function readInput(store: Store, body: Json, errors: ErrorList, item: Item | undefined): Input {
  const input: Input = {};
  if (body.customerNumber !== undefined && body.customerNumber !== null) {
    const n = errors.try(() => readString(body, 'customerNumber'));
    if (n) input.customer = errors.try(() => customerByKey(store, n, 'customerNumber'));
  }
  if (item && body.quantity !== undefined && body.quantity !== null) input.quantity = errors.try(() => readQuantity(body.quantity, item));
  if (body.values !== undefined) input.values = readValues(body.values, errors);
  if (body.title !== undefined) input.title = errors.try(() => readString(body, 'title', { max: 200 }));
  if (body.description !== undefined) input.description = errors.try(() => readString(body, 'description', { max: 2000 }));
  if (body.warehouseCode !== undefined) {
    const code = errors.try(() => readString(body, 'warehouseCode'));
    input.warehouseCode = code ? (errors.try(() => warehouseByCode(store, code, 'warehouseCode').code) ?? null) : null;
  }
  return input;
}

function readConfigurableItem(store: Store, body: Json, errors: ErrorList): Item | undefined {
  const itemNumber = errors.try(() => readString(body, 'itemNumber', { required: true }));
  const item = itemNumber ? errors.try(() => itemByKey(store, itemNumber, 'itemNumber')) : undefined;
  if (!item) return undefined;
  if (!item.isActive) errors.add('itemNumber', 'Item.Inactive', `Item ${item.itemNumber} is inactive.`);
  else if (!item.isConfigurable || !store.sales.forms.has(item.itemNumber))
    errors.add('itemNumber', 'Configuration.ItemNotConfigurable', `Item ${item.itemNumber} is not configurable.`);
  else return item;
  return undefined;
}

function calculate(c: Ctx): WriteResult {
  const { store } = c;
  const body = readBody(c.body);
  const errors = new ErrorList();
  const item = readConfigurableItem(store, body, errors);
  const input = readInput(store, body, errors, item);
  const asked = errors.try(() => readString(body, 'currencyCode'));
  if (asked && FX_TO_NOK[asked] === undefined)
    errors.add('currencyCode', 'Currency.NotFound', `'${asked}' is not a supported currency code (${Object.keys(FX_TO_NOK).join(', ')}).`);
  errors.throwIfAny();
  if (!item) throw new Error('unreachable');
  const customer = input.customer ?? null;
  const quantity = input.quantity ?? readQuantity(undefined, item);
  const evaluation = evaluate(store, item, customer, quantity, input.values ?? [], asked ?? currencyOf(store, customer));
  const { explosion, price } = evaluation;
  return {
    status: 200,
    body: {
      itemNumber: item.itemNumber,
      itemName: item.name,
      customerNumber: customer?.customerNumber ?? null,
      customerName: customer?.name ?? null,
      quantity: quantity.toFixed(),
      currencyCode: price.currencyCode,
      isValid: explosion.errors.length === 0,
      validationErrors: explosion.errors.map((e) => ({ code: e.code, featureCode: e.featureCode, detail: e.detail })),
      values: valueDtos(explosion),
      resolvedValues: explosion.resolvedValues,
      basePricePerUnit: price.basePricePerUnit,
      configurationSurchargePerUnit: price.configurationSurchargePerUnit,
      configurationPriceImpact: price.configurationPriceImpact,
      unitPrice: price.unitPrice,
      totalPrice: price.totalPrice,
      priceSource: price.priceSource,
      priceListName: price.priceListName,
      costCurrencyCode: store.tenant.baseCurrency,
      costLines: evaluation.costLines,
      totalCost: evaluation.totalCost,
    },
    resourceRef: 'configurations/calculate',
    effect: 'calculated (nothing stored)',
  };
}

function create(c: Ctx): WriteResult {
  const { store, now } = c;
  const body = readBody(c.body);
  const errors = new ErrorList();
  const item = readConfigurableItem(store, body, errors);
  const input = readInput(store, body, errors, item);
  errors.throwIfAny();
  if (!item) throw new Error('unreachable');
  const customer = input.customer ?? null;
  const quantity = input.quantity ?? readQuantity(undefined, item);
  const evaluation = evaluate(store, item, customer, quantity, input.values ?? [], currencyOf(store, customer));
  refuseInvalid(evaluation);
  let number: string;
  do number = `CFG-${++store.sales.sequences.configuration}`;
  while (store.sales.configurations.has(number));
  const cfg: Configuration = {
    configurationNumber: number,
    itemNumber: item.itemNumber,
    customerNumber: customer?.customerNumber ?? null,
    title: input.title ?? item.name,
    description: input.description ?? null,
    quantity: quantity.toFixed(),
    warehouseCode: input.warehouseCode ?? null,
    values: evaluation.stored,
    salesOrderNumber: null,
    frozenPrice: null,
    createdDate: now,
    modifiedDate: null,
  };
  store.sales.configurations.set(number, cfg);
  const dto = configurationDto(store, cfg, c.base, true);
  return { status: 201, body: dto, location: dto.links.self, resourceRef: `configurations/${number}`, effect: `created configuration of ${item.itemNumber}` };
}

function refuseOrdered(cfg: Configuration, action: string): void {
  if (cfg.salesOrderNumber !== null) {
    throw problem.conflict(
      'Configuration.AlreadyOrdered',
      `Configuration ${cfg.configurationNumber} became sales order ${cfg.salesOrderNumber}; it can no longer be ${action}.`,
    );
  }
}

function reconfigure(c: Ctx): WriteResult {
  const { store, now } = c;
  const cfg = configurationByKey(store, c.params.configurationNumber ?? '');
  const body = readBody(c.body, { optional: true });
  refuseOrdered(cfg, 'reconfigured');
  const item = itemByKey(store, cfg.itemNumber);
  const errors = new ErrorList();
  if (body.itemNumber !== undefined && body.itemNumber !== cfg.itemNumber) {
    errors.add('itemNumber', 'Configuration.ItemNumberFixed', 'The item of a configuration cannot change; create a new configuration instead.');
  }
  const input = readInput(store, body, errors, item);
  errors.throwIfAny();
  if (input.customer && cfg.customerNumber !== null && input.customer.customerNumber !== cfg.customerNumber) {
    throw problem.conflict(
      'Configuration.CustomerAlreadySet',
      `Configuration ${cfg.configurationNumber} already belongs to customer ${cfg.customerNumber}.`,
      'customerNumber',
    );
  }
  const customer = input.customer ?? (cfg.customerNumber ? customerByKey(store, cfg.customerNumber) : null);
  const quantity = input.quantity ?? readQuantity(cfg.quantity, item);
  const evaluation = evaluate(store, item, customer, quantity, input.values ?? inputsOf(cfg.values), currencyOf(store, customer));
  refuseInvalid(evaluation);
  cfg.customerNumber = customer?.customerNumber ?? null;
  cfg.quantity = quantity.toFixed();
  cfg.values = evaluation.stored;
  if (input.title !== undefined) cfg.title = input.title ?? item.name;
  if (input.description !== undefined) cfg.description = input.description;
  if (input.warehouseCode !== undefined) cfg.warehouseCode = input.warehouseCode;
  cfg.modifiedDate = now;
  return {
    status: 200,
    body: configurationDto(store, cfg, c.base, true),
    resourceRef: `configurations/${cfg.configurationNumber}`,
    effect: `reconfigured (${Object.keys(body).join(', ') || 'nothing'})`,
  };
}

function order(c: Ctx): WriteResult {
  const { store, now } = c;
  const cfg = configurationByKey(store, c.params.configurationNumber ?? '');
  const body = readBody(c.body, { optional: true });
  const errors = new ErrorList();
  const customerReference = errors.try(() => readString(body, 'customerReference', { max: 50 })) ?? null;
  const requestedDeliveryDate =
    errors.try(() => (body.requestedDeliveryDate == null ? null : parseDate(body.requestedDeliveryDate, 'requestedDeliveryDate'))) ?? null;
  errors.throwIfAny();
  refuseOrdered(cfg, 'ordered again');
  if (cfg.customerNumber === null) {
    throw problem.invalid(
      'customerNumber',
      'Configuration.CustomerRequired',
      `Configuration ${cfg.configurationNumber} has no customer; set one with reconfigure before ordering.`,
    );
  }
  const { item, customer, evaluation } = evaluateStored(store, cfg);
  if (!customer) throw new Error('unreachable');
  if (!customer.isActive)
    throw problem.invalid('customerNumber', 'Customer.Inactive', `Customer ${customer.customerNumber} is inactive and cannot be placed on new orders.`);
  refuseInvalid(evaluation);
  if (evaluation.price.unitPrice === null)
    throw problem.invalid('itemNumber', 'Configuration.PriceMissing', `Item ${item.itemNumber} has no price for customer ${customer.customerNumber}.`);
  const so = orderConfiguration(store, cfg, item, customer, evaluation, { customerReference, requestedDeliveryDate }, now, randomUUID());
  const dto = salesOrderDetail(so, store, c.base);
  return { status: 201, body: dto, location: dto.links.self, resourceRef: `configurations/${cfg.configurationNumber}`, effect: `ordered as ${so.orderNumber}` };
}

export function registerConfigurations(api: Api): void {
  api.get('/preview/configurations', 'configurations:read', ({ store, query, base }) => {
    const paging = readPaging(query);
    const since = modifiedSince(query);
    const rows = [...store.sales.configurations.values()]
      .filter(
        (cfg) =>
          cfg.salesOrderNumber === null &&
          (query.customerNumber === undefined || cfg.customerNumber === query.customerNumber) &&
          (query.itemNumber === undefined || cfg.itemNumber === query.itemNumber) &&
          matchesSearch(
            query.search,
            cfg.configurationNumber,
            cfg.title,
            cfg.description,
            cfg.itemNumber,
            cfg.customerNumber ? store.customers.get(cfg.customerNumber)?.name : null,
          ) &&
          changedSince(since, cfg.modifiedDate, cfg.createdDate),
      )
      .sort(byKey((cfg) => cfg.configurationNumber));
    return { body: toPage(rows, paging, (cfg) => configurationDto(store, cfg, base, false)) };
  });

  api.get('/preview/configurations/:configurationNumber', 'configurations:read', ({ store, params, base }) => ({
    body: configurationDto(store, configurationByKey(store, params.configurationNumber ?? ''), base, true),
    etag: true,
  }));

  api.post('/preview/configurations/calculate', 'configurations:read', calculate, { idempotent: false, ledger: false });
  api.post('/preview/configurations', 'configurations:write', create);
  api.post('/preview/configurations/:configurationNumber/reconfigure', 'configurations:write', reconfigure);
  api.post('/preview/configurations/:configurationNumber/order', 'configurations:write', order);

  api.delete('/preview/configurations/:configurationNumber', 'configurations:write', ({ store, params, now }) => {
    const cfg = configurationByKey(store, params.configurationNumber ?? '');
    refuseOrdered(cfg, 'deleted');
    store.sales.configurations.delete(cfg.configurationNumber);
    store.deletions.push({ entityType: 'Configuration', key: cfg.configurationNumber, deletedDate: now });
    return { status: 204, body: null, resourceRef: `configurations/${cfg.configurationNumber}`, effect: 'deleted' };
  });
}
