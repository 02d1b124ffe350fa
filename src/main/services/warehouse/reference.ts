import type { HandlerGroup } from '../../hosts/dispatcher';

/** Warehouses (active only, with their locations) and item categories for the pickers. */
export const referenceHandlers: HandlerGroup<'warehouse.reference'> = {
  'warehouse.reference': async (ctx) => {
    const { client } = await ctx.connection.activeClient();
    const [warehouses, categories] = await Promise.all([client.preview.warehouses.list(), client.preview.items.categories()]);
    return {
      warehouses: warehouses
        .filter((w) => w.isActive !== false)
        .map((w) => ({
          warehouseCode: w.warehouseCode,
          name: w.name ?? null,
          locations: w.locations.filter((l) => l.isActive !== false).map((l) => ({ locationCode: l.locationCode, zone: l.zone ?? null, name: l.name ?? null })),
        })),
      categories: categories.map((c) => ({ code: c.code, name: c.name ?? null })),
    };
  },
};
