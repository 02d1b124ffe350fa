import type { Prng } from '../seed/prng';
import type { Api } from '../api';
import { enums, readEnum } from '../rules/enums';
import { readPaging, toPage } from '../rules/paging';
import { ErrorList, problem } from '../rules/problems';
import { ts } from '../rules/timestamps';
import { checkCode, checkEmail, matchesSearch, queryBoolean, readBody, readString, requireString } from '../rules/validate';
import type { Customer, Store } from '../store';
import { byKey, changedSince, link, lookup, modifiedSince, nameOf } from './common';

/** Customers (customers:read / customers:write). */
function customerDto(c: Customer, store: Store, base: string) {
  return {
    id: c.id,
    customerNumber: c.customerNumber,
    name: c.name,
    organizationNumber: c.organizationNumber,
    vatNumber: c.vatNumber,
    customerGroupCode: c.customerGroupCode,
    customerGroupName: nameOf(store.customerGroups, c.customerGroupCode),
    paymentTermCode: c.paymentTermCode,
    paymentTermName: nameOf(store.paymentTerms, c.paymentTermCode),
    deliveryTermCode: c.deliveryTermCode,
    deliveryTermName: nameOf(store.deliveryTerms, c.deliveryTermCode),
    defaultCurrencyCode: c.defaultCurrencyCode,
    invoiceEmail: c.invoiceEmail,
    phone: c.phone,
    street1: c.street1,
    street2: c.street2,
    postalCode: c.postalCode,
    city: c.city,
    countryCode: c.countryCode,
    notes: c.notes,
    isActive: c.isActive,
    createdDate: ts(c.createdDate),
    modifiedDate: ts(c.modifiedDate),
    links: link(base, 'customers', c.customerNumber),
  };
}

export function registerCustomers(api: Api, ids: Prng): void {
  api.get('/preview/customers', 'customers:read', ({ store, query, base }) => {
    const paging = readPaging(query);
    const isActive = queryBoolean(query.isActive, 'isActive');
    const since = modifiedSince(query);
    const rows = [...store.customers.values()]
      .filter(
        (c) =>
          matchesSearch(query.search, c.customerNumber, c.name, c.organizationNumber, c.invoiceEmail) &&
          (isActive === undefined || c.isActive === isActive) &&
          changedSince(since, c.modifiedDate, c.createdDate),
      )
      .sort(byKey((c) => c.customerNumber));
    return { body: toPage(rows, paging, (c) => customerDto(c, store, base)) };
  });

  api.get('/preview/customers/:customerNumber', 'customers:read', ({ store, params, base }) => {
    return { body: customerDto(lookup(store.customers, params.customerNumber ?? '', 'Customer'), store, base), etag: true };
  });

  api.post('/preview/customers', 'customers:write', ({ store, body: raw, base, now }) => {
    const body = readBody(raw);
    const errors = new ErrorList();
    const name = errors.try(() => requireString(body, 'name', { max: 200 }));
    const customerNumber = errors.try(() => readString(body, 'customerNumber', { max: 20 }));
    const text = (field: string, max = 200) => errors.try(() => readString(body, field, { max })) ?? null;
    const invoiceEmail = text('invoiceEmail');
    errors.try(() => checkEmail(invoiceEmail, 'invoiceEmail'));
    const countryCode = text('countryCode', 2);
    errors.try(() => checkCode(countryCode, 'countryCode', /^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code such as NO'));
    const currency = text('defaultCurrencyCode', 3);
    errors.try(() => checkCode(currency, 'defaultCurrencyCode', /^[A-Z]{3}$/, 'an ISO 4217 code such as NOK'));
    const backorder = errors.try(() =>
      body.defaultBackorderBehavior == null ? 'CreateBackorder' : readEnum(body.defaultBackorderBehavior, enums.backorderBehavior, 'defaultBackorderBehavior'),
    );
    const fields = {
      city: text('city'),
      organizationNumber: text('organizationNumber', 50),
      phone: text('phone', 50),
      postalCode: text('postalCode', 20),
      street1: text('street1'),
      street2: text('street2'),
      vatNumber: text('vatNumber', 50),
      notes: text('notes', 2000),
    };
    errors.throwIfAny();
    if (customerNumber && store.customers.has(customerNumber)) {
      throw problem.conflict('Customer.NumberInUse', `Customer number ${customerNumber} is already in use.`, 'customerNumber');
    }
    let number = customerNumber;
    while (!number || store.customers.has(number)) number = `C${++store.sequences.customer}`;
    const customer: Customer = {
      id: ids.uuidV7(now),
      customerNumber: number,
      name: name as string,
      customerGroupCode: null,
      paymentTermCode: 'NET30',
      deliveryTermCode: null,
      defaultCurrencyCode: currency ?? store.tenant.baseCurrency,
      defaultBackorderBehavior: backorder ?? 'CreateBackorder',
      invoiceEmail,
      countryCode,
      ...fields,
      isActive: true,
      createdDate: now,
      modifiedDate: null,
    };
    store.customers.set(number, customer);
    const dto = customerDto(customer, store, base);
    return { status: 201, body: dto, location: dto.links.self, resourceRef: `customers/${number}`, effect: `created customer ${customer.name}` };
  });
}
