import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../src/main/security-policy';
import { buildApp, readAppBuild, staticImports, type AppBuild } from '../../../bench/app-build';

/** The budget for the JavaScript the first screen waits for. */
const FIRST_SCREEN_GZIP_BUDGET = 400 * 1024;

describe('fast start: the production build', () => {
  // `npm test` builds the app just before this run and says where; alone, the test builds its own.
  const given = process.env.QM_BUILT_OUT_DIR;
  const outDir = given ?? mkdtempSync(join(tmpdir(), 'qm-build-'));
  let build: AppBuild;

  beforeAll(async () => {
    if (!given) await buildApp(outDir);
    build = readAppBuild(outDir);
  }, 180_000);
  afterAll(() => {
    if (!given) rmSync(outDir, { recursive: true, force: true });
  });

  it('gives every built workspace a chunk of its own, loaded on first opening', () => {
    const workspaceChunks = build.chunks.filter((c) => c.dynamicEntry).map((c) => c.src);
    for (const area of ['warehouse', 'purchasing', 'configurator', 'tickets', 'connections']) {
      expect(
        workspaceChunks.some((src) => src?.startsWith(`src/workspaces/${area}/`)),
        area,
      ).toBe(true);
    }
    // Only the first workspace's chunk is part of the first screen.
    const firstScreenWorkspaces = build.chunks.filter((c) => c.dynamicEntry && build.firstScreen.includes(c.file));
    expect(firstScreenWorkspaces.map((c) => c.src)).toEqual(['src/workspaces/warehouse/WarehouseWorkspace.tsx']);
  });

  it(`keeps the first screen's JavaScript under ${FIRST_SCREEN_GZIP_BUDGET / 1024} KB gzipped`, () => {
    console.log(`first screen: ${build.firstScreen.length} chunks, ${(build.firstScreenGzipBytes / 1024).toFixed(1)} KB gzipped`);
    expect(build.firstScreenGzipBytes).toBeLessThan(FIRST_SCREEN_GZIP_BUDGET);
  });

  it("writes the page's CSP meta as the very policy the Electron window sends as a header", () => {
    const html = readFileSync(join(outDir, 'renderer', 'index.html'), 'utf8');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
    expect(meta).toBe(contentSecurityPolicy({ connectSelf: false }));
    expect(meta).toContain("connect-src 'none'");
    expect(meta).toContain("frame-ancestors 'none'");
  });

  it('starts main without the embedded sandbox: fastify and the OAuth provider load only for the Demo profile', () => {
    const imports = staticImports(build.mainEntry);
    expect(imports).toContain('electron');
    for (const serverOnly of ['fastify', '@fastify/multipart', '@fastify/static', '@fastify/websocket', 'oidc-provider']) {
      expect(imports, serverOnly).not.toContain(serverOnly);
    }
    expect(build.mainEntry).toMatch(/import\("\.\/chunks\/sandbox-[\w-]+\.js"\)/);
  });
});
