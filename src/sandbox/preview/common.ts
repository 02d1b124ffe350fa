import type { Api } from '../api';
import { readPaging, toPage } from '../rules/paging';
import { problem } from '../rules/problems';
import { parseInstant } from '../rules/timestamps';
import type { Item, NamedCode, Store, Warehouse } from '../store';

/** Lookups and filters shared by the /preview resource modules. */
export function modifiedSince(query: Record<string, string | undefined>, field = 'modifiedSince'): number | undefined {
  const raw = query[field];
  return raw === undefined || raw === '' ? undefined : parseInstant(raw, field);
}

/** Delta sync: records created or changed at or after the instant (modifiedDate, else createdDate). */
export function changedSince(since: number | undefined, modified: number | null | undefined, created: number): boolean {
  return since === undefined || (modified ?? created) >= since;
}

export function link(base: string, ...segments: string[]): { self: string } {
  return { self: `${base}/preview/${segments.map((s, i) => (i % 2 === 1 ? encodeURIComponent(s) : s)).join('/')}` };
}

/** A key in the URL that does not exist is 404; a key in a body or query that does not exist is 400 naming the field. */
export function lookup<T>(map: ReadonlyMap<string, T>, key: string, entity: string, field?: string): T {
  const found = map.get(key);
  if (found) return found;
  const code = `${entity.replace(/ /g, '')}.NotFound`;
  const detail = `${entity} '${key}' was not found.`;
  throw field ? problem.invalid(field, code, detail) : problem.notFound(code, detail);
}

export const itemByKey = (store: Store, itemNumber: string, field?: string): Item => lookup(store.items, itemNumber, 'Item', field);
export const warehouseByCode = (store: Store, code: string, field?: string): Warehouse => lookup(store.warehouses, code, 'Warehouse', field);

export function locationIn(warehouse: Warehouse, locationCode: string, field: string): string {
  const location = warehouse.locations.find((l) => l.locationCode === locationCode);
  if (!location) {
    throw problem.invalid(field, 'WarehouseLocation.NotFound', `Location '${locationCode}' does not exist in warehouse ${warehouse.code}.`);
  }
  return location.locationCode;
}

/** The name of a reference code ({code, name} list), null when the code is null or unknown. */
export function nameOf(list: readonly NamedCode[], code: string | null): string | null {
  return code === null ? null : (list.find((c) => c.code === code)?.name ?? null);
}

export function byKey<T>(key: (row: T) => string): (a: T, b: T) => number {
  return (a, b) => {
    const ka = key(a);
    const kb = key(b);
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  };
}

export function equalsIgnoreCase(a: string | null | undefined, b: string | undefined): boolean {
  return b === undefined || (a ?? '').toLowerCase() === b.toLowerCase();
}

/** A paged reference list of {code, name} under /preview/reference/{path}. */
export function codeList(api: Api, path: string, scope: string, pick: (store: Store) => NamedCode[]): void {
  api.get(`/preview/reference/${path}`, scope, ({ store, query }) => ({
    body: toPage(pick(store), readPaging(query), (c) => ({ code: c.code, name: c.name })),
  }));
}
