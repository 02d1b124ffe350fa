import { create } from 'zustand';
import { workspaceById, workspaces, type WorkspaceId } from '../workspaces/registry';

function fromHash(): WorkspaceId {
  const id = window.location.hash.replace(/^#\/?/, '').split('/')[0] ?? '';
  return workspaceById(id)?.id ?? workspaces[0]!.id;
}

interface NavigationState {
  current: WorkspaceId;
  go: (id: WorkspaceId) => void;
}

/** The active workspace, mirrored in the URL hash so reloads and deep links land in the same place. */
export const useNavigation = create<NavigationState>((set) => ({
  current: fromHash(),
  go: (id) => {
    if (window.location.hash !== `#/${id}`) window.history.pushState(null, '', `#/${id}`);
    set({ current: id });
  },
}));

window.addEventListener('hashchange', () => useNavigation.setState({ current: fromHash() }));
window.addEventListener('popstate', () => useNavigation.setState({ current: fromHash() }));
