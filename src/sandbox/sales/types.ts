/**
 * Sales-side data of the sandbox ERP: configurator forms, price lists, configurations, sales
 * orders, quotes and customer contacts. Decimals are strings, instants epoch ms, dates ISO.
 * Shapes follow docs/api-assumptions.md rows 80-101.
 */
export const FEATURE_TYPES = ['Number', 'Selection', 'Boolean', 'ItemSelection', 'Text', 'Calculated'] as const;
export type FeatureType = (typeof FEATURE_TYPES)[number];

/** A condition an option needs on another feature's value. */
export interface Condition {
  featureCode: string;
  optionCodes?: string[];
  boolean?: boolean;
  minNumber?: string;
  maxNumber?: string;
}

export interface FeatureOption {
  code: string;
  name: string;
  /** Base-currency surcharge per configured unit; ignored when the option links an item. */
  priceImpact: string;
  linkedItemNumber: string | null;
  /** Component quantity per configured unit; "1" when linked and not set. */
  linkedQuantity: string | null;
  requires: Condition[];
}

export interface Candidate {
  itemNumber: string;
  priceImpact: string;
}

export interface Feature {
  code: string;
  name: string;
  description: string | null;
  type: FeatureType;
  isRequired: boolean;
  sortOrder: number;
  unit: string | null;
  isMeasured: boolean;
  minValue: string | null;
  maxValue: string | null;
  step: string | null;
  decimalPlaces: number | null;
  maxLength: number | null;
  priceImpact: string | null;
  priceImpactPerUnit: string | null;
  linkedItemNumber: string | null;
  formula: string | null;
  options: FeatureOption[];
  candidates: Candidate[];
}

export interface FormDefinition {
  itemNumber: string;
  features: Feature[];
}

export interface PriceListLine {
  itemNumber: string;
  minQuantity: string;
  unitPrice: string;
}

export interface PriceList {
  code: string;
  name: string;
  currencyCode: string;
  lines: PriceListLine[];
}

/** Where a price came from: the first level of the hierarchy that has one (row 87). */
export type PriceSource = 'CustomerPriceList' | 'CustomerGroupPriceList' | 'ListPrice' | 'None';

/** A configuration's price as the pricing engine answers it, every amount a decimal string. */
export interface ConfigurationPrice {
  currencyCode: string;
  priceSource: PriceSource;
  priceListName: string | null;
  basePricePerUnit: string | null;
  configurationSurchargePerUnit: string | null;
  configurationPriceImpact: string | null;
  unitPrice: string | null;
  totalPrice: string | null;
}

/** One input value as stored: exactly one member is set, per the feature's type. */
export interface StoredValue {
  featureCode: string;
  number: string | null;
  optionCode: string | null;
  boolean: boolean | null;
  itemNumber: string | null;
  text: string | null;
}

/** Prices as they were when the configuration became an order line. */
export type FrozenPrice = ConfigurationPrice;

export interface Configuration {
  configurationNumber: string;
  itemNumber: string;
  customerNumber: string | null;
  title: string;
  description: string | null;
  quantity: string;
  warehouseCode: string | null;
  values: StoredValue[];
  salesOrderNumber: string | null;
  frozenPrice: FrozenPrice | null;
  createdDate: number;
  modifiedDate: number | null;
}

export type SalesOrderStatus = 'Draft' | 'Placed' | 'Released' | 'Closed' | 'Cancelled';

export interface Address {
  name: string;
  street1: string | null;
  street2: string | null;
  postalCode: string | null;
  city: string | null;
  countryCode: string | null;
}

export interface SalesOrderLine {
  lineNumber: number;
  itemNumber: string;
  description: string | null;
  quantity: string;
  deliveredQuantity: string;
  unit: string;
  unitPrice: string;
  discountPercent: string;
  taxPercent: string;
  isManualPrice: boolean;
  configurationNumber: string | null;
}

export interface SalesOrder {
  id: string;
  orderNumber: string;
  status: SalesOrderStatus;
  customerNumber: string;
  customerReference: string | null;
  channelCode: string | null;
  externalOrderNumber: string | null;
  externalOrderScope: string | null;
  currencyCode: string;
  orderDate: string;
  requestedDeliveryDate: string | null;
  plannedDeliveryDate: string | null;
  warehouseCode: string;
  deliveryTermCode: string | null;
  paymentTermCode: string | null;
  deliveryAddress: Address;
  externalNotes: string | null;
  lines: SalesOrderLine[];
  createdDate: number;
  modifiedDate: number;
}

export type QuoteStatus = 'Draft' | 'Sent' | 'Accepted' | 'Declined' | 'Expired' | 'Converted';

export interface QuoteLine {
  lineNumber: number;
  itemNumber: string;
  description: string | null;
  quantity: string;
  unit: string;
  unitPrice: string;
  discountPercent: string;
  taxPercent: string;
}

export interface Quote {
  quoteNumber: string;
  customerNumber: string;
  customerContactId: string | null;
  currencyCode: string;
  title: string | null;
  description: string | null;
  quoteDate: string;
  validUntil: string;
  /** Stored status; a Sent quote past validUntil reads as Expired. */
  status: Exclude<QuoteStatus, 'Expired'>;
  sentAt: number | null;
  emailSentTo: string | null;
  acceptedAt: number | null;
  declinedAt: number | null;
  declinedReason: string | null;
  convertedToOrderNumber: string | null;
  lines: QuoteLine[];
  createdDate: number;
  modifiedDate: number;
}

export interface Contact {
  id: string;
  customerNumber: string;
  name: string;
  email: string | null;
  phone: string | null;
  isPrimary: boolean;
}

export interface SalesData {
  forms: Map<string, FormDefinition>;
  priceLists: Map<string, PriceList>;
  /** customerNumber -> price list code. */
  customerPriceList: Map<string, string>;
  /** customerGroupCode -> price list code. */
  groupPriceList: Map<string, string>;
  /** Volume breaks of the list price, in the tenant base currency. */
  listPriceBreaks: PriceListLine[];
  /** customerNumber -> automatic line discount in percent. */
  customerDiscounts: Map<string, string>;
  contacts: Contact[];
  configurations: Map<string, Configuration>;
  salesOrders: Map<string, SalesOrder>;
  quotes: Map<string, Quote>;
  sequences: { configuration: number; salesOrder: number; quote: number };
}

export function emptySalesData(): SalesData {
  return {
    forms: new Map(),
    priceLists: new Map(),
    customerPriceList: new Map(),
    groupPriceList: new Map(),
    listPriceBreaks: [],
    customerDiscounts: new Map(),
    contacts: [],
    configurations: new Map(),
    salesOrders: new Map(),
    quotes: new Map(),
    sequences: { configuration: 100000, salesOrder: 300000, quote: 200000 },
  };
}
