import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The loopback redirect of a native app (RFC 8252 §7.3): an HTTP listener on 127.0.0.1 with a
 * port chosen by the OS, registered without a port so every sign-in may use a new one. It
 * waits for the one request that carries the expected `state`, answers the browser with a
 * small page and closes; anything else (favicon, stray or forged requests) gets a 404 or 400.
 */
export const CALLBACK_PATH = '/callback';
export const REGISTERED_REDIRECT_URI = `http://127.0.0.1${CALLBACK_PATH}`;

export interface LoopbackListener {
  redirectUri: string;
  /** Resolves with the full callback URL (code or error, state, iss). */
  callback: Promise<URL>;
  close(): void;
}

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

function page(res: ServerResponse, status: number, title: string, text: string): void {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#1f2328;background:#f4f5f7;display:grid;place-items:center;min-height:90vh;margin:0}
div{background:#fff;border:1px solid #d8dce1;border-radius:8px;padding:24px 32px;max-width:420px}
h1{font-size:20px;margin:0 0 8px}p{margin:0}</style></head>
<body><div><h1>${title}</h1><p>${text}</p></div></body></html>`;
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': PAGE_CSP, 'Cache-Control': 'no-store', Connection: 'close' });
  res.end(body);
}

export async function startLoopbackListener(expectedState: string): Promise<LoopbackListener> {
  let resolve!: (url: URL) => void;
  const callback = new Promise<URL>((r) => (resolve = r));
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    if (req.method !== 'GET' || url.pathname !== CALLBACK_PATH) return page(res, 404, 'Not found', 'This address only receives the sign-in answer.');
    if (url.searchParams.get('state') !== expectedState)
      return page(res, 400, 'Unexpected sign-in answer', 'This answer does not belong to the sign-in in progress.');
    const failed = url.searchParams.has('error');
    if (failed) page(res, 200, 'Sign-in not completed', 'Quartermaster shows what happened. You can close this window.');
    else page(res, 200, 'Signed in', 'You can close this window and return to Quartermaster.');
    resolve(url);
    close();
  });
  const close = () => {
    server.close();
    server.closeIdleConnections();
  };
  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => ready());
  });
  const { port } = server.address() as AddressInfo;
  return { redirectUri: `http://127.0.0.1:${port}${CALLBACK_PATH}`, callback, close };
}
