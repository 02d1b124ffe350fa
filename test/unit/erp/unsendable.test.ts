import { describe, expect, it } from 'vitest';
import { client, startStub } from './stub';

/** Values undici cannot send as a header: each one used to leave a pool connection waiting for good. */
const malformed = ['B2C\uD800', 'B2C\u20AC', 'B2C\u0000', '\u200FB2C', 'B2C\r\nX-Injected: 1'];

describe('values that cannot be sent', () => {
  it('refuses 50 malformed channel codes at once while every good call in between still answers', async () => {
    const stub = await startStub((app) => app.get('/ecom/session', async () => ({ token: 'session-token', expiresAt: null })));
    // Fewer connections than malformed calls, one attempt each: a leaked connection shows at once.
    const erp = await client(stub.url, { connectionsPerOrigin: 4, retry: { maxAttempts: 1 }, timeoutMs: 5_000 });
    for (let i = 0; i < 50; i++) {
      const channel = malformed[i % malformed.length]!;
      await expect(erp.ecom.session.current(channel)).rejects.toMatchObject({
        data: { kind: 'validation', fieldErrors: [expect.objectContaining({ field: 'channelCode', message: expect.stringContaining('The channel code') })] },
      });
      await expect(erp.ecom.session.current('B2C-NO')).resolves.toMatchObject({ token: 'session-token' });
    }
    // Only the good calls reached the server, each once.
    expect(stub.seen).toHaveLength(50);
    expect(stub.seen.every((r) => r.headers['x-channel'] === 'B2C-NO')).toBe(true);
  });

  it('refuses a record key with a broken or invisible character before anything is sent', async () => {
    const stub = await startStub((app) => app.get('/preview/items/:key', async () => ({ itemNumber: 'A1' })));
    const erp = await client(stub.url, { retry: { maxAttempts: 1 } });
    for (const key of ['A\uD800', 'A\u0000', 'A\u200F1']) {
      await expect(Promise.resolve().then(() => erp.preview.items.get(key))).rejects.toMatchObject({
        data: { kind: 'validation', fieldErrors: [expect.objectContaining({ field: 'key' })] },
      });
    }
    await expect(erp.preview.items.get('A1')).resolves.toMatchObject({ itemNumber: 'A1' });
    expect(stub.seen.map((r) => r.url)).toEqual(['/preview/items/A1']);
  });
});
