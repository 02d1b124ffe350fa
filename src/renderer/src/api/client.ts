import type { CallInput, CallName, CallOutput, DesktopApi, EventName, EventPayload } from '@shared/contract';
import { AppError, type Envelope } from '@shared/errors';
import { createHttpBridge } from './http-bridge';

/** Electron's preload provides `window.api`; the browser host does not, so build the same shape. */
const bridge: DesktopApi = window.api ?? createHttpBridge();

/** Call main; an error envelope becomes a typed AppError with its code and field errors intact. */
export async function call<K extends CallName>(name: K, input: CallInput<K>): Promise<CallOutput<K>> {
  const fn = bridge[name] as unknown as (input: CallInput<K>) => Promise<Envelope<CallOutput<K>>>;
  const envelope = await fn(input);
  if (envelope.ok) return envelope.value as CallOutput<K>;
  throw new AppError(envelope.error);
}

export function onEvent<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
  return bridge.on(event, listener);
}
