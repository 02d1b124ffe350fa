import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createErpClient, type ErpClient } from '../../../src/main/erp';
import type { ConnectionManager } from '../../../src/main/connection/manager';
import { EventHub } from '../../../src/main/events';
import { sendRound } from '../../../src/main/services/outbox/replay';
import { OutboxRunner } from '../../../src/main/services/outbox/runner';
import { toPendingWrite } from '../../../src/main/services/outbox/view';
import { IdempotencyJournal } from '../../../src/main/store/idempotency-journal';
import { useSandbox } from './sandbox';
import { switchableProxy, type SwitchableProxy } from './switchable-proxy';
import { plainStockTarget } from './targets';

const { sandbox, tempDir } = useSandbox({ scale: 1 });
const ADJUSTMENTS = '/preview/inventory/adjustments';

let proxy: SwitchableProxy;
let dir: string;
beforeAll(async () => {
  proxy = await switchableProxy(sandbox().origin);
  dir = await tempDir();
});
afterAll(async () => proxy?.close());

/** A client that reaches the sandbox only through the proxy, with a durable journal in `dir`. */
async function clientBehindProxy(): Promise<ErpClient> {
  const sb = sandbox();
  return createErpClient({
    profileId: 'outbox',
    dataDir: dir,
    preview: { baseUrl: `${proxy.origin}/preview`, credentials: async () => ({ apiKey: sb.apiKeys.all }) },
    retry: { baseDelayMs: 5, maxDelayMs: 20 },
  });
}

