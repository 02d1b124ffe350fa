import type { SavedViewFilter } from '@shared/contract/ticket-preferences';

/** The filters and sort above the list; with the queue or view on the left, what a saved view keeps. */
export type Filters = Omit<SavedViewFilter, 'queueCode' | 'view'>;

export const noFilters: Filters = { status: null, priority: null, type: null, customerNumber: null, open: 'open', search: '', sort: 'nextDeadline' };

/** Whether the list shows what a saved view keeps (its sidebar entry is then marked as current). */
export function showsView(current: SavedViewFilter, view: SavedViewFilter): boolean {
  return (Object.keys(view) as (keyof SavedViewFilter)[]).every((key) => current[key] === view[key]);
}
