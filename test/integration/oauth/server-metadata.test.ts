import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox';
import { registerClient } from './harness';

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(async () => {
  await sandbox.close();
});

async function json(path: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${sandbox.origin}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return (await response.json()) as Record<string, unknown>;
}

describe('sandbox authorisation server: discovery', () => {
  it('describes /preview as a protected resource (RFC 9728)', async () => {
    expect(await json('/.well-known/oauth-protected-resource/preview')).toMatchObject({
      resource: `${sandbox.origin}/preview`,
      authorization_servers: [sandbox.origin],
      scopes_supported: ['preview:read', 'preview:write'],
      bearer_methods_supported: ['header'],
    });
  });

  it('publishes authorisation server metadata (RFC 8414) with public clients and S256 only', async () => {
    const as = await json('/.well-known/oauth-authorization-server');
    expect(as).toMatchObject({
      issuer: sandbox.origin,
      authorization_endpoint: `${sandbox.origin}/oauth/authorize`,
      token_endpoint: `${sandbox.origin}/oauth/token`,
      registration_endpoint: `${sandbox.origin}/oauth/register`,
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
      response_types_supported: ['code'],
    });
    expect([...(as.grant_types_supported as string[])].sort()).toEqual(['authorization_code', 'refresh_token']);
    expect(as.scopes_supported).toEqual(expect.arrayContaining(['preview:read', 'preview:write']));
  });

  it('points a bearer-less /preview call at the resource metadata', async () => {
    const response = await fetch(`${sandbox.origin}/preview/items`, { headers: { authorization: 'Bearer not-a-token' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain(`resource_metadata="${sandbox.origin}/.well-known/oauth-protected-resource/preview"`);
  });
});

describe('sandbox authorisation server: dynamic client registration (RFC 7591)', () => {
  it('registers a public native client without an initial access token and issues no secret', async () => {
    const { status, body } = await registerClient(sandbox.origin);
    expect(status).toBe(201);
    expect(body.client_id).toEqual(expect.any(String));
    expect(body.token_endpoint_auth_method).toBe('none');
    expect(body.application_type).toBe('native');
    expect(body).not.toHaveProperty('client_secret');
    expect(body).not.toHaveProperty('client_secret_expires_at');
  });

  it('refuses a proposed client secret instead of dropping it silently', async () => {
    const { status, body } = await registerClient(sandbox.origin, { client_secret: 'my-own-secret' });
    expect(status).toBe(400);
    expect(body.error).toBe('invalid_client_metadata');
    expect(body).not.toHaveProperty('client_id');
  });

  it.each(['client_secret_basic', 'client_secret_post', 'private_key_jwt'])('refuses the confidential auth method %s', async (method) => {
    const { status, body } = await registerClient(sandbox.origin, { token_endpoint_auth_method: method });
    expect(status).toBe(400);
    expect(body.error).toBe('invalid_client_metadata');
  });

  it('allows loopback redirect URIs only, over http', async () => {
    const remote = await registerClient(sandbox.origin, { redirect_uris: ['http://erp-client.example/callback'] });
    expect(remote.status).toBe(400);
    expect(remote.body.error).toBe('invalid_redirect_uri');
  });
});
