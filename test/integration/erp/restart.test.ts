import { describe, expect, it } from 'vitest';
import { createErpClient } from '../../../src/main/erp';
import { useSandbox } from './sandbox';
import { plainStockTarget } from './targets';

const { sandbox, client, tempDir } = useSandbox({ scale: 1 });

describe('a write interrupted by a restart', () => {
  it('is resumed from the journal with its key and booked exactly once', async () => {
    const sb = sandbox();
    const dataDir = await tempDir();
    const target = await plainStockTarget(await client());
    const operationId = `restart-${Date.now()}`;

    // Run 1: the ERP commits, the answer is lost, and the app stops before retrying.
    const first = await createErpClient({
      profileId: 'restart',
      dataDir,
      preview: { baseUrl: sb.previewUrl, credentials: async () => ({ apiKey: sb.apiKeys.all }) },
      retry: { maxAttempts: 1 },
    });
    const failing = await first
      .request('preview', {
        method: 'POST',
        path: '/preview/inventory/adjustments',
        json: { ...target, quantity: '1', notes: operationId },
        operationId,
        headers: { 'x-sandbox-fault': 'drop-after-commit' },
      })
      .catch((e: unknown) => e);
    expect(failing).toMatchObject({ data: { kind: 'network' } });
    const pending = first.pendingWrites();
    expect(pending).toHaveLength(1);
    await first.close();

    // Run 2: the journal still holds the write; resuming sends the same key and the ERP replays.
    const second = await createErpClient({
      profileId: 'restart',
      dataDir,
      preview: { baseUrl: sb.previewUrl, credentials: async () => ({ apiKey: sb.apiKeys.all }) },
    });
    expect(second.pendingWrites().map((e) => e.key)).toEqual([pending[0]!.key]);
    const results = await second.resumePending();
    expect(results).toMatchObject([{ outcome: 'ok', response: { status: 201, replayed: true } }]);
    expect(second.pendingWrites()).toHaveLength(0);
    await second.close();

    const booked = sb.ledger.entries({ idempotencyKey: pending[0]!.key });
    expect(booked).toHaveLength(1);
  });
});
