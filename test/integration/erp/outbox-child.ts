/**
 * The host process of the kill-and-restart test, bundled and run as its own process so it can be
 * killed with SIGKILL. `queue` records 20 adjustments in the outbox (fsync'd), says "ready", then
 * sends all of them at once; `resume` is the next start: it sends what the journal still holds.
 * Argument: one JSON object {mode, previewUrl, apiKey, dataDir, run, target}.
 */
import { createErpClient } from '../../../src/main/erp/client';
import { sendRound } from '../../../src/main/services/outbox/replay';
import { IdempotencyJournal } from '../../../src/main/store/idempotency-journal';

interface Args {
  mode: 'queue' | 'resume';
  previewUrl: string;
  apiKey: string;
  dataDir: string;
  run: number;
  writes: number;
  target: { itemNumber: string; warehouseCode: string; locationCode: string };
}

const args = JSON.parse(process.argv[2]!) as Args;
const journal = await IdempotencyJournal.open(args.dataDir);
const erp = await createErpClient({
  profileId: 'kill',
  journal,
  preview: { baseUrl: args.previewUrl, credentials: async () => ({ apiKey: args.apiKey }) },
  retry: { baseDelayMs: 5, maxDelayMs: 50, maxTotalMs: 10_000 },
});
const outbox = erp.outbox!;

if (args.mode === 'queue') {
  const origin = new URL(args.previewUrl).origin;
  for (let i = 0; i < args.writes; i++) {
    const entry = await journal.begin({
      operationId: `kill-${args.run}-${i}`,
      surface: 'preview',
      origin,
      method: 'POST',
      path: '/preview/inventory/adjustments',
      body: { ...args.target, quantity: '1', notes: `kill run ${args.run} write ${i}` },
      summary: `Adjust +1 (run ${args.run}, write ${i})`,
    });
    await outbox.annotate(entry.key, { queued: true });
  }
  process.stdout.write('ready\n');
  await Promise.allSettled(outbox.entries().map((e) => outbox.resend(e.key)));
} else {
  // A round stops at a write the ERP cannot be reached for; here it always can, so one round does.
  await sendRound(outbox, { includeUnknown: true });
}
process.stdout.write(`done ${outbox.entries().length}\n`);
await erp.close();
await journal.close();
