import { Decimal, money, qty } from '../rules/decimals';
import { addDays, DAY_MS, isoDate } from '../rules/timestamps';
import { evaluate, inputsOf } from '../sales/configure';
import { priceBookOf, priceCustomerOf, vatPercentFor } from '../sales/documents';
import { newSalesOrder, orderConfiguration } from '../sales/ordering';
import { itemPrice } from '../sales/pricing';
import type { Configuration, PriceListLine, Quote, SalesOrder, SalesOrderStatus, StoredValue } from '../sales/types';
import type { Customer, Item, Store } from '../store';
import { seedConfigurables } from './configurables';
import type { Prng } from './prng';

/**
 * Sales side of the demo company: configurable items and forms, price lists (customer, group,
 * list-price breaks), automatic discounts, contacts, a handful of sales orders and quotes for
 * existing customers, and saved configurations (one of them already ordered).
 */
const CONFIGURABLE_NUMBERS = ['FV-80001', 'FV-80002', 'FV-80003', 'FV-80004', 'FV-80005', 'FV-80006', 'FV-80007', 'FV-80008'];
const CONTACT_NAMES = ['Ingrid Dahl', 'Lars Berg', 'Sofia Lind', 'Mikkel Hansen', 'Aino Virtanen', 'Erik Nilsson', 'Kari Solberg', 'Jonas Holm'];

const share = (amount: string, percent: number) => money(new Decimal(amount).times(percent).div(100));

function seedPriceLists(store: Store, customers: Customer[], sellable: Item[]): void {
  const { sales } = store;
  const listOf = (itemNumber: string) => store.items.get(itemNumber)?.salesPrice ?? '0';
  const dealer: PriceListLine[] = [
    ...CONFIGURABLE_NUMBERS.flatMap((n) => [
      { itemNumber: n, minQuantity: '0', unitPrice: share(listOf(n), 88) },
      { itemNumber: n, minQuantity: '5', unitPrice: share(listOf(n), 82) },
    ]),
    ...sellable.slice(0, 20).flatMap((i) => [
      { itemNumber: i.itemNumber, minQuantity: '0', unitPrice: share(i.salesPrice ?? '0', 90) },
      { itemNumber: i.itemNumber, minQuantity: '10', unitPrice: share(i.salesPrice ?? '0', 85) },
    ]),
  ];
  sales.priceLists.set('DEALER', { code: 'DEALER', name: 'Dealer prices', currencyCode: 'NOK', lines: dealer });
  sales.priceLists.set('CLUB', {
    code: 'CLUB',
    name: 'Club and association prices',
    currencyCode: 'NOK',
    lines: CONFIGURABLE_NUMBERS.map((n) => ({ itemNumber: n, minQuantity: '0', unitPrice: share(listOf(n), 92) })),
  });
  sales.groupPriceList.set('RETAIL', 'DEALER');
  sales.groupPriceList.set('CLUB', 'CLUB');
  sales.listPriceBreaks.push(...CONFIGURABLE_NUMBERS.map((n) => ({ itemNumber: n, minQuantity: '5', unitPrice: share(listOf(n), 95) })));

  const keyAccount = customers.find((c) => c.countryCode === 'NO' && c.customerGroupCode === 'RETAIL' && c.isActive);
  if (keyAccount) {
    sales.priceLists.set('KEY-NO', {
      code: 'KEY-NO',
      name: `Key account ${keyAccount.name}`,
      currencyCode: 'NOK',
      lines: [
        { itemNumber: 'FV-80001', minQuantity: '0', unitPrice: '7490.00' },
        { itemNumber: 'FV-80005', minQuantity: '0', unitPrice: '18990.00' },
        { itemNumber: 'FV-80005', minQuantity: '3', unitPrice: '17990.00' },
      ],
    });
    sales.customerPriceList.set(keyAccount.customerNumber, 'KEY-NO');
  }
  const swedish = customers.find((c) => c.countryCode === 'SE' && c.isActive);
  if (swedish) {
    sales.priceLists.set('PARTNER-SE', {
      code: 'PARTNER-SE',
      name: 'Nordic partner prices SEK',
      currencyCode: 'SEK',
      lines: [
        { itemNumber: 'FV-80003', minQuantity: '0', unitPrice: '6900.00' },
        { itemNumber: 'FV-80007', minQuantity: '0', unitPrice: '3150.00' },
      ],
    });
    sales.customerPriceList.set(swedish.customerNumber, 'PARTNER-SE');
  }
  for (const c of customers) if (c.customerGroupCode === 'GUIDE') sales.customerDiscounts.set(c.customerNumber, '5');
  const club = customers.find((c) => c.customerGroupCode === 'CLUB');
  if (club) sales.customerDiscounts.set(club.customerNumber, '10');
}

