import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { client, codes, start } from './helpers';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await start({ quotaPerMinute: 5 });
});
afterAll(() => sb.close());

describe('per-minute quota', () => {
  it('answers 429 with Retry-After once a credential used its quota, per credential', async () => {
    const api = client(sb, sb.apiKeys.all);
    for (let i = 0; i < 5; i++) expect((await api.get('/items?pageSize=1')).status).toBe(200);
    const limited = await api.get('/items?pageSize=1');
    expect(limited.status).toBe(429);
    expect(limited.headers['content-type']).toContain('application/problem+json');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(codes(limited)).toEqual(['RateLimit.Exceeded']);
    // Another credential has its own quota.
    expect((await client(sb, sb.apiKeys.test).get('/items?pageSize=1')).status).toBe(200);
  });

  it('opens again in the next minute', async () => {
    const api = client(sb, sb.apiKeys.live);
    for (let i = 0; i < 5; i++) await api.get('/items?pageSize=1');
    expect((await api.get('/items?pageSize=1')).status).toBe(429);
    sb.advanceClock(60_000);
    expect((await api.get('/items?pageSize=1')).status).toBe(200);
  });
});
