import { lazy, Suspense, type ComponentType } from 'react';
import IconBox from '@tabler/icons-react/dist/esm/icons/IconBox.mjs';
import IconBrush from '@tabler/icons-react/dist/esm/icons/IconBrush.mjs';
import IconPhoto from '@tabler/icons-react/dist/esm/icons/IconPhoto.mjs';
import IconPlugConnected from '@tabler/icons-react/dist/esm/icons/IconPlugConnected.mjs';
import IconPuzzle from '@tabler/icons-react/dist/esm/icons/IconPuzzle.mjs';
import IconShoppingCart from '@tabler/icons-react/dist/esm/icons/IconShoppingCart.mjs';
import IconTicket from '@tabler/icons-react/dist/esm/icons/IconTicket.mjs';
import { WorkspaceLoadFailed, WorkspaceLoading } from '../components/WorkspaceLoading';
import { withReadScope } from '../components/ReadScopeGate';
import { workspaceIds, type WorkspaceId } from './ids';

export type { WorkspaceId };

export interface WorkspaceEntry {
  id: WorkspaceId;
  label: string;
  /** Who works here, shown under the title and in the command palette. */
  audience: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Alt+digit jumps here. */
  digit: number;
  /** Loaded on first opening: each workspace is a chunk of its own, so the first screen stays small. */
  Component: ComponentType & { preload: () => void };
}

/**
 * A workspace module's named component as a lazily loaded one (React.lazy wants a default
 * export), with `preload` to start fetching it before React asks (the first screen's chunk).
 */
function lazyWorkspace<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType & { preload: () => void } {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () => (loading ??= load().then((module) => ({ default: pick(module) })));
  return Object.assign(lazy(start), { preload: () => void start() });
}

/** Starts loading a workspace's code at once; the app calls it for the first screen before rendering. */
export function preloadWorkspace(id: string): void {
  workspaceById(id)?.Component.preload();
}

const entries: Record<WorkspaceId, Omit<WorkspaceEntry, 'id' | 'digit'>> = {
  warehouse: {
    label: 'Warehouse',
    audience: 'Inventory counts, adjustments and scrap, stock lookup',
    icon: IconBox,
    Component: lazyWorkspace(
      () => import('./warehouse/WarehouseWorkspace'),
      (m) => m.WarehouseWorkspace,
    ),
  },
  purchasing: {
    label: 'Purchasing',
    audience: 'Purchase orders, receiving, replenishment',
    icon: IconShoppingCart,
    Component: lazyWorkspace(
      () => import('./purchasing/PurchasingWorkspace'),
      (m) => m.PurchasingWorkspace,
    ),
  },
  configurator: {
    label: 'Configurator',
    audience: 'Price configurable products live',
    icon: IconPuzzle,
    Component: lazyWorkspace(
      () => import('./configurator/ConfiguratorWorkspace'),
      (m) => m.ConfiguratorWorkspace,
    ),
  },
  tickets: {
    label: 'Tickets',
    audience: 'Support queues against SLAs',
    icon: IconTicket,
    Component: lazyWorkspace(
      () => import('./tickets/TicketsWorkspace'),
      (m) => m.TicketsWorkspace,
    ),
  },
  media: {
    label: 'Media',
    audience: "A channel's media library",
    icon: IconPhoto,
    Component: lazyWorkspace(
      () => import('./media/MediaWorkspace'),
      (m) => withReadScope('media.library', m.MediaWorkspace),
    ),
  },
  storefront: {
    label: 'Storefront',
    audience: 'Branding, assortment and content pages of a channel',
    icon: IconBrush,
    Component: lazyWorkspace(
      () => import('./storefront/StorefrontWorkspace'),
      (m) => m.StorefrontWorkspace,
    ),
  },
  connections: {
    label: 'Connections',
    audience: 'ERP connections and credentials',
    icon: IconPlugConnected,
    Component: lazyWorkspace(
      () => import('./connections/ConnectionsWorkspace'),
      (m) => m.ConnectionsWorkspace,
    ),
  },
};

export const workspaces: WorkspaceEntry[] = workspaceIds.map((id, index) => ({ id, ...entries[id], digit: index + 1 }));

/**
 * Once the first screen is up and the window is idle, the other workspaces' code is fetched too,
 * so Alt+digit and a scan typed right after it meet a workspace that is already there.
 */
export function preloadOtherWorkspacesWhenIdle(): void {
  const all = () => workspaces.forEach((w) => preloadWorkspace(w.id));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(all, { timeout: 5_000 });
  else setTimeout(all, 2_000);
}

export function workspaceById(id: string): WorkspaceEntry | undefined {
  return workspaces.find((w) => w.id === id);
}

export function WorkspaceView({ workspace }: { workspace: WorkspaceEntry }) {
  const { Component } = workspace;
  return (
    // Keyed by workspace so a failed load is retried when the user comes back, not remembered.
    <WorkspaceLoadFailed key={workspace.id} label={workspace.label}>
      <Suspense fallback={<WorkspaceLoading label={workspace.label} description={workspace.audience} />}>
        <Component />
      </Suspense>
    </WorkspaceLoadFailed>
  );
}