function seedContacts(store: Store, p: Prng, customers: Customer[]): void {
  customers.forEach((c, i) => {
    const count = 1 + (i % 3 === 0 ? 1 : 0);
    for (let n = 0; n < count; n++) {
      const name = CONTACT_NAMES[(i + n * 3) % CONTACT_NAMES.length] as string;
      const domain = c.invoiceEmail?.split('@')[1] ?? null;
      store.sales.contacts.push({
        id: p.uuidV7(c.createdDate + n),
        customerNumber: c.customerNumber,
        name,
        email: domain && (n === 0 || i % 2 === 0) ? `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${domain}` : null,
        phone: p.chance(0.6) ? `+47 ${p.int(400, 999)} ${p.int(10, 99)} ${p.int(100, 999)}` : null,
        isPrimary: n === 0,
      });
    }
  });
}

const ORDER_STATES: SalesOrderStatus[] = [
  'Placed',
  'Released',
  'Placed',
  'Closed',
  'Cancelled',
  'Released',
  'Draft',
  'Placed',
  'Released',
  'Closed',
  'Placed',
  'Placed',
];

function seedSalesOrders(store: Store, p: Prng, anchor: number, customers: Customer[], sellable: Item[]): SalesOrder[] {
  const book = priceBookOf(store);
  return ORDER_STATES.map((status, i) => {
    const customer = customers[(i * 7) % customers.length] as Customer;
    const created = anchor - p.int(1, 60) * DAY_MS - p.int(0, 86_399) * 1000;
    const lines = Array.from({ length: p.int(1, 4) }, (_, n) => {
      const item = sellable[(i * 11 + n * 5) % sellable.length] as Item;
      const quantity = item.decimalPlaces > 0 ? new Decimal(p.int(100, 2000)).div(100) : new Decimal(p.int(1, 12));
      const priced = itemPrice(book, item, priceCustomerOf(customer), quantity);
      const delivered =
        status === 'Closed'
          ? quantity
          : status === 'Released' && n === 0
            ? quantity.div(2).toDecimalPlaces(item.decimalPlaces, Decimal.ROUND_DOWN)
            : new Decimal(0);
      return {
        lineNumber: n + 1,
        itemNumber: item.itemNumber,
        description: item.name,
        quantity: qty(quantity),
        deliveredQuantity: qty(delivered),
        unit: item.baseUnitCode ?? 'PCS',
        unitPrice: priced.unitPrice ?? '0.00',
        discountPercent: priced.discountPercent,
        taxPercent: vatPercentFor(store, customer, item.itemNumber),
        isManualPrice: false,
        configurationNumber: null,
      };
    });
    const order = newSalesOrder(
      store,
      customer,
      lines,
      {
        customerReference: p.chance(0.6) ? `PO ${p.int(1000, 9999)}` : null,
        requestedDeliveryDate: p.chance(0.5) ? addDays(isoDate(created), p.int(7, 30)) : null,
        warehouseCode: p.chance(0.8) ? 'OSL' : 'BGN',
      },
      created,
      p.uuidV7(created),
    );
    order.status = status;
    order.plannedDeliveryDate = status === 'Cancelled' || status === 'Draft' ? null : addDays(order.orderDate, p.int(3, 21));
    if (i % 4 === 1) {
      order.channelCode = 'B2B-NO';
      order.externalOrderNumber = `B2B-${p.int(100000, 999999)}`;
      order.externalOrderScope = 'Fjellvind Forhandlerportal';
    }
    order.modifiedDate = Math.min(anchor - 60_000, created + p.int(0, 5) * DAY_MS);
    store.sales.salesOrders.set(order.orderNumber, order);
    return order;
  });
}

const QUOTE_STATES: Quote['status'][] = ['Draft', 'Draft', 'Sent', 'Sent', 'Accepted', 'Declined', 'Converted', 'Draft'];

