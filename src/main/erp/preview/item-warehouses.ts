import { z } from 'zod';
import { openEnum } from '@shared/domain/enums';
import { getAll, getPage, type AllOptions, type ListOptions, type ResourceContext } from '../resource';
import { links, nbool, ndec, nint, nstr, nts } from '../schemas';

export const importance = openEnum(['Critical', 'Standard', 'Accessory', 'SpecialOrder']);
export const lotSizing = openEnum(['LotForLot', 'FixedReorderQuantity', 'FillToMax']);

export const itemWarehouseSchema = z.looseObject({
  itemNumber: z.string(),
  itemName: nstr,
  warehouseCode: nstr,
  isActive: nbool,
  importance: importance.schema.nullish(),
  leadTimeDays: nint,
  calculatedSafetyStock: ndec,
  minQuantity: ndec,
  maxQuantity: ndec,
  safetyStock: ndec,
  reorderQuantity: ndec,
  lotSizing: lotSizing.schema.nullish(),
  transferLeadTimeDays: nint,
  modifiedDate: nts,
  links,
});
export type ItemWarehouse = z.infer<typeof itemWarehouseSchema>;

export interface ItemWarehouseQuery {
  itemNumber?: string;
  warehouseCode?: string;
  isActive?: boolean;
}

export function itemWarehousesApi(ctx: ResourceContext) {
  return {
    list: (query: ItemWarehouseQuery = {}, opts?: ListOptions) =>
      getPage(ctx, '/preview/item-warehouses', { ...query }, itemWarehouseSchema, 'item-warehouse list', opts),
    all: (query: ItemWarehouseQuery = {}, opts?: AllOptions) =>
      getAll(ctx, '/preview/item-warehouses', { ...query }, itemWarehouseSchema, 'item-warehouse list', opts),
  };
}
