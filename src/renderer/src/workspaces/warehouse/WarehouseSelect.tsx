import { Select, type SelectProps } from '@mantine/core';
import { useWarehouseReference } from './useWarehouseReference';

/** A warehouse picker over the active warehouses: "OSL · Oslo Alnabru Central Warehouse". */
export function WarehouseSelect(props: Omit<SelectProps, 'data'>) {
  const reference = useWarehouseReference();
  const data = (reference.data?.warehouses ?? []).map((w) => ({ value: w.warehouseCode, label: `${w.warehouseCode} · ${w.name ?? ''}` }));
  return <Select searchable {...props} data={data} />;
}