function seedQuotes(store: Store, p: Prng, anchor: number, customers: Customer[], sellable: Item[], orders: SalesOrder[]): void {
  const book = priceBookOf(store);
  QUOTE_STATES.forEach((status, i) => {
    const customer = customers[(i * 5 + 3) % customers.length] as Customer;
    const created = anchor - p.int(2, 50) * DAY_MS;
    const quoteDate = isoDate(created);
    const contact = store.sales.contacts.find((c) => c.customerNumber === customer.customerNumber) ?? null;
    const quoteNumber = `Q-${++store.sales.sequences.quote}`;
    const quote: Quote = {
      quoteNumber,
      customerNumber: customer.customerNumber,
      customerContactId: contact?.id ?? null,
      currencyCode: customer.defaultCurrencyCode,
      title: `${['Spring', 'Club', 'Expedition', 'Season'][i % 4] as string} offer ${customer.city ?? ''}`.trim(),
      description: p.chance(0.5) ? 'Prices valid for the quantities quoted.' : null,
      quoteDate,
      // The fourth quote (Sent) has run out, so it reads as Expired.
      validUntil: i === 3 ? addDays(isoDate(anchor), -2) : addDays(quoteDate, 30 + p.int(0, 30)),
      status,
      sentAt: status === 'Draft' ? null : created + DAY_MS / 4,
      emailSentTo: status !== 'Draft' && contact?.email ? contact.email : null,
      acceptedAt: status === 'Accepted' || status === 'Converted' ? created + 3 * DAY_MS : null,
      declinedAt: status === 'Declined' ? created + 4 * DAY_MS : null,
      declinedReason: status === 'Declined' ? 'Chose another supplier.' : null,
      convertedToOrderNumber: status === 'Converted' ? (orders.find((o) => o.status === 'Placed') as SalesOrder).orderNumber : null,
      lines: Array.from({ length: p.int(1, 3) }, (_, n) => {
        const item = sellable[(i * 13 + n * 7 + 2) % sellable.length] as Item;
        const quantity = item.decimalPlaces > 0 ? new Decimal(p.int(100, 5000)).div(100) : new Decimal(p.int(1, 20));
        return {
          lineNumber: n + 1,
          itemNumber: item.itemNumber,
          description: item.name,
          quantity: qty(quantity),
          unit: item.baseUnitCode ?? 'PCS',
          unitPrice: itemPrice(book, item, priceCustomerOf(customer), quantity).unitPrice ?? '0.00',
          discountPercent: n === 0 && i % 3 === 0 ? '7.5' : '0',
          taxPercent: vatPercentFor(store, customer, item.itemNumber),
        };
      }),
      createdDate: created,
      modifiedDate: Math.min(anchor - 60_000, created + (status === 'Draft' ? 0 : 4 * DAY_MS)),
    };
    store.sales.quotes.set(quoteNumber, quote);
  });
}

const v = (featureCode: string, member: Partial<StoredValue>): StoredValue => ({
  featureCode,
  number: null,
  optionCode: null,
  boolean: null,
  itemNumber: null,
  text: null,
  ...member,
});

