import { z } from 'zod';
import { openEnum } from '@shared/domain/enums';
import { collection, getAll, send, seg, type ResourceContext } from '../resource';
import { links, nbool, nstr, nts, utcTimestamp } from '../schemas';
import type { CallOptions } from '../types';

export const backorderBehavior = openEnum(['CreateBackorder', 'CancelRemaining', 'HoldOrder']);

export const customerSchema = z.looseObject({
  id: nstr,
  customerNumber: z.string(),
  name: nstr,
  isActive: z.boolean(),
  createdDate: utcTimestamp,
  modifiedDate: nts,
  city: nstr,
  countryCode: nstr,
  postalCode: nstr,
  street1: nstr,
  street2: nstr,
  phone: nstr,
  invoiceEmail: nstr,
  organizationNumber: nstr,
  vatNumber: nstr,
  customerGroupCode: nstr,
  customerGroupName: nstr,
  defaultCurrencyCode: nstr,
  deliveryTermCode: nstr,
  deliveryTermName: nstr,
  paymentTermCode: nstr,
  paymentTermName: nstr,
  notes: nstr,
  links,
});
export type Customer = z.infer<typeof customerSchema>;

/** A customer's contact person (docs/api-assumptions.md row 97), named on a quote. */
export const customerContactSchema = z.looseObject({ id: z.string(), name: nstr, email: nstr, phone: nstr, isPrimary: nbool });
export type CustomerContact = z.infer<typeof customerContactSchema>;

export interface CustomerQuery {
  search?: string;
  isActive?: boolean;
  modifiedSince?: string;
}

export interface CreateCustomerInput {
  name: string;
  customerNumber?: string;
  city?: string;
  countryCode?: string;
  defaultBackorderBehavior?: 'CreateBackorder' | 'CancelRemaining' | 'HoldOrder';
  defaultCurrencyCode?: string;
  invoiceEmail?: string;
  notes?: string;
  organizationNumber?: string;
  phone?: string;
  postalCode?: string;
  street1?: string;
  street2?: string;
  vatNumber?: string;
}

export function customersApi(ctx: ResourceContext) {
  return {
    ...collection<CustomerQuery, typeof customerSchema>(ctx, '/preview/customers', 'customer', customerSchema),
    create: async (input: CreateCustomerInput, opts?: CallOptions) =>
      (await send(ctx, { method: 'POST', path: '/preview/customers', json: input, ...opts }, customerSchema, 'customer')).value,
    allContacts: (customerNumber: string) => getAll(ctx, `/preview/customers/${seg(customerNumber)}/contacts`, {}, customerContactSchema, 'contact list'),
  };
}
