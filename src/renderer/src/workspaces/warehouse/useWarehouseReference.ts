import { useCall } from '../../api/hooks';

/** Warehouses with their locations, and item categories: reference data, fetched once a while. */
export function useWarehouseReference() {
  return useCall('warehouse.reference', {}, { staleTime: 5 * 60_000 });
}
