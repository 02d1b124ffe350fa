import type { Warehouse } from '../store';

const WAREHOUSES: { code: string; name: string; transport: number | null; zones: [string, string, number][] }[] = [
  {
    code: 'OSL',
    name: 'Oslo Alnabru Central Warehouse',
    transport: null,
    zones: [
      ['A', 'Pick face', 24],
      ['B', 'Bulk racking', 16],
      ['C', 'Hazmat cage', 4],
      ['R', 'Receiving dock', 2],
    ],
  },
  {
    code: 'BGN',
    name: 'Bergen Regional Warehouse',
    transport: 2,
    zones: [
      ['A', 'Pick face', 12],
      ['B', 'Bulk racking', 6],
      ['R', 'Receiving dock', 1],
    ],
  },
  {
    code: 'TRD',
    name: 'Trondheim Service Depot',
    transport: 3,
    zones: [
      ['A', 'Pick face', 8],
      ['R', 'Receiving dock', 1],
    ],
  },
];

export function buildWarehouses(): Warehouse[] {
  return WAREHOUSES.map((w) => ({
    code: w.code,
    name: w.name,
    isActive: true,
    transportTimeDays: w.transport,
    defaultLocationCode: 'R-01',
    locations: w.zones.flatMap(([zone, name, n]) =>
      Array.from({ length: n }, (_, i) => ({ locationCode: `${zone}-${String(i + 1).padStart(2, '0')}`, zone, name: `${name} ${i + 1}` })),
    ),
  }));
}
