import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { client, codes, start } from './helpers';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await start();
});
afterAll(() => sb.close());

const problemJson = (contentType: string | undefined) => expect(contentType).toContain('application/problem+json');

describe('bad input never crashes the sandbox', () => {
  it('malformed JSON is 400 Request.MalformedJson', async () => {
    const res = await client(sb).post('/customers', '{"name": "broken"', {});
    expect(res.status).toBe(400);
    problemJson(res.headers['content-type']);
    expect(codes(res)).toEqual(['Request.MalformedJson']);
  });

  it('a JSON value that is not an object is 400', async () => {
    const res = await client(sb).post('/customers', '[1,2]');
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual(['Request.InvalidBody']);
  });

  it('wrong content types are 415: text/plain, multipart, merge-patch on a POST', async () => {
    const api = client(sb);
    for (const contentType of ['text/plain', 'application/xml', 'application/merge-patch+json']) {
      const res = await api.post('/customers', '{"name":"x"}', { contentType });
      expect(res.status, contentType).toBe(415);
      problemJson(res.headers['content-type']);
    }
    const multipart = await api.raw(
      '/customers',
      'POST',
      { 'content-type': 'multipart/form-data; boundary=x', 'idempotency-key': 'mp' },
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--x--\r\n',
    );
    expect(multipart.status).toBe(415);
  });

  it('an oversized body is 413', async () => {
    const res = await client(sb).post('/customers', JSON.stringify({ name: 'x', notes: 'n'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect(codes(res)).toEqual(['Request.BodyTooLarge']);
  });

  it('unknown routes are 404 and known routes with another method 405 with Allow', async () => {
    const api = client(sb);
    const missing = await api.get('/no-such-thing');
    expect(missing.status).toBe(404);
    problemJson(missing.headers['content-type']);
    expect((await client(sb, null).get('/nowhere')).status).toBe(404);
    expect((await api.get('/items/NOPE-1')).body.errors[0].code).toBe('Item.NotFound');
    const wrongMethod = await api.raw('/items', 'DELETE', {});
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.allow).toContain('GET');
    const withBody = await api.raw('/items', 'PUT', { 'content-type': 'application/json' }, '{oops');
    expect(withBody.status).toBe(405);
  });

  it('stays up after all of it', async () => {
    expect((await client(sb).get('/items?pageSize=1')).status).toBe(200);
  });
});