describe('the outbox', () => {
  it('keeps writes made while the ERP is out of reach, says they are queued, and sends each exactly once, in order, when it is back', async () => {
    const erp = await clientBehindProxy();
    const target = await plainStockTarget(erp);
    const ledgerBefore = sandbox().ledger.entries({ method: 'POST', pathPrefix: ADJUSTMENTS }).length;

    await proxy.down();
    for (let i = 0; i < 3; i++) {
      const error = await erp.preview.inventoryAdjustments
        .create({ ...target, quantity: '1', notes: `queued ${i}` }, { operationId: `outbox-${i}` })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ data: { kind: 'queued', title: 'Queued: the ERP cannot be reached' } });
    }
    // Still out of reach: a round stops at the first write and nothing is lost.
    const held = erp.outbox!.entries();
    expect(held.map((e) => e.state)).toEqual(['pending', 'pending', 'pending']);
    const stillDown = await sendRound(erp.outbox!, { includeUnknown: true });
    expect(stillDown).toMatchObject({ sent: 0, unreachable: true });
    expect(erp.outbox!.entries()[0]!.outbox).toMatchObject({ attempts: 1, lastError: { title: expect.any(String) } });

    await proxy.up();
    const round = await sendRound(erp.outbox!, { includeUnknown: true });
    expect(round).toEqual({ sent: 3, refused: 0, unreachable: false });
    expect(erp.outbox!.entries()).toHaveLength(0);
    const booked = sandbox().ledger.entries({ method: 'POST', pathPrefix: ADJUSTMENTS }).slice(ledgerBefore);
    expect(booked.filter((e) => e.status === 201)).toHaveLength(3);
    // In the order they were made, each under the key it was queued with.
    const keys = [0, 1, 2].map((i) => held.find((e) => e.operationId === `outbox-${i}`)!.key);
    expect(booked.map((e) => e.idempotencyKey)).toEqual(keys);
    // A second round has nothing left to send.
    expect(await sendRound(erp.outbox!, { includeUnknown: true })).toMatchObject({ sent: 0 });
    await erp.close();
  });

  it('survives a restart: a new client on the same data folder sends what the old one queued', async () => {
    const first = await clientBehindProxy();
    const target = await plainStockTarget(first);
    await proxy.down();
    await first.preview.inventoryAdjustments.create({ ...target, quantity: '1' }, { operationId: 'restart-1' }).catch(() => undefined);
    await first.close();

    await proxy.up();
    const second = await clientBehindProxy();
    const [held] = second.outbox!.entries();
    expect(held).toMatchObject({ operationId: 'restart-1', state: 'pending' });
    expect(await sendRound(second.outbox!, { includeUnknown: true })).toMatchObject({ sent: 1 });
    const booked = sandbox()
      .ledger.entries({ method: 'POST', pathPrefix: ADJUSTMENTS })
      .filter((e) => e.idempotencyKey === held!.key);
    expect(booked.map((e) => e.status)).toEqual([201]);
    await second.close();
  });

  it('a write the ERP refuses stops the writes to the same record behind it, and says why; discarding it lets them go', async () => {
    const erp = await clientBehindProxy();
    const supplier = (await erp.preview.suppliers.list({ isActive: true }, { pageSize: 1 })).items[0]!;
    const target = await plainStockTarget(erp);
    const order = await erp.preview.purchaseOrders.create({
      supplierNumber: supplier.supplierNumber,
      lines: [{ itemNumber: target.itemNumber, quantity: '2' }],
    });

    await proxy.down();
    // Confirming a draft is refused (it must be sent first); the close behind it must wait.
    await erp.preview.purchaseOrders.confirm(order.orderNumber, {}, { operationId: 'dep-confirm' }).catch(() => undefined);
    await erp.preview.purchaseOrders.close(order.orderNumber, { operationId: 'dep-close' }).catch(() => undefined);
    await erp.preview.inventoryAdjustments.create({ ...target, quantity: '1' }, { operationId: 'dep-other' }).catch(() => undefined);
    await proxy.up();

    const round = await sendRound(erp.outbox!, { includeUnknown: true });
    expect(round).toMatchObject({ sent: 1, refused: 1 });
    const entries = erp.outbox!.entries();
    const views = entries.map((e) => toPendingWrite(e, entries));
    expect(views.map((v) => v.state)).toEqual(['refused', 'blocked']);
    expect(views[0]!.lastError).toMatch(/./);
    expect((await erp.preview.purchaseOrders.get(order.orderNumber)).status).toBe('Draft');

    await erp.outbox!.discard(entries[0]!.key);
    expect(await sendRound(erp.outbox!, { includeUnknown: true })).toMatchObject({ sent: 1 });
    expect((await erp.preview.purchaseOrders.get(order.orderNumber)).status).toBe('Closed');
    expect(erp.outbox!.entries()).toHaveLength(0);
    await erp.close();
  });

  it('does not resend a write older than the ERP remembers keys: it is marked expired for the user to decide', async () => {
    const journalDir = await tempDir();
    let now = Date.now();
    const journal = await IdempotencyJournal.open(journalDir, { now: () => now });
    const sb = sandbox();
    const erp = await createErpClient({
      profileId: 'old',
      journal,
      preview: { baseUrl: `${proxy.origin}/preview`, credentials: async () => ({ apiKey: sb.apiKeys.all }) },
    });
    const target = await plainStockTarget(erp);
    const before = sb.ledger.entries({ method: 'POST', pathPrefix: ADJUSTMENTS }).length;
    await proxy.down();
    await erp.preview.inventoryAdjustments.create({ ...target, quantity: '1' }, { operationId: 'old-1' }).catch(() => undefined);
    await proxy.up();
    now += 25 * 60 * 60 * 1000;
    expect(await sendRound(erp.outbox!, { includeUnknown: true })).toMatchObject({ sent: 0 });
    const [entry] = erp.outbox!.entries();
    expect(toPendingWrite(entry!, [entry!]).state).toBe('expired');
    expect(sb.ledger.entries({ method: 'POST', pathPrefix: ADJUSTMENTS })).toHaveLength(before);
    await erp.close();
    await journal.close();
  });

  it('the runner sends a queued write in the background once the ERP is back, and tells the window how many wait', async () => {
    const erp = await clientBehindProxy();
    const target = await plainStockTarget(erp);
    const events = new EventHub();
    const seen: unknown[] = [];
    events.subscribe((name, payload) => name === 'outboxChanged' && seen.push(payload));
    const connection = { activeClient: async () => ({ profile: { id: 'outbox' }, client: erp }) } as unknown as ConnectionManager;
    const runner = new OutboxRunner({ connection, events }, { baseDelayMs: 20, maxDelayMs: 80 });
    await proxy.down();
    await erp.preview.inventoryAdjustments.create({ ...target, quantity: '1' }, { operationId: 'runner-1' }).catch(() => undefined);
    await erp.outbox!.annotate(erp.outbox!.entries()[0]!.key, { queued: true });
    await runner.afterHeld(true);
    expect(seen.at(-1)).toEqual({ profileId: 'outbox', waiting: 1, needAttention: 0 });
    // Rounds keep failing while it is down, with growing waits, and nothing is lost.
    await vi.waitFor(() => expect(erp.outbox!.entries()[0]?.outbox?.attempts).toBeGreaterThanOrEqual(2), { timeout: 5_000, interval: 10 });
    await proxy.up();
    // The window hears of it once the round is over.
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ profileId: 'outbox', waiting: 0, needAttention: 0 }), { timeout: 5_000, interval: 10 });
    expect(erp.outbox!.entries()).toHaveLength(0);
    expect(runner.nextAttemptAt).toBeNull();
    runner.stop();
    await erp.close();
  });
});
