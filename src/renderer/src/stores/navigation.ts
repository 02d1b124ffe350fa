import { create } from 'zustand';
import type { RecordKind } from '@shared/contract/app';
import { isWorkspaceId, workspaceIds, type WorkspaceId } from '../workspaces/ids';

function fromHash(): WorkspaceId {
  const id = window.location.hash.replace(/^#\/?/, '').split('/')[0] ?? '';
  return isWorkspaceId(id) ? id : workspaceIds[0];
}

/** A record someone asked to open from outside its workspace (the command palette, a ticket alert). */
export interface RecordRequest {
  kind: RecordKind;
  number: string;
}

/** Which workspace opens which kind of record. */
export const workspaceOfRecord: Record<RecordKind, WorkspaceId> = {
  item: 'warehouse',
  count: 'warehouse',
  purchaseOrder: 'purchasing',
  ticket: 'tickets',
  configuration: 'configurator',
  quote: 'configurator',
  // A customer opens as the list of that customer's quotes.
  customer: 'configurator',
};

/** A kept draft someone asked to open from the Drafts list: its editor on its record. */
export interface DraftRequest {
  editor: string;
  recordKey: string;
}

interface NavigationState {
  current: WorkspaceId;
  /** Waiting for its workspace to open it; the workspace clears it once it has. */
  record: RecordRequest | null;
  /** Likewise for a draft's editor. */
  draft: DraftRequest | null;
  go: (id: WorkspaceId) => void;
  openRecord: (record: RecordRequest) => void;
  /** Goes to the draft's workspace (the editor name's first part), which opens the editor. */
  openDraft: (draft: DraftRequest) => void;
}

/** The active workspace, mirrored in the URL hash so reloads and deep links land in the same place. */
export const useNavigation = create<NavigationState>((set, get) => ({
  current: fromHash(),
  record: null,
  draft: null,
  go: (id) => {
    if (window.location.hash !== `#/${id}`) window.history.pushState(null, '', `#/${id}`);
    set({ current: id });
  },
  openRecord: (record) => {
    get().go(workspaceOfRecord[record.kind]);
    set({ record: { ...record } });
  },
  openDraft: (draft) => {
    const id = draft.editor.split('.')[0] ?? '';
    if (isWorkspaceId(id)) get().go(id);
    set({ draft: { ...draft } });
  },
}));

window.addEventListener('hashchange', () => useNavigation.setState({ current: fromHash() }));
window.addEventListener('popstate', () => useNavigation.setState({ current: fromHash() }));
