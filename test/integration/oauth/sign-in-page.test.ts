import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox';
import { registerClient } from './harness';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../../scripts/chromium-path.mjs';

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(async () => {
  await sandbox.close();
});

/** A pending authorisation: the sign-in page URL and the cookies that tie the browser to it. */
async function pendingSignIn(): Promise<{ pageUrl: string; cookie: string; authorizeUrl: string }> {
  const clientId = String((await registerClient(sandbox.origin, { client_name: 'Quartermaster' })).body.client_id);
  const challenge = createHash('sha256').update('v'.repeat(43)).digest('base64url');
  const authorizeUrl = `${sandbox.origin}/oauth/authorize?${new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: 'http://127.0.0.1:5555/callback',
    scope: 'preview:read preview:write',
    resource: `${sandbox.origin}/preview`,
    state: 'st',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })}`;
  const response = await fetch(authorizeUrl, { redirect: 'manual' });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { pageUrl: new URL(response.headers.get('location') ?? '', sandbox.origin).href, cookie, authorizeUrl };
}

describe('the sign-in page', () => {
  it('shows what is granted and the demo users, and sends a CSP the page itself satisfies', async () => {
    const { pageUrl, cookie } = await pendingSignIn();
    const response = await fetch(pageUrl, { headers: { cookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Quartermaster');
    expect(html).toContain('preview:read');
    expect(html).toContain('preview:write');
    for (const user of ['anna.admin', 'will.warehouse', 'rita.readonly']) expect(html).toContain(user);
    expect(html).not.toMatch(/<script|https?:\/\/(?!127\.0\.0\.1)[^"<\s]*\.(css|js|woff2?)/);

    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  });

  it('says so when the password is wrong, and keeps the user on the page', async () => {
    const { pageUrl, cookie } = await pendingSignIn();
    const response = await fetch(pageUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login: 'anna.admin', password: 'wrong', decision: 'allow' }),
    });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain('Unknown user name or wrong password.');
    expect(html).toContain('value="anna.admin"');
  });

  it('answers a stale or foreign sign-in link with a page that says what to do', async () => {
    const response = await fetch(`${sandbox.origin}/oauth/interaction/not-a-real-one`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('start the sign-in again');
  });

  it('renders tidily in Chromium without CSP violations (screenshot)', async () => {
    const { authorizeUrl } = await pendingSignIn();
    const browser = await chromium.launch({
      executablePath: chromiumExecutable(),
      args: CHROMIUM_ARGS,
    });
    try {
      const page = await browser.newPage({ viewport: { width: 760, height: 900 }, colorScheme: 'light' });
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(authorizeUrl);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Sign in to the sandbox ERP');
      // The stylesheet applied: the primary button is blue, not the browser default.
      const background = await page.evaluate("getComputedStyle(document.querySelector('button.primary')).backgroundColor");
      expect(background).toBe('rgb(31, 111, 235)');
      expect(violations).toEqual([]);
      mkdirSync('test-results/screenshots/light', { recursive: true });
      await page.screenshot({ path: 'test-results/screenshots/light/oauth-sign-in.png', fullPage: true });
    } finally {
      await browser.close();
    }
  });
});
