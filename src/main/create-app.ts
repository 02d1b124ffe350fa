import { mkdirSync } from 'node:fs';
import type { AppContext, HostKind } from './context';
import { EventHub } from './events';
import { createDispatcher, type Dispatch } from './hosts/dispatcher';
import { handlers } from './services';

export interface AppCore {
  ctx: AppContext;
  dispatch: Dispatch;
  close(): Promise<void>;
}

export interface AppCoreOptions {
  host: HostKind;
  version: string;
  dataDir: string;
}

/**
 * The composition root shared by the Electron entry and the browser host: builds the context
 * once and the one dispatcher both transports serve.
 */
export async function createAppCore(options: AppCoreOptions): Promise<AppCore> {
  mkdirSync(options.dataDir, { recursive: true });
  const ctx: AppContext = {
    host: options.host,
    version: options.version,
    dataDir: options.dataDir,
    events: new EventHub(),
  };
  return { ctx, dispatch: createDispatcher(handlers, ctx), close: async () => {} };
}
