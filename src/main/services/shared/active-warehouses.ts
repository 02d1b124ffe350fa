import type { ErpClient } from '../../erp/client';

/** Active warehouses with their active locations, for every workspace's pickers. */
export async function activeWarehouses(client: ErpClient) {
  const warehouses = await client.preview.warehouses.list();
  return warehouses
    .filter((w) => w.isActive !== false)
    .map((w) => ({
      warehouseCode: w.warehouseCode,
      name: w.name ?? null,
      defaultLocationCode: w.defaultLocationCode ?? null,
      locations: w.locations.filter((l) => l.isActive !== false).map((l) => ({ locationCode: l.locationCode, zone: l.zone ?? null, name: l.name ?? null })),
    }));
}
