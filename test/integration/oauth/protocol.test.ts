import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox';
import { HeadlessBrowser } from './browser';
import { preview, registerClient, startRig } from './harness';

/** The raw protocol, as a hostile or careless client would speak it. */
let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(async () => {
  await sandbox.close();
});

const REDIRECT = 'http://127.0.0.1:5555/callback';

function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function newClient(): Promise<string> {
  return String((await registerClient(sandbox.origin)).body.client_id);
}

function authorizeUrl(params: Record<string, string>): string {
  return `${sandbox.origin}/oauth/authorize?${new URLSearchParams({ response_type: 'code', redirect_uri: REDIRECT, state: 'st', ...params })}`;
}

/** The parameters the authorisation server sent back to the redirect URI. */
async function callbackFor(params: Record<string, string>, user = 'anna.admin'): Promise<URLSearchParams> {
  const { url } = await new HeadlessBrowser(user).authorize(authorizeUrl(params), { stopAtCallback: true });
  expect(new URL(url).origin).toBe('http://127.0.0.1:5555');
  return new URL(url).searchParams;
}

async function token(form: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${sandbox.origin}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('PKCE is mandatory and S256 only', () => {
  it('refuses an authorisation request without a code challenge', async () => {
    const clientId = await newClient();
    const answer = await callbackFor({ client_id: clientId, scope: 'preview:read', resource: `${sandbox.origin}/preview` });
    expect(answer.get('error')).toBe('invalid_request');
    expect(answer.get('error_description')).toMatch(/PKCE/);
    expect(answer.has('code')).toBe(false);
  });

  it('refuses the plain method', async () => {
    const clientId = await newClient();
    const { verifier } = pkce();
    const answer = await callbackFor({
      client_id: clientId,
      scope: 'preview:read',
      resource: `${sandbox.origin}/preview`,
      code_challenge: verifier,
      code_challenge_method: 'plain',
    });
    expect(answer.get('error')).toBe('invalid_request');
    expect(answer.has('code')).toBe(false);
  });

  it('will not redeem a code without the matching verifier', async () => {
    const clientId = await newClient();
    const { challenge } = pkce();
    const answer = await callbackFor({
      client_id: clientId,
      scope: 'preview:read',
      resource: `${sandbox.origin}/preview`,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const code = answer.get('code');
    expect(code).toEqual(expect.any(String));
    const wrong = await token({
      grant_type: 'authorization_code',
      code: code ?? '',
      redirect_uri: REDIRECT,
      client_id: clientId,
      code_verifier: pkce().verifier,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
  });
});

describe('resource binding (RFC 8707)', () => {
  it('refuses a resource the server does not issue tokens for', async () => {
    const clientId = await newClient();
    const answer = await callbackFor({
      client_id: clientId,
      scope: 'preview:read',
      resource: 'https://elsewhere.example/api',
      code_challenge: pkce().challenge,
      code_challenge_method: 'S256',
    });
    expect(answer.get('error')).toBe('invalid_target');
  });

  it('rejects at /preview a valid token issued for another audience', async () => {
    const clientId = await newClient();
    const { verifier, challenge } = pkce();
    // No resource: the server issues a token for its own userinfo endpoint only.
    const answer = await callbackFor({ client_id: clientId, scope: 'openid', code_challenge: challenge, code_challenge_method: 'S256' });
    const exchanged = await token({
      grant_type: 'authorization_code',
      code: answer.get('code') ?? '',
      redirect_uri: REDIRECT,
      client_id: clientId,
      code_verifier: verifier,
    });
    expect(exchanged.status).toBe(200);
    const accessToken = String(exchanged.body.access_token);

    const userinfo = await fetch(`${sandbox.origin}/oauth/userinfo`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(userinfo.status).toBe(200);
    const items = await preview(sandbox, '/preview/items', accessToken);
    expect(items.status).toBe(401);
  });
});

describe("the token acts on the user's mandate", () => {
  const createOrder = (accessToken: string) =>
    preview(sandbox, '/preview/purchase-orders', accessToken, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomBytes(8).toString('hex') },
      body: '{}',
    });

  it('lets will.warehouse read purchase orders but not write them (403 Permission.Denied)', async () => {
    const rig = await startRig('will.warehouse', sandbox);
    await rig.auth.signIn(rig.profile);
    const accessToken = await rig.auth.accessToken(rig.profile);

    expect((await preview(sandbox, '/preview/purchase-orders?pageSize=1', accessToken)).status).toBe(200);
    const denied = await createOrder(accessToken);
    expect(denied.status).toBe(403);
    expect(denied.headers.get('content-type')).toMatch(/application\/problem\+json/);
    const problem = (await denied.json()) as { status: number; errors: { code: string }[] };
    expect(problem.status).toBe(403);
    expect(problem.errors.map((e) => e.code)).toContain('Permission.Denied');
  });

  it('lets anna.admin past the permission check on the same write', async () => {
    const rig = await startRig('anna.admin', sandbox);
    await rig.auth.signIn(rig.profile);
    const response = await createOrder(await rig.auth.accessToken(rig.profile));
    expect(response.status).toBe(400); // the empty body is invalid, but she may write
  });

  it('keeps rita.readonly to reads', async () => {
    const rig = await startRig('rita.readonly', sandbox);
    await rig.auth.signIn(rig.profile);
    const accessToken = await rig.auth.accessToken(rig.profile);
    expect((await preview(sandbox, '/preview/items?pageSize=1', accessToken)).status).toBe(200);
    const denied = await preview(sandbox, '/preview/inventory/adjustments', accessToken, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'k-rita' },
      body: '{}',
    });
    expect(denied.status).toBe(403);
    expect(((await denied.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('Permission.Denied');
  });
});
