import { z } from 'zod';
import { collection, getAll, getPage, seg, type AllOptions, type ListOptions, type ResourceContext } from '../resource';
import { isoDate, links, nbool, ndec, nint, nstr, nts } from '../schemas';

export const supplierSchema = z.looseObject({
  supplierNumber: z.string(),
  name: nstr,
  email: nstr,
  currencyCode: nstr,
  countryCode: nstr,
  leadTimeDays: nint,
  isActive: nbool,
  createdDate: nts,
  modifiedDate: nts,
  links,
});
export type Supplier = z.infer<typeof supplierSchema>;

export const supplierItemSchema = z.looseObject({
  supplierNumber: nstr,
  itemNumber: z.string(),
  itemName: nstr,
  supplierItemNumber: nstr,
  leadTimeDays: nint,
  minOrderQuantity: ndec,
  orderMultiple: ndec,
  unitPrice: ndec,
  currencyCode: nstr,
  isPrimary: nbool,
});
export type SupplierItem = z.infer<typeof supplierItemSchema>;

export const purchaseAgreementSchema = z.looseObject({
  agreementNumber: nstr,
  supplierNumber: nstr,
  supplierName: nstr,
  itemNumber: nstr,
  unitPrice: ndec,
  currencyCode: nstr,
  leadTimeDays: nint,
  validFrom: isoDate.nullish(),
  validTo: isoDate.nullish(),
  isActive: nbool,
});
export type PurchaseAgreement = z.infer<typeof purchaseAgreementSchema>;

export interface SupplierQuery {
  search?: string;
  isActive?: boolean;
  modifiedSince?: string;
}

export function suppliersApi(ctx: ResourceContext) {
  const itemsPath = (supplierNumber: string) => `/preview/suppliers/${seg(supplierNumber)}/items`;
  return {
    ...collection<SupplierQuery, typeof supplierSchema>(ctx, '/preview/suppliers', 'supplier', supplierSchema),
    items: (supplierNumber: string, opts?: ListOptions) => getPage(ctx, itemsPath(supplierNumber), {}, supplierItemSchema, 'supplier item list', opts),
    allItems: (supplierNumber: string, opts?: AllOptions) => getAll(ctx, itemsPath(supplierNumber), {}, supplierItemSchema, 'supplier item list', opts),
    /** Agreement lines; `isActive` means flagged and valid today. */
    agreements: (query: { itemNumber?: string; supplierNumber?: string; isActive?: boolean }, opts?: AllOptions) =>
      getAll(ctx, '/preview/purchase-agreements', { ...query }, purchaseAgreementSchema, 'purchase agreement list', opts),
  };
}