/** Saved configurations: [item, customer index or null, quantity, values, ordered]. */
const SAVED: [string, number | null, string, StoredValue[], boolean][] = [
  [
    'FV-80001',
    0,
    '1',
    [
      v('WIDTH', { number: '4000' }),
      v('PROJECTION', { number: '2500' }),
      v('FRAME', { optionCode: 'CASSETTE' }),
      v('DRIVE', { optionCode: 'MOTOR_WIND' }),
      v('COLOUR', { optionCode: 'GREY' }),
      v('VALANCE', { boolean: true }),
      v('REMOTE', { itemNumber: 'FV-81004' }),
      v('VALANCE_PRINT', { text: 'Kafé Fjord' }),
    ],
    false,
  ],
  [
    'FV-80002',
    null,
    '2',
    [
      v('WIDTH', { number: '2400' }),
      v('PROJECTION', { number: '1500' }),
      v('FRAME', { optionCode: 'OPEN' }),
      v('DRIVE', { optionCode: 'CRANK' }),
      v('COLOUR', { optionCode: 'STRIPE' }),
    ],
    false,
  ],
  [
    'FV-80005',
    1,
    '1',
    [
      v('LENGTH', { number: '5.2' }),
      v('HULL', { optionCode: 'GLASS' }),
      v('STEERING', { optionCode: 'RUDDER' }),
      v('DECK', { optionCode: 'CUSTOM' }),
      v('DAY_HATCH', { boolean: true }),
      v('PADDLE', { itemNumber: 'FV-81011' }),
      v('HULL_NAME', { text: 'Havørn' }),
    ],
    false,
  ],
  [
    'FV-80007',
    null,
    '1',
    [
      v('TORSO', { number: '48' }),
      v('VOLUME', { optionCode: '65L' }),
      v('FABRIC', { optionCode: 'CORDURA' }),
      v('HIPBELT', { optionCode: 'M' }),
      v('FRAME_SHEET', { itemNumber: 'FV-81014' }),
    ],
    false,
  ],
  [
    'FV-80003',
    2,
    '4',
    [
      v('SIZE', { optionCode: '3P' }),
      v('LENGTH', { number: '230' }),
      v('VESTIBULES', { number: '2' }),
      v('FLY', { optionCode: 'POLYCOTTON' }),
      v('VENT', { optionCode: 'STOVE_JACK' }),
      v('POLES', { itemNumber: 'FV-81009' }),
      v('FOOTPRINT', { boolean: true }),
    ],
    false,
  ],
  [
    'FV-80008',
    3,
    '10',
    [
      v('TORSO', { number: '44' }),
      v('VOLUME', { optionCode: '30L' }),
      v('FABRIC', { optionCode: 'DYNEEMA' }),
      v('HIPBELT', { optionCode: 'S' }),
      v('FRAME_SHEET', { itemNumber: 'FV-81013' }),
      v('MONOGRAM', { text: 'TURLAG' }),
    ],
    true,
  ],
];

function seedConfigurations(store: Store, p: Prng, anchor: number, customers: Customer[]): void {
  SAVED.forEach(([itemNumber, customerIndex, quantity, values, ordered], i) => {
    const item = store.items.get(itemNumber) as Item;
    const customer = customerIndex === null ? null : (customers[(customerIndex * 9) % customers.length] as Customer);
    const created = anchor - (30 - i * 4) * DAY_MS - p.int(0, 86_399) * 1000;
    const evaluation = evaluate(store, item, customer, new Decimal(quantity), inputsOf(values), customer?.defaultCurrencyCode ?? store.tenant.baseCurrency);
    if (evaluation.explosion.errors.length > 0)
      throw new Error(`seeded configuration of ${itemNumber} is invalid: ${evaluation.explosion.errors.map((e) => e.detail).join(' ')}`);
    const cfg: Configuration = {
      configurationNumber: `CFG-${++store.sales.sequences.configuration}`,
      itemNumber,
      customerNumber: customer?.customerNumber ?? null,
      title: item.name,
      description: i % 2 === 0 ? 'Measured on site by our installer.' : null,
      quantity,
      warehouseCode: null,
      values: evaluation.stored,
      salesOrderNumber: null,
      frozenPrice: null,
      createdDate: created,
      modifiedDate: i % 3 === 0 ? created + DAY_MS : null,
    };
    store.sales.configurations.set(cfg.configurationNumber, cfg);
    if (ordered && customer)
      orderConfiguration(
        store,
        cfg,
        item,
        customer,
        evaluation,
        { customerReference: 'Club order', requestedDeliveryDate: null },
        created + 2 * DAY_MS,
        p.uuidV7(created + 2 * DAY_MS),
      );
  });
}

export function seedSales(store: Store, p: Prng, anchor: number): void {
  seedConfigurables(store, anchor);
  const customers = [...store.customers.values()].filter((c) => c.isActive).sort((a, b) => a.customerNumber.localeCompare(b.customerNumber));
  const sellable = [...store.items.values()].filter(
    (i) => i.isActive && !i.isConfigurable && i.salesPrice !== null && i.baseUnitCode !== null && !i.itemNumber.startsWith('FV-81'),
  );
  seedPriceLists(store, customers, sellable);
  seedContacts(store, p, customers);
  const orders = seedSalesOrders(store, p, anchor, customers, sellable);
  seedQuotes(store, p, anchor, customers, sellable, orders);
  seedConfigurations(store, p, anchor, customers);
}
