import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_ENTRY_URL, createAppProtocolHandler } from '../../../src/main/hosts/app-protocol';
import { contentSecurityPolicy } from '../../../src/main/security-policy';

describe('the app:// protocol the window loads from', () => {
  const root = mkdtempSync(join(tmpdir(), 'qm-app-protocol-'));
  const rendererDir = join(root, 'renderer');
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(rendererDir, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(rendererDir, 'assets', 'pdf.worker.min-abc.mjs'), 'self.onmessage = () => {}');
  writeFileSync(join(root, 'secret.txt'), 'outside the renderer');
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const handle = createAppProtocolHandler(rendererDir);

  it('serves the page with the strict CSP header (what file:// could not carry)', async () => {
    const res = await handle(new Request(APP_ENTRY_URL));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy');
    expect(csp).toBe(contentSecurityPolicy({ connectSelf: false }));
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(await res.text()).toContain('<title>app</title>');
    const script = await handle(new Request('app://quartermaster/assets/index-abc.js'));
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('content-security-policy')).toBe(csp);
  });

  it("serves the PDF reader's module worker as JavaScript, allowed as a worker from the bundle only", async () => {
    const worker = await handle(new Request('app://quartermaster/assets/pdf.worker.min-abc.mjs'));
    expect(worker.status).toBe(200);
    // With nosniff, any other type would stop the worker from starting.
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const directives = (worker.headers.get('content-security-policy') ?? '').split('; ');
    expect(directives).toContain("worker-src 'self'");
    expect(directives.find((d) => d.startsWith('script-src'))).toBe("script-src 'self'");
    expect(directives.find((d) => d.startsWith('worker-src'))).toBe("worker-src 'self'");
  });

  it('reaches nothing outside the built renderer, however the path is spelled', async () => {
    for (const url of [
      'app://quartermaster/../secret.txt',
      'app://quartermaster/%2e%2e/secret.txt',
      'app://quartermaster/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      'app://quartermaster/%E0%A4%A',
      'app://quartermaster/assets/index-abc.js%00.html',
      'app://elsewhere/index.html',
      'app://quartermaster/assets',
      'app://quartermaster/missing.js',
    ]) {
      const res = await handle(new Request(url));
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).not.toContain('outside the renderer');
    }
  });

  it('answers reads only', async () => {
    expect((await handle(new Request(APP_ENTRY_URL, { method: 'POST', body: 'x' }))).status).toBe(405);
  });
});
