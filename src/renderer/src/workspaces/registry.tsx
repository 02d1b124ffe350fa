import type { ComponentType } from 'react';
import {
  IconBox,
  IconBrush,
  IconPhoto,
  IconPlugConnected,
  IconPuzzle,
  IconShoppingCart,
  IconTicket,
} from '@tabler/icons-react';
import { PlannedWorkspace } from '../components/PlannedWorkspace';
import { ConfiguratorWorkspace } from './configurator/ConfiguratorWorkspace';
import { ConnectionsWorkspace } from './connections/ConnectionsWorkspace';
import { PurchasingWorkspace } from './purchasing/PurchasingWorkspace';
import { StorefrontWorkspace } from './storefront/StorefrontWorkspace';
import { TicketsWorkspace } from './tickets/TicketsWorkspace';
import { WarehouseWorkspace } from './warehouse/WarehouseWorkspace';

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
  Component?: ComponentType;
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
    Component: WarehouseWorkspace,
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
    Component: PurchasingWorkspace,
  },
  {
    id: 'configurator',
    label: 'Configurator',
    audience: 'Price configurable products live',
    icon: IconPuzzle,
    planned: ['Configure a product and see its price update live', 'Save configurations and turn them into orders'],
    Component: ConfiguratorWorkspace,
  },
  {
    id: 'tickets',
    label: 'Tickets',
    audience: 'Support queues against SLAs',
    icon: IconTicket,
    planned: ['Work ticket queues with SLA due times', 'Reply, create tickets and returns'],
    Component: TicketsWorkspace,
  },
  {
    id: 'media',
    label: 'Media',
    audience: "A channel's media library",
    icon: IconPhoto,
    planned: ['Upload images, videos and documents to a channel', 'Edit titles and alt texts, organise folders'],
  },
  {
    id: 'storefront',
    label: 'Storefront',
    audience: 'Branding, assortment and content pages of a channel',
    icon: IconBrush,
    planned: ['Set colours, fonts and custom CSS for a channel', 'Preview before saving'],
    Component: StorefrontWorkspace,
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
    Component: ConnectionsWorkspace,
  },
];

export const workspaces: WorkspaceEntry[] = entries.map((entry, index) => ({ ...entry, digit: index + 1 }));

export function workspaceById(id: string): WorkspaceEntry | undefined {
  return workspaces.find((w) => w.id === id);
}

export function WorkspaceView({ workspace }: { workspace: WorkspaceEntry }) {
  const { Component } = workspace;
  return Component ? <Component /> : <PlannedWorkspace workspace={workspace} />;
}
