import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { build } from 'vite';

/** Where the harness is built; shared by the component tests and the table benchmark. */
export const harnessDir = resolve(import.meta.dirname, '../../test-results/harness');
const configFile = resolve(import.meta.dirname, 'vite.config.ts');

/** Builds the component harness with Vite's JS API (a few seconds). */
export async function buildHarness(): Promise<void> {
  await build({ configFile, logLevel: 'warn', mode: 'production' });
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

export interface HarnessServer {
  url: string;
  close: () => Promise<void>;
}

/** Serves the built harness on a free loopback port. */
export async function serveHarness(): Promise<HarnessServer> {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(harnessDir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(harnessDir)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' }).end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
