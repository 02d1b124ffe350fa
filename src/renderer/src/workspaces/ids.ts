/**
 * The workspaces by id, in the order the navigation lists them (Alt+1 is the first). Plain data:
 * the navigation store and the drafts need the ids without loading the registry and its screens.
 */
export const workspaceIds = ['warehouse', 'purchasing', 'configurator', 'tickets', 'media', 'storefront', 'connections'] as const;

export type WorkspaceId = (typeof workspaceIds)[number];

export function isWorkspaceId(id: string): id is WorkspaceId {
  return (workspaceIds as readonly string[]).includes(id);
}
