import { callNames, type DesktopApi, type EventName } from '@shared/contract';
import type { Envelope } from '@shared/errors';

/** The host refused the access cookie: it was restarted (new token) or the page was opened some other way. */
const noAccess: Envelope<never> = {
  ok: false,
  error: {
    kind: 'auth',
    title: 'This page has no access to Quartermaster',
    detail: 'Open the address printed in the terminal where Quartermaster runs (npm run start:browser); each start prints a fresh one.',
    codes: [],
    fieldErrors: [],
  },
};

function networkFailure(detail: string): Envelope<never> {
  return { ok: false, error: { kind: 'network', title: 'The app host did not answer', detail, codes: [], fieldErrors: [] } };
}

/**
 * The same `DesktopApi` the Electron preload exposes, over the browser host's loopback
 * HTTP (calls) and WebSocket (events). Screens cannot tell which one they use. Access rides on
 * the host's HttpOnly cookie, which the browser sends by itself; this page never sees the token.
 */
export function createHttpBridge(): DesktopApi {
  const listeners = new Map<EventName, Set<(payload: never) => void>>();
  let socket: WebSocket | undefined;

  const connect = () => {
    const wsUrl = new URL('/api/events', window.location.href);
    wsUrl.protocol = wsUrl.protocol === 'https:' ? 'wss:' : 'ws:';
    socket = new WebSocket(wsUrl);
    socket.onmessage = (message) => {
      const { event, payload } = JSON.parse(String(message.data)) as { event: EventName; payload: never };
      listeners.get(event)?.forEach((listener) => listener(payload));
    };
    socket.onclose = (close) => {
      socket = undefined;
      if (close.code !== 4401) setTimeout(connect, 1000);
    };
  };

  const call = async (name: string, input: unknown): Promise<Envelope<unknown>> => {
    try {
      const body = JSON.stringify(input ?? {});
      const response = await fetch(`/api/call/${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        // A draft saved as the page unloads (reload, tab closed) must still arrive; the browser
        // keeps at most 64 kB of such requests in flight.
        keepalive: body.length < 60_000,
      });
      if (response.status === 401) return noAccess;
      // The host answers refusals as envelopes too; anything else did not come from it.
      const answer = (await response.json().catch(() => undefined)) as Envelope<unknown> | undefined;
      if (answer && typeof answer === 'object' && typeof answer.ok === 'boolean') return answer;
      return networkFailure(`HTTP ${response.status}`);
    } catch (error) {
      return networkFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const calls = Object.fromEntries(callNames.map((name) => [name, (input: unknown) => call(name, input)]));
  const on = (event: EventName, listener: (payload: never) => void) => {
    if (!socket) connect();
    const set = listeners.get(event) ?? new Set();
    set.add(listener);
    listeners.set(event, set);
    return () => set.delete(listener);
  };
  return { ...calls, on } as unknown as DesktopApi;
}
