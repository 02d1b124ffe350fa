import { useCall } from '../../api/hooks';

/** Suppliers and warehouses change rarely: loaded once per session and shared by every picker. */
export function usePurchasingReference() {
  const suppliers = useCall('purchasing.suppliers', {}, { staleTime: 10 * 60_000 });
  const warehouses = useCall('purchasing.warehouses', {}, { staleTime: 10 * 60_000 });
  const supplierOptions = (suppliers.data?.suppliers ?? [])
    .filter((s) => s.isActive)
    .map((s) => ({ value: s.supplierNumber, label: `${s.supplierNumber} · ${s.name ?? ''}` }));
  const warehouseOptions = (warehouses.data?.warehouses ?? []).map((w) => ({ value: w.warehouseCode, label: `${w.warehouseCode} · ${w.name ?? ''}` }));
  return { suppliers, warehouses, supplierOptions, warehouseOptions };
}
