import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { client, codes, control, start } from './helpers';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await start();
});
afterAll(() => sb.close());

describe('X-Api-Key authentication', () => {
  it('answers 401 ProblemDetails for a missing, unknown or revoked key', async () => {
    for (const key of [null, 'svc_test_sk_not-a-real-key', sb.apiKeys.revoked]) {
      const res = await client(sb, key).get('/items');
      expect(res.status).toBe(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body.status).toBe(401);
      expect(res.headers['www-authenticate']).toContain('resource_metadata=');
    }
  });

  it('accepts the demo keys: all (*), test and live prefixes, legacy empty scope list', async () => {
    expect(sb.apiKeys.all.startsWith('svc_test_sk_')).toBe(true);
    expect(sb.apiKeys.test.startsWith('svc_test_sk_')).toBe(true);
    expect(sb.apiKeys.live.startsWith('svc_live_sk_')).toBe(true);
    for (const key of [sb.apiKeys.all, sb.apiKeys.test, sb.apiKeys.live, sb.apiKeys.legacy]) {
      expect((await client(sb, key).get('/items?pageSize=1')).status).toBe(200);
      const write = await client(sb, key).post('/customers', { name: `Key check ${key.slice(-6)}` });
      expect(write.status).toBe(201);
    }
  });

  it('lets the read-only key read every tag but not write (403 listing required and granted scopes)', async () => {
    const api = client(sb, sb.apiKeys.readOnly);
    for (const path of [
      '/items?pageSize=1',
      '/inventory/counts?pageSize=1',
      '/purchase-orders?pageSize=1',
      '/customers?pageSize=1',
      '/channels',
      '/reference/warehouses',
      '/deletions',
    ]) {
      expect((await api.get(path)).status, path).toBe(200);
    }
    const res = await api.post('/customers', { name: 'Nope' });
    expect(res.status).toBe(403);
    expect(res.body.requiredScopes).toEqual(['customers:write']);
    expect(res.body.grantedScopes).toContain('customers:read');
    expect(codes(res)).toContain('Scope.Missing');
  });

  it('enforces {tag}:{read|write} per operation', async () => {
    const key = sb.addApiKey({ name: 'items-reader', scopes: ['items:read'] });
    const api = client(sb, key);
    expect((await api.get('/items?pageSize=1')).status).toBe(200);
    expect((await api.get('/suppliers?pageSize=1')).status).toBe(200); // suppliers are in the items tag
    const denied = await api.get('/inventory/counts');
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ requiredScopes: ['inventory:read'], grantedScopes: ['items:read'] });
    expect((await api.get('/purchase-orders')).body.requiredScopes).toEqual(['purchase-orders:read']);
  });

  it('issues extra keys through the control interface too', async () => {
    const res = await control.post(sb, '/api-keys', { name: 'po-writer', scopes: ['purchase-orders:write'] });
    expect(res.status).toBe(201);
    const api = client(sb, res.body.key);
    expect((await api.post('/purchase-orders/NOPE/close', undefined)).status).toBe(404);
    expect((await api.get('/purchase-orders')).status).toBe(403);
  });
});

describe('Bearer tokens through the pluggable verifier', () => {
  it('rejects an unknown token (401) and honours a registered verifier: scopes and user permissions', async () => {
    const bearer = (token: string) => client(sb, null).get('/items?pageSize=1', { authorization: `Bearer ${token}` });
    expect((await bearer('tok-read')).status).toBe(401);
    sb.setBearerVerifier((token) => {
      if (token === 'tok-read') return { scopes: ['preview:read'], user: { id: 'u1' }, clientName: 'Quartermaster' };
      if (token === 'tok-limited') return { scopes: ['preview:write'], permissions: ['items:read'], user: { id: 'u2' } };
      return null;
    });
    try {
      expect((await bearer('tok-read')).status).toBe(200);
      expect((await bearer('tok-unknown')).status).toBe(401);
      const readOnlyWrite = await client(sb, null).post('/customers', { name: 'x' }, { headers: { authorization: 'Bearer tok-read' } });
      expect(readOnlyWrite.status).toBe(403);
      expect(codes(readOnlyWrite)).toContain('Scope.Missing');
      const denied = await client(sb, null).get('/customers', { authorization: 'Bearer tok-limited' });
      expect(denied.status).toBe(403);
      expect(codes(denied)).toEqual(['Permission.Denied']);
      expect((await bearer('tok-limited')).status).toBe(200);
    } finally {
      sb.setBearerVerifier(undefined);
    }
  });
});

describe('CORS', () => {
  it('sends Access-Control-Allow-Origin: * and allows x-api-key in preflight', async () => {
    const pre = await client(sb, null).raw('/items', 'OPTIONS', {
      origin: 'https://shop.example',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'x-api-key',
    });
    expect(pre.status).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    expect(pre.headers['access-control-allow-headers']).toContain('x-api-key');
    expect((await client(sb).get('/items?pageSize=1')).headers['access-control-allow-origin']).toBe('*');
  });
});
