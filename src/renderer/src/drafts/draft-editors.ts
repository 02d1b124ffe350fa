import type { WorkspaceId } from '../workspaces/ids';

/**
 * How the Drafts list names an editor. The workspace is the editor name's first part
 * (`tickets.reply` → tickets), so an editor added later is listed without an entry here; the
 * entry only gives it a friendlier name than its id.
 */
const titles: Record<string, string> = {
  'storefront.branding': 'Branding',
  'storefront.pageDetails': 'Content page details',
  'storefront.pageSections': 'Content page sections',
  'storefront.homePage': 'Home page',
  'storefront.newPage': 'New content page',
  'tickets.reply': 'Reply',
  'tickets.update': 'Ticket status and routing',
  'tickets.create': 'New ticket',
  'tickets.return': 'New return',
  'tickets.receiveReturn': 'Receive return',
  'tickets.snippet': 'Saved reply',
  'tickets.signature': 'Reply signature',
  'tickets.viewName': 'Saved view name',
  'purchasing.receive': 'Receive delivery',
  'purchasing.newOrder': 'New purchase order',
  'purchasing.editLines': 'Order lines',
  'warehouse.adjustment': 'Stock adjustment',
  'warehouse.scrap': 'Scrap',
  'warehouse.newCount': 'New count',
  'warehouse.countLines': 'Counted quantities',
  'warehouse.labelGtin': 'GTIN for labels',
  'configurator.configuration': 'Configuration',
  'configurator.newQuote': 'New quote',
  'configurator.saveAs': 'Save configuration',
  'configurator.order': 'Order configuration',
  'media.metadata': 'Media details',
  'media.bulkMetadata': 'Media details (several files)',
  'connections.profile': 'Connection',
};

export function draftEditorTitle(editor: string): string {
  return titles[editor] ?? editor;
}

export function draftWorkspace(editor: string): WorkspaceId {
  return editor.split('.')[0] as WorkspaceId;
}
