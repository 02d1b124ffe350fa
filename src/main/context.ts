import type { EventHub } from './events';

/** Where the app runs; the renderer shows it and some behaviour (opening links) differs. */
export type HostKind = 'electron' | 'browser';

/**
 * Everything a handler may use. Services are plain functions of (context, validated input),
 * so the same table runs under Electron, under the browser host and in tests.
 */
export interface AppContext {
  readonly host: HostKind;
  readonly version: string;
  readonly dataDir: string;
  readonly events: EventHub;
}
