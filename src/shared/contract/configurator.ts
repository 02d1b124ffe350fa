import { z } from 'zod';
import { isDecimalString } from '../domain/decimal';
import type { Access } from '../domain/scopes';
import { asPathKey, decimalText, isoDate, MAX_DECIMAL } from './bounds';
import { command, query } from './define';
import { actionOfferSchema } from './offers';
import { documentFileSchema, documentLocale } from './labels';

/**
 * Configurator: sales staff pick a configurable item, fill in its form while the customer is on
 * the phone, see the price move with every answer, then save, order or quote the configuration.
 * Money and quantities stay decimal strings; timestamps are UTC ISO strings; enums are open.
 * ERP rules behind every shape: docs/api-assumptions.md rows 80-101.
 */

/** Feature types the form knows; any other type is shown read-only. */
export const featureTypes = ['Number', 'Selection', 'Boolean', 'ItemSelection', 'Text', 'Calculated'] as const;
export const quoteStatuses = ['Draft', 'Sent', 'Accepted', 'Declined', 'Expired', 'Converted'] as const;
/** Where the base price came from (row 87); `None` means no price anywhere, so the item cannot be ordered. */
export const priceSources = ['CustomerPriceList', 'CustomerGroupPriceList', 'ListPrice', 'None'] as const;

/**
 * The ERP scope each action needs, so a screen can disable a button up front and name the scope
 * (ScopedButton tag/access). Calculate is a read: a read-only credential may price.
 */
export const configuratorScopes = {
  browse: { tag: 'configurations', access: 'read' },
  calculate: { tag: 'configurations', access: 'read' },
  save: { tag: 'configurations', access: 'write' },
  reconfigure: { tag: 'configurations', access: 'write' },
  discard: { tag: 'configurations', access: 'write' },
  order: { tag: 'configurations', access: 'write' },
  readForm: { tag: 'items', access: 'read' },
  readCustomers: { tag: 'customers', access: 'read' },
  readSalesOrders: { tag: 'sales-orders', access: 'read' },
  readQuotes: { tag: 'quotes', access: 'read' },
  writeQuotes: { tag: 'quotes', access: 'write' },
} as const satisfies Record<string, { tag: string; access: Access }>;

