import type { HandlerGroup } from '../../hosts/dispatcher';
import { activeWarehouses } from '../shared/active-warehouses';

/** Warehouses (active only, with their locations) and item categories for the pickers. */
export const referenceHandlers: HandlerGroup<'warehouse.reference'> = {
  'warehouse.reference': async (ctx) => {
    const { client } = await ctx.connection.activeClient();
    const [warehouses, categories] = await Promise.all([activeWarehouses(client), client.preview.items.categories()]);
    return {
      warehouses,
      categories: categories.map((c) => ({ code: c.code, name: c.name ?? null })),
    };
  },
};
