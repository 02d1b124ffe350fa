import type { Api } from '../api';
import { readPaging, toPage } from '../rules/paging';
import { ts } from '../rules/timestamps';
import { modifiedSince } from './common';

/** Tombstones for delta sync (deletions:read): {entityType, key, deletedDate}, oldest first. */
export function registerDeletions(api: Api): void {
  api.get('/preview/deletions', 'deletions:read', ({ store, query }) => {
    const paging = readPaging(query);
    const since = modifiedSince(query, 'deletedSince');
    const rows = store.deletions.filter((d) => since === undefined || d.deletedDate >= since);
    return { body: toPage(rows, paging, (d) => ({ entityType: d.entityType, key: d.key, deletedDate: ts(d.deletedDate) })) };
  });
}