const key = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Choose ${label}`)
    .max(40, `${label} is at most 40 characters`)
    .superRefine(asPathKey(`The number of ${label}`));
const configurationNumber = z
  .string()
  .trim()
  .min(1, 'Give the configuration number')
  .max(40, 'A configuration number is at most 40 characters')
  .superRefine(asPathKey('The configuration number'));
const quoteNumber = z
  .string()
  .trim()
  .min(1, 'Give the quote number')
  .max(40, 'A quote number is at most 40 characters')
  .superRefine(asPathKey('The quote number'));
/** Created by the screen when the action is prepared, so a repeat of the same action is recognised. */
const operationId = z.string().min(8, 'operationId is missing').max(200, 'operationId is too long');
const search = z.string().trim().max(100, 'Search is at most 100 characters').optional();

const quantity = z
  .string()
  .max(MAX_DECIMAL, `The quantity is at most ${MAX_DECIMAL} characters`)
  .trim()
  .refine(isDecimalString, 'The quantity must be a number such as 2 or 2.5')
  .refine((v) => !/^-/.test(v) && !/^0+(\.0+)?$/.test(v), 'The quantity must be greater than zero');

const dec = z.string().nullable();
const paging = { page: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(200).default(50) };
const pageOf = <T extends z.ZodType>(row: T) => z.object({ items: z.array(row), totalCount: z.number(), page: z.number(), pageSize: z.number() });

// ---------- Items, customers and the form ----------

export const configurableItemSchema = z.object({
  itemNumber: z.string(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  categoryCode: z.string().nullable(),
  baseUnitCode: z.string().nullable(),
  decimalPlaces: z.number().nullable(),
  /** The list price in the tenant's base currency, before any price list applies. */
  listPrice: dec,
  isActive: z.boolean(),
});
export type ConfigurableItem = z.infer<typeof configurableItemSchema>;

/** A scanned or typed item number: the item, or why it cannot be configured, in a sentence. */
export const scannedItemSchema = z.object({
  item: configurableItemSchema.nullable(),
  problem: z.enum(['notFound', 'notConfigurable', 'inactive']).nullable(),
  message: z.string().nullable(),
});
export type ScannedItem = z.infer<typeof scannedItemSchema>;

export const customerOptionSchema = z.object({
  customerNumber: z.string(),
  name: z.string().nullable(),
  city: z.string().nullable(),
  countryCode: z.string().nullable(),
  currencyCode: z.string().nullable(),
  customerGroupName: z.string().nullable(),
  invoiceEmail: z.string().nullable(),
  isActive: z.boolean(),
});
export type CustomerOption = z.infer<typeof customerOptionSchema>;

export const contactOptionSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  isPrimary: z.boolean(),
});
export type ContactOption = z.infer<typeof contactOptionSchema>;

export const conditionSchema = z.object({
  featureCode: z.string(),
  optionCodes: z.array(z.string()).nullable(),
  boolean: z.boolean().nullable(),
  minNumber: dec,
  maxNumber: dec,
});

export const featureOptionSchema = z.object({
  code: z.string(),
  name: z.string().nullable(),
  /** Surcharge per configured unit in the form's currency; ignored when the option links an item. */
  priceImpact: dec,
  linkedItemNumber: z.string().nullable(),
  linkedQuantity: dec,
  /** Every condition must hold for this option to be valid. */
  requires: z.array(conditionSchema),
});

export const candidateSchema = z.object({ itemNumber: z.string(), itemName: z.string().nullable(), priceImpact: dec });

export const featureSchema = z.object({
  code: z.string(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  /** Open: a type not in featureTypes is shown read-only. */
  type: z.string(),
  isRequired: z.boolean(),
  sortOrder: z.number(),
  unit: z.string().nullable(),
  isMeasured: z.boolean(),
  minValue: dec,
  maxValue: dec,
  step: dec,
  decimalPlaces: z.number().nullable(),
  maxLength: z.number().nullable(),
  priceImpact: dec,
  priceImpactPerUnit: dec,
  linkedItemNumber: z.string().nullable(),
  formula: z.string().nullable(),
  options: z.array(featureOptionSchema),
  candidates: z.array(candidateSchema),
});
export type Feature = z.infer<typeof featureSchema>;

export const formDefinitionSchema = z.object({
  itemNumber: z.string(),
  itemName: z.string().nullable(),
  baseUnitCode: z.string().nullable(),
  decimalPlaces: z.number().nullable(),
  /** The currency of every priceImpact in the form (the tenant's base currency). */
  currencyCode: z.string().nullable(),
  /** In sortOrder. */
  features: z.array(featureSchema),
});
export type FormDefinition = z.infer<typeof formDefinitionSchema>;

// ---------- Values and the price ----------

/** The field name a refusal of one feature's value carries (save, reconfigure): `values.WIDTH`. */
export const featureField = (featureCode: string): string => `values.${featureCode}`;

/** One answer on the form; the member that counts is the one for the feature's type. */
export const valueInputSchema = z.object({
  featureCode: z.string().trim().min(1).max(100),
  number: decimalText('A number').trim().refine(isDecimalString, 'Enter a number such as 2400 or 2.5').optional(),
  optionCode: z.string().max(100).optional(),
  boolean: z.boolean().optional(),
  itemNumber: z.string().max(40).optional(),
  text: z.string().max(2000).optional(),
});
export type ValueInput = z.infer<typeof valueInputSchema>;

/** A value as the ERP keeps it, with names to show; Calculated features carry their number. */
export const configurationValueSchema = z.object({
  featureCode: z.string(),
  featureName: z.string().nullable(),
  featureType: z.string().nullable(),
  isMeasured: z.boolean(),
  number: dec,
  optionCode: z.string().nullable(),
  optionName: z.string().nullable(),
  boolean: z.boolean().nullable(),
  itemNumber: z.string().nullable(),
  text: z.string().nullable(),
});
export type ConfigurationValue = z.infer<typeof configurationValueSchema>;

/** A form answer the ERP refuses; `message` is the sentence to show next to the feature's field. */
export const featureProblemSchema = z.object({
  featureCode: z.string().nullable(),
  /** The feature's label on screen. */
  featureName: z.string().nullable(),
  /** FeatureExplosion.RequiredFeatureMissing, .ValueOutOfRange, .InvalidOption, ... (open). */
  code: z.string(),
  message: z.string(),
});
export type FeatureProblem = z.infer<typeof featureProblemSchema>;

export const resolvedValueSchema = z.object({
  featureCode: z.string(),
  featureName: z.string().nullable(),
  number: dec,
  unit: z.string().nullable(),
  isMeasured: z.boolean(),
});

/** What one answer on the form adds to the unit price. */
export const surchargeLineSchema = z.object({
  featureCode: z.string(),
  featureName: z.string().nullable(),
  /** The option, candidate item or "Yes" / number chosen, as shown. */
  choice: z.string().nullable(),
  amountPerUnit: z.string(),
  /** The form's currency (row 80); the configuration's own total surcharge is in `currencyCode` of the price. */
  currencyCode: z.string().nullable(),
});
export type SurchargeLine = z.infer<typeof surchargeLineSchema>;

/** A component a linked option or chosen candidate puts into the bill of materials, at standard cost. */
export const costLineSchema = z.object({
  featureCode: z.string(),
  optionCode: z.string().nullable(),
  itemNumber: z.string(),
  itemName: z.string().nullable(),
  unit: z.string().nullable(),
  quantityPerUnit: dec,
  quantity: dec,
  unitCost: dec,
  lineCost: dec,
});
export type CostLine = z.infer<typeof costLineSchema>;

export const priceBreakdownSchema = z.object({
  currencyCode: z.string().nullable(),
  quantity: z.string(),
  basePricePerUnit: dec,
  priceSource: z.string().nullable(),
  priceListName: z.string().nullable(),
  surcharges: z.array(surchargeLineSchema),
  /** Null while the configuration is invalid. */
  surchargePerUnit: dec,
  surchargeTotal: dec,
  unitPrice: dec,
  total: dec,
  costCurrencyCode: z.string().nullable(),
  costLines: z.array(costLineSchema),
  totalCost: dec,
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

export const calculateInputSchema = z.object({
  itemNumber: key('an item'),
  quantity,
  /** Null prices anonymously at list prices in the base currency. */
  customerNumber: z.string().trim().max(40).nullable().optional(),
  /** Only this calculation is priced in it; the customer's currency otherwise. */
  currencyCode: z.string().trim().length(3, 'A currency code has three letters').optional(),
  warehouseCode: z.string().trim().max(40).optional(),
  values: z.array(valueInputSchema).max(500),
  /** Names a stream of calculations (the live price of one form): a newer one cancels the one still running. */
  stream: z.string().max(40).optional(),
});
export type CalculateInput = z.input<typeof calculateInputSchema>;

export const calculationSchema = z.object({
  itemNumber: z.string(),
  itemName: z.string().nullable(),
  customerNumber: z.string().nullable(),
  customerName: z.string().nullable(),
  isValid: z.boolean(),
  validationErrors: z.array(featureProblemSchema),
  values: z.array(configurationValueSchema),
  resolvedValues: z.array(resolvedValueSchema),
  price: priceBreakdownSchema,
});
export type Calculation = z.infer<typeof calculationSchema>;

// ---------- Saved configurations ----------

export const configurationRowSchema = z.object({
  configurationNumber: z.string(),
  itemNumber: z.string(),
  itemName: z.string().nullable(),
  customerNumber: z.string().nullable(),
  customerName: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  quantity: dec,
  warehouseCode: z.string().nullable(),
  createdDate: z.string().nullable(),
  modifiedDate: z.string().nullable(),
});
export type ConfigurationRow = z.infer<typeof configurationRowSchema>;

export const configurationDetailSchema = configurationRowSchema.extend({
  values: z.array(configurationValueSchema),
  /** Set once ordered: the configuration is then frozen (no reconfigure, no discard). */
  salesOrderNumber: z.string().nullable(),
  /** An order of this configuration was sent and its answer never came (found in the idempotency journal): ordering again resumes it. */
  pendingOrderSince: z.string().nullable(),
  /** Live price; once ordered, the order line's. Cost lines come with calculate only. */
  price: priceBreakdownSchema,
});
export type ConfigurationDetail = z.infer<typeof configurationDetailSchema>;

/**
 * The price of one listed configuration, read from its single record (the list carries none,
 * row 337). Either both figures with their currency, or `unpriced` saying why there is none.
 */
export const rowPriceSchema = z.object({
  configurationNumber: z.string(),
  currencyCode: z.string().nullable(),
  unitPrice: dec,
  total: dec,
  /** Why there is no figure (shown after "No price"): the item has no price, an answer no longer fits, discarded, unread. */
  unpriced: z.string().nullable(),
});
export type RowPrice = z.infer<typeof rowPriceSchema>;

/** At most the rows one screen shows (row 337): the list is never priced whole. */
export const MAX_PRICED_ROWS = 60;

export const configurationFilterSchema = z.object({
  search,
  customerNumber: z.string().trim().max(40).optional(),
  itemNumber: z.string().trim().max(40).optional(),
  ...paging,
});
export type ConfigurationFilter = z.input<typeof configurationFilterSchema>;

const title = z.string().trim().max(200, 'The title is at most 200 characters');
const description = z.string().trim().max(2000, 'The description is at most 2000 characters');

export const saveInputSchema = z.object({
  operationId,
  itemNumber: key('an item'),
  quantity,
  customerNumber: z.string().trim().max(40).optional(),
  title: title.optional(),
  description: description.optional(),
  warehouseCode: z.string().trim().max(40).optional(),
  values: z.array(valueInputSchema).max(500),
});
export type SaveInput = z.input<typeof saveInputSchema>;

/** Quantity only: leave `values` out. `values` present replaces the whole set. */
export const reconfigureInputSchema = z.object({
  operationId,
  configurationNumber,
  quantity: quantity.optional(),
  values: z.array(valueInputSchema).max(500).optional(),
  /** Claims a configuration saved without a customer; another customer cannot take it over. */
  customerNumber: z.string().trim().max(40).optional(),
  title: title.optional(),
  description: description.optional(),
  /** The `modifiedDate` of the copy the user changed; refused as `Configuration.Modified` when it moved on (row 270). */
  expectedModifiedDate: z.string().max(40).nullable().optional(),
});
export type ReconfigureInput = z.input<typeof reconfigureInputSchema>;

// ---------- Sales orders ----------

/** What every priced sales-document line carries (sales order and quote). */
const documentLineFields = {
  itemName: z.string().nullable(),
  description: z.string().nullable(),
  quantity: dec,
  unit: z.string().nullable(),
  unitPrice: dec,
  discountPercent: dec,
  taxPercent: dec,
  lineTotal: dec,
};

export const salesOrderLineSchema = z.object({
  lineNumber: z.number(),
  itemNumber: z.string(),
  ...documentLineFields,
  isManualPrice: z.boolean(),
  configurationNumber: z.string().nullable(),
});

export const salesOrderSchema = z.object({
  orderNumber: z.string(),
  /** Open: Placed, Released, Closed, Cancelled. */
  status: z.string(),
  orderDate: z.string().nullable(),
  customerNumber: z.string().nullable(),
  customerName: z.string().nullable(),
  customerReference: z.string().nullable(),
  requestedDeliveryDate: z.string().nullable(),
  currencyCode: z.string().nullable(),
  totalAmount: dec,
  totalVat: dec,
  totalAmountIncludingTax: dec,
  warehouseCode: z.string().nullable(),
  deliveryAddress: z.array(z.string()),
  paymentTermName: z.string().nullable(),
  deliveryTermName: z.string().nullable(),
  lines: z.array(salesOrderLineSchema),
});
export type SalesOrder = z.infer<typeof salesOrderSchema>;

/** The longest customer reference an order takes (docs/api-assumptions.md row 93). */
export const CUSTOMER_REFERENCE_MAX = 50;

export const orderInputSchema = z.object({
  operationId,
  configurationNumber,
  /** Needed when the configuration was saved without a customer; it then claims it first. */
  customerNumber: z.string().trim().max(40).optional(),
  customerReference: z.string().trim().max(CUSTOMER_REFERENCE_MAX, `The customer reference is at most ${CUSTOMER_REFERENCE_MAX} characters`).optional(),
  requestedDeliveryDate: isoDate('The requested delivery date').optional(),
});
export type OrderInput = z.input<typeof orderInputSchema>;

export const orderResultSchema = z.object({
  salesOrder: salesOrderSchema,
  configuration: configurationDetailSchema,
  /** ordered: placed now; replayed: placed by an earlier attempt of the same action, the ERP repeated its answer. */
  outcome: z.enum(['ordered', 'replayed']),
});
export type OrderResult = z.infer<typeof orderResultSchema>;

// ---------- Quotes ----------

export const quoteLineSchema = z.object({
  lineNumber: z.number(),
  itemNumber: z.string().nullable(),
  ...documentLineFields,
  /** The saved configuration behind the line, when the app put it there (row 336); null otherwise. */
  configurationNumber: z.string().nullable(),
});

export const quoteRowSchema = z.object({
  quoteNumber: z.string(),
  /** Open: see quoteStatuses. */
  status: z.string(),
  title: z.string().nullable(),
  customerNumber: z.string().nullable(),
  customerName: z.string().nullable(),
  quoteDate: z.string().nullable(),
  validUntil: z.string().nullable(),
  currencyCode: z.string().nullable(),
  totalAmount: dec,
  totalAmountIncludingTax: dec,
});
export type QuoteRow = z.infer<typeof quoteRowSchema>;

export const quoteDetailSchema = quoteRowSchema.extend({
  description: z.string().nullable(),
  totalVat: dec,
  contactName: z.string().nullable(),
  sentAt: z.string().nullable(),
  emailSentTo: z.string().nullable(),
  lines: z.array(quoteLineSchema),
  /** Accept, decline and convert to an order: the API describes none of them (row 335). */
  actions: z.object({ accept: actionOfferSchema, decline: actionOfferSchema, convert: actionOfferSchema }),
});
export type QuoteDetail = z.infer<typeof quoteDetailSchema>;

export const quoteFilterSchema = z.object({
  search,
  status: z.string().trim().max(40).optional(),
  customerNumber: z.string().trim().max(40).optional(),
  /** Open quotes whose last valid day is between `today` and this many days on (row 334). */
  expiringWithinDays: z
    .number()
    .int('Expiring within: whole days')
    .min(0, 'Expiring within: 0 days or more')
    .max(365, 'Expiring within: at most 365 days')
    .optional(),
  /** The user's calendar date, which "expiring" counts from. */
  today: isoDate('Today').optional(),
  ...paging,
});
export type QuoteFilter = z.input<typeof quoteFilterSchema>;

export const createQuoteInputSchema = z.object({
  operationId,
  customerNumber: key('a customer'),
  /** Each becomes one line at its configured unit price in the quote's currency. */
  configurationNumbers: z.array(configurationNumber).min(1, 'Choose at least one configuration').max(100),
  title: title.optional(),
  validUntil: isoDate('Valid until').optional(),
  customerContactId: z.string().max(36, 'Choose a contact from the list').uuid('Choose a contact from the list').optional(),
});
export type CreateQuoteInput = z.input<typeof createQuoteInputSchema>;

export const sendQuoteInputSchema = z.object({ operationId, quoteNumber, sendEmail: z.boolean().default(false) });

export const configuratorCalls = {
  'configurator.items': query('Configurable items by search, paged', z.object({ search, ...paging }), pageOf(configurableItemSchema)),
  'configurator.scanItem': query(
    'One item by its number (scanned or typed), or why it cannot be configured',
    z.object({ itemNumber: key('an item') }),
    scannedItemSchema,
  ),
  'configurator.customers': query(
    'Customers to choose from, by number, name or city',
    z.object({ search, includeInactive: z.boolean().default(false) }),
    z.object({ customers: z.array(customerOptionSchema), totalCount: z.number() }),
  ),
  'configurator.contacts': query(
    'Contacts of a customer, for the quote',
    z.object({ customerNumber: key('a customer') }),
    z.object({ contacts: z.array(contactOptionSchema) }),
  ),
  'configurator.form': query(
    'The configuration form of an item: features, bounds, options and their conditions',
    z.object({ itemNumber: key('an item') }),
    formDefinitionSchema,
  ),
  'configurator.calculate': query('Price a configuration without storing anything', calculateInputSchema, calculationSchema),
  'configurator.configurations': query(
    'Saved configurations (not yet ordered) by search, customer and item',
    configurationFilterSchema,
    pageOf(configurationRowSchema),
  ),
  'configurator.configuration': query('One saved configuration with its values and live price', z.object({ configurationNumber }), configurationDetailSchema),
  'configurator.rowPrices': query(
    'Unit price and total of the saved configurations on screen, from their single records',
    z.object({ configurationNumbers: z.array(configurationNumber).max(MAX_PRICED_ROWS, `At most ${MAX_PRICED_ROWS} configurations at once`) }),
    z.object({ prices: z.array(rowPriceSchema) }),
  ),
  'configurator.save': command('Save a new configuration', saveInputSchema, configurationDetailSchema),
  'configurator.reconfigure': command('Change the quantity, values or customer of a saved configuration', reconfigureInputSchema, configurationDetailSchema),
  /** DELETE carries no idempotency key: a repeat finds nothing and reports it already gone. */
  'configurator.discard': command(
    'Discard a configuration that was never ordered',
    z.object({ configurationNumber }),
    z.object({ configurationNumber: z.string(), discarded: z.boolean() }),
  ),
  'configurator.order': command('Turn a configuration into a sales order, exactly once', orderInputSchema, orderResultSchema),
  'configurator.salesOrder': query('One sales order', z.object({ orderNumber: key('a sales order') }), salesOrderSchema),
  'configurator.quotes': query('Quotes by search, status and customer, paged', quoteFilterSchema, pageOf(quoteRowSchema)),
  'configurator.quote': query('One quote with its lines', z.object({ quoteNumber }), quoteDetailSchema),
  'configurator.quotePdf': query(
    'The quote as a PDF for the customer, in the screen’s number format',
    z.object({ quoteNumber, locale: documentLocale }).strict(),
    documentFileSchema,
  ),
  'configurator.createQuote': command('Create a draft quote from saved configurations', createQuoteInputSchema, quoteDetailSchema),
  'configurator.sendQuote': command('Send a draft quote, optionally e-mailing it', sendQuoteInputSchema, quoteDetailSchema),
};
