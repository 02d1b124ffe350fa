import { createColumnHelper } from '@tanstack/react-table';
import type { LocationStock } from '@shared/contract/warehouse';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { quantity } from '../../components/format';

const column = createColumnHelper<LocationStock>();
const columns: DataTableColumn<LocationStock>[] = [
  column.accessor('warehouseCode', { header: 'Warehouse', size: 100, meta: { content: 'identifier' } }),
  column.accessor('locationCode', { header: 'Location', size: 100, meta: { content: 'identifier' } }),
  column.accessor('batchNumber', { header: 'Batch', size: 120, meta: { content: 'identifier', text: (r) => r.batchNumber ?? '–' } }),
  column.accessor('serialNumber', { header: 'Serial', size: 140, meta: { content: 'identifier', text: (r) => r.serialNumber ?? '–' } }),
  column.accessor('quantityOnHand', { header: 'On hand', size: 100, meta: { numeric: true, content: 'figure', text: (r) => quantity(r.quantityOnHand) } }),
];

/** Where the stock lies: one row per location, batch and serial. Enter on a row adjusts there. */
export function LocationStockTable({ itemNumber, rows, onAdjust }: { itemNumber: string; rows: LocationStock[]; onAdjust: (row: LocationStock) => void }) {
  return (
    <DataTable
      label={`Stock of ${itemNumber} by location`}
      data={rows}
      columns={columns}
      getRowId={(r) => `${r.warehouseCode}|${r.locationCode}|${r.batchNumber ?? ''}|${r.serialNumber ?? ''}`}
      onOpenRow={onAdjust}
      emptyMessage="No stock at any location."
      height={340}
      exportFileName={`stock-${itemNumber}`}
    />
  );
}
