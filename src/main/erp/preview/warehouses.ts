import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../paging';
import { send, type ResourceContext } from '../resource';
import { arrayOrItems, links, nbool, nint, nstr } from '../schemas';
import type { CallOptions } from '../types';

export const locationSchema = z.looseObject({
  locationCode: z.string(),
  name: nstr,
  zone: nstr,
  isActive: nbool,
});

/** Reference rows spell their key `code`; other resources say `warehouseCode`. Both are accepted. */
export const warehouseSchema = z
  .looseObject({
    code: nstr,
    warehouseCode: nstr,
    name: nstr,
    isActive: nbool,
    defaultLocationCode: nstr,
    transportTimeDays: nint,
    locations: z.array(locationSchema).default([]),
    links,
  })
  .refine((w) => !!(w.warehouseCode ?? w.code), { message: 'warehouse without code' })
  .transform((w) => ({ ...w, warehouseCode: (w.warehouseCode ?? w.code)! }));
export type Warehouse = z.output<typeof warehouseSchema>;
export type WarehouseLocation = z.infer<typeof locationSchema>;

/** Reference data is small; it may come as a plain array or as one page of a paged list. */
const listSchema = arrayOrItems(warehouseSchema);

export function warehousesApi(ctx: ResourceContext) {
  return {
    list: async (opts: CallOptions = {}): Promise<Warehouse[]> =>
      (
        await send(
          ctx,
          { method: 'GET', path: '/preview/reference/warehouses', query: { pageSize: MAX_PAGE_SIZE }, conditional: true, ...opts },
          listSchema,
          'warehouse list',
        )
      ).value,
  };
}
