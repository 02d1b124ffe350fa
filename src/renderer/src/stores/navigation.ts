import { create } from 'zustand';
import type { RecordKind } from '@shared/contract/app';
import { workspaceById, workspaces, type WorkspaceId } from '../workspaces/registry';

function fromHash(): WorkspaceId {
  const id = window.location.hash.replace(/^#\/?/, '').split('/')[0] ?? '';
  return workspaceById(id)?.id ?? workspaces[0]!.id;
}

/** A record someone asked to open from outside its workspace (the command palette, a ticket alert). */
export interface RecordRequest {
  kind: RecordKind;
  number: string;
}

/** Which workspace opens which kind of record. */
export const workspaceOfRecord: Record<RecordKind, WorkspaceId> = { item: 'warehouse', count: 'warehouse', purchaseOrder: 'purchasing', ticket: 'tickets' };

interface NavigationState {
  current: WorkspaceId;
  /** Waiting for its workspace to open it; the workspace clears it once it has. */
  record: RecordRequest | null;
  go: (id: WorkspaceId) => void;
  openRecord: (record: RecordRequest) => void;
}

/** The active workspace, mirrored in the URL hash so reloads and deep links land in the same place. */
export const useNavigation = create<NavigationState>((set, get) => ({
  current: fromHash(),
  record: null,
  go: (id) => {
    if (window.location.hash !== `#/${id}`) window.history.pushState(null, '', `#/${id}`);
    set({ current: id });
  },
  openRecord: (record) => {
    get().go(workspaceOfRecord[record.kind]);
    set({ record: { ...record } });
  },
}));

window.addEventListener('hashchange', () => useNavigation.setState({ current: fromHash() }));
window.addEventListener('popstate', () => useNavigation.setState({ current: fromHash() }));
