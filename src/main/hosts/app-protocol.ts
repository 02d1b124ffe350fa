import { readFile, stat } from 'node:fs/promises';
import { extname, isAbsolute, join, relative } from 'node:path';
import { contentSecurityPolicy } from '../security-policy';

/**
 * The `app://` protocol the Electron window loads the renderer from, instead of file://: its
 * answers carry the Content-Security-Policy header (file:// answers carry no headers at all),
 * the page gets an origin of its own, and only files inside the built renderer are reachable.
 * Plain Node (fetch's Request and Response), so it is tested without Electron.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'quartermaster';
export const APP_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  // The PDF reader's worker is an ES module file; served as JavaScript, or nosniff refuses to run it.
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

function answer(status: number, body: Uint8Array | string | null, contentType = 'text/plain; charset=utf-8'): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': contentType, 'Content-Security-Policy': contentSecurityPolicy({ connectSelf: false }), 'X-Content-Type-Options': 'nosniff' },
  });
}

/** The file a request names inside rendererDir, or null when it names anything else. */
function fileOf(rendererDir: string, url: URL): string | null {
  if (url.host !== APP_HOST) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (path.includes('\0')) return null;
  const file = join(rendererDir, path === '/' ? 'index.html' : path);
  const inside = relative(rendererDir, file);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? file : null;
}

export function createAppProtocolHandler(rendererDir: string): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return answer(405, 'Method not allowed');
    const file = fileOf(rendererDir, new URL(request.url));
    if (!file || !(await stat(file).catch(() => null))?.isFile()) return answer(404, 'Not found');
    const body = request.method === 'HEAD' ? null : await readFile(file);
    return answer(200, body, CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
  };
}
