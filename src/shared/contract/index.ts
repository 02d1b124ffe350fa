import type { z } from 'zod';
import type { Envelope } from '../errors';
import { appCalls } from './app';
import { configuratorCalls } from './configurator';
import { connectionCalls } from './connections';
import { customerContextCalls } from './customer-context';
import { draftCalls } from './drafts';
import { labelCalls } from './labels';
import { mediaCalls } from './media';
import { outboxCalls } from './outbox';
import { purchasingCalls } from './purchasing';
import { returnCalls } from './returns';
import { snippetCalls } from './snippets';
import { storefrontCalls } from './storefront';
import { ticketPreferenceCalls } from './ticket-preferences';
import { ticketSlaCalls } from './ticket-sla';
import { ticketCalls } from './tickets';
import { warehouseCalls } from './warehouse';
import type { EventName, EventPayload } from './events';

/**
 * The whole IPC contract: every call main serves, by name. Each workspace adds its own file
 * (contract/<workspace>.ts) and spreads it in here; nothing else declares IPC.
 */
export const contract = {
  ...appCalls,
  ...connectionCalls,
  ...draftCalls,
  ...labelCalls,
  ...mediaCalls,
  ...outboxCalls,
  ...configuratorCalls,
  ...purchasingCalls,
  ...storefrontCalls,
  ...ticketCalls,
  ...ticketPreferenceCalls,
  ...ticketSlaCalls,
  ...customerContextCalls,
  ...returnCalls,
  ...snippetCalls,
  ...warehouseCalls,
} as const;

export type Contract = typeof contract;
export type CallName = keyof Contract;
export type CallInput<K extends CallName> = z.input<Contract[K]['input']>;
export type CallOutput<K extends CallName> = z.output<Contract[K]['output']>;
export const callNames = Object.keys(contract) as CallName[];

export function isCallName(name: unknown): name is CallName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(contract, name);
}

/** What the preload exposes as `window.api`, and what the browser host's client mirrors. */
export type DesktopApi = {
  readonly [K in CallName]: (input: CallInput<K>) => Promise<Envelope<CallOutput<K>>>;
} & {
  readonly on: <E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void) => () => void;
};

export { eventSchemas, eventNames } from './events';
export type { EventName, EventPayload } from './events';

/** Channel names used by the Electron transport. */
/** file: the preload registers a dropped or picked file's path with main and gets an opaque id back. */
export const ipcChannels = { call: 'qm:call', event: 'qm:event', file: 'qm:file' } as const;
