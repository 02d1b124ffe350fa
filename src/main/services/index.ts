import type { HandlerTable } from '../hosts/dispatcher';
import { appHandlers } from './app';
import { configuratorHandlers } from './configurator';
import { connectionHandlers } from './connections';
import { draftHandlers } from './drafts';
import { labelHandlers } from './labels';
import { mediaHandlers } from './media';
import { outboxHandlers } from './outbox';
import { purchasingHandlers } from './purchasing';
import { snippetHandlers } from './snippets';
import { storefrontHandlers } from './storefront';
import { ticketHandlers } from './tickets';
import { ticketPreferenceHandlers } from './tickets/preferences';
import { warehouseHandlers } from './warehouse';

/** Every handler of the contract, one group per workspace (services/<workspace>/). */
export const handlers: HandlerTable = {
  ...appHandlers,
  ...configuratorHandlers,
  ...connectionHandlers,
  ...draftHandlers,
  ...labelHandlers,
  ...mediaHandlers,
  ...outboxHandlers,
  ...purchasingHandlers,
  ...snippetHandlers,
  ...storefrontHandlers,
  ...ticketHandlers,
  ...ticketPreferenceHandlers,
  ...warehouseHandlers,
};
