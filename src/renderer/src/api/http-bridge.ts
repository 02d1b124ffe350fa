import { callNames, type DesktopApi, type EventName } from '@shared/contract';
import type { Envelope } from '@shared/errors';

const TOKEN_KEY = 'qm.browserHostToken';

/** The browser host hands out its token in the URL once; keep it for reloads and drop it from the address bar. */
function takeToken(): string {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    sessionStorage.setItem(TOKEN_KEY, fromUrl);
    url.searchParams.delete('token');
    window.history.replaceState(null, '', url.toString());
    return fromUrl;
  }
  return sessionStorage.getItem(TOKEN_KEY) ?? '';
}

function networkFailure(detail: string): Envelope<never> {
  return { ok: false, error: { kind: 'network', title: 'The app host did not answer', detail, codes: [], fieldErrors: [] } };
}

/**
 * The same `DesktopApi` the Electron preload exposes, over the browser host's loopback
 * HTTP (calls) and WebSocket (events). Screens cannot tell which one they use.
 */
export function createHttpBridge(): DesktopApi {
  const token = takeToken();
  const listeners = new Map<EventName, Set<(payload: never) => void>>();
  let socket: WebSocket | undefined;

  const connect = () => {
    const wsUrl = new URL('/api/events', window.location.href);
    wsUrl.protocol = wsUrl.protocol === 'https:' ? 'wss:' : 'ws:';
    wsUrl.searchParams.set('token', token);
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
      const response = await fetch(`/api/call/${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-qm-token': token },
        body: JSON.stringify(input ?? {}),
      });
      if (!response.ok) return networkFailure(`HTTP ${response.status}`);
      return (await response.json()) as Envelope<unknown>;
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
