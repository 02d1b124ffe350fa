import { lazy, Suspense, type ComponentType } from 'react';
import IconBox from '@tabler/icons-react/dist/esm/icons/IconBox.mjs';
import IconBrush from '@tabler/icons-react/dist/esm/icons/IconBrush.mjs';
import IconPhoto from '@tabler/icons-react/dist/esm/icons/IconPhoto.mjs';
import IconPlugConnected from '@tabler/icons-react/dist/esm/icons/IconPlugConnected.mjs';
import IconPuzzle from '@tabler/icons-react/dist/esm/icons/IconPuzzle.mjs';
import IconShoppingCart from '@tabler/icons-react/dist/esm/icons/IconShoppingCart.mjs';
import IconTicket from '@tabler/icons-react/dist/esm/icons/IconTicket.mjs';
import { PlannedWorkspace } from '../components/PlannedWorkspace';
import { WorkspaceLoadFailed, WorkspaceLoading } from '../components/WorkspaceLoading';
import { withReadScope } from '../components/ReadScopeGate';

export type WorkspaceId = 'warehouse' | 'purchasing' | 'configurator' | 'tickets' | 'media' | 'storefront' | 'connections';

export interface WorkspaceEntry {
  id: WorkspaceId;
  label: string;
  /** Who works here, shown under the title and in the command palette. */
  audience: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Alt+digit jumps here. */
  digit: number;
  /** What the workspace will offer; shown honestly while it is not built. */
  planned: string[];
  /** Loaded on first opening: each workspace is a chunk of its own, so the first screen stays small. */
  Component?: ComponentType;
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
  const component = workspaceById(id)?.Component as { preload?: () => void } | undefined;
  component?.preload?.();
}

const entries: Omit<WorkspaceEntry, 'digit'>[] = [
  {
    id: 'warehouse',
    label: 'Warehouse',
    audience: 'Inventory counts, adjustments and scrap, stock lookup',
    icon: IconBox,
    planned: [
      'Plan inventory counts (full, location, category, random, impulse) and apply completed ones',
      'Book stock adjustments and scrap, exactly once',
      'Look up stock per warehouse, batches with expiry, and recent movements',
      'Scanner-first: scan an item number anywhere to open its stock',
    ],
    Component: lazyWorkspace(() => import('./warehouse/WarehouseWorkspace'), (m) => m.WarehouseWorkspace),
  },
  {
    id: 'purchasing',
    label: 'Purchasing',
    audience: 'Purchase orders, receiving, replenishment',
    icon: IconShoppingCart,
    planned: [
      'Find purchase orders by status, supplier and dates',
      'Receive deliveries line by line, with batches and serial numbers',
      'Send, confirm and close orders',
      'Replenishment proposals turned into draft orders',
    ],
    Component: lazyWorkspace(() => import('./purchasing/PurchasingWorkspace'), (m) => m.PurchasingWorkspace),
  },
  {
    id: 'configurator',
    label: 'Configurator',
    audience: 'Price configurable products live',
    icon: IconPuzzle,
    planned: ['Configure a product and see its price update live', 'Save configurations and turn them into orders'],
    Component: lazyWorkspace(() => import('./configurator/ConfiguratorWorkspace'), (m) => m.ConfiguratorWorkspace),
  },
  {
    id: 'tickets',
    label: 'Tickets',
    audience: 'Support queues against SLAs',
    icon: IconTicket,
    planned: ['Work ticket queues with SLA due times', 'Reply, create tickets and returns'],
    Component: lazyWorkspace(() => import('./tickets/TicketsWorkspace'), (m) => m.TicketsWorkspace),
  },
  {
    id: 'media',
    label: 'Media',
    audience: "A channel's media library",
    icon: IconPhoto,
    planned: ['Upload images, videos and documents to a channel', 'Edit titles and alt texts, organise folders'],
    Component: lazyWorkspace(() => import('./media/MediaWorkspace'), (m) => withReadScope('media.library', m.MediaWorkspace)),
  },
  {
    id: 'storefront',
    label: 'Storefront',
    audience: 'Branding, assortment and content pages of a channel',
    icon: IconBrush,
    planned: ['Set colours, fonts and custom CSS for a channel', 'Preview before saving'],
    Component: lazyWorkspace(() => import('./storefront/StorefrontWorkspace'), (m) => m.StorefrontWorkspace),
  },
  {
    id: 'connections',
    label: 'Connections',
    audience: 'ERP connections and credentials',
    icon: IconPlugConnected,
    planned: [
      'Connection profiles for the ERP, with keys kept in the OS keychain',
      'Sign in with OAuth 2.1 in the system browser',
      'Test a connection and see its scopes',
    ],
    Component: lazyWorkspace(() => import('./connections/ConnectionsWorkspace'), (m) => m.ConnectionsWorkspace),
  },
];

export const workspaces: WorkspaceEntry[] = entries.map((entry, index) => ({ ...entry, digit: index + 1 }));

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
  if (!Component) return <PlannedWorkspace workspace={workspace} />;
  return (
    // Keyed by workspace so a failed load is retried when the user comes back, not remembered.
    <WorkspaceLoadFailed key={workspace.id} label={workspace.label}>
      <Suspense fallback={<WorkspaceLoading label={workspace.label} description={workspace.audience} />}>
        <Component />
      </Suspense>
    </WorkspaceLoadFailed>
  );
}
