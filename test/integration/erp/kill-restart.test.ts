import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { mapLimit } from '../../../src/shared/concurrency';
import { IdempotencyJournal } from '../../../src/main/store/idempotency-journal';
import { Prng } from '../../../src/sandbox/seed/prng';
import { useSandbox } from './sandbox';
import { plainStockTarget } from './targets';

const RUNS = 50;
const WRITES = 20;
const ADJUSTMENTS = '/preview/inventory/adjustments';

const { sandbox, client, tempDir } = useSandbox({ scale: 1 });
let childScript: string;

beforeAll(async () => {
  // One bundle, so each of the hundred starts takes a fraction of a second.
  childScript = join(await tempDir(), 'outbox-child.mjs');
  await build({
    entryPoints: [join(import.meta.dirname, 'outbox-child.ts')],
    outfile: childScript,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    logLevel: 'silent',
    alias: { '@shared': join(import.meta.dirname, '../../../src/shared') },
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
}, 60_000);

/** Starts the host; resolves with its output once it exits, or kills it `killAfterMs` after it said "ready". */
function host(args: object, killAfterMs?: number): Promise<{ output: string; killed: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [childScript, JSON.stringify(args)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let killed = false;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (killAfterMs !== undefined && output.includes('ready') && !killed) {
        killed = true;
        setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', () => resolve({ output, killed }));
  });
}

describe('the outbox across a killed host process', () => {
  it(`commits each of ${WRITES} writes exactly once after SIGKILL at a random moment, ${RUNS} times`, async () => {
    const sb = sandbox();
    const target = await plainStockTarget(await client());
    const prng = new Prng(20261123);
    const beforeAll = sb.ledger.entries({ method: 'POST', pathPrefix: ADJUSTMENTS }).length;
    const delays = Array.from({ length: RUNS }, () => prng.int(0, 120));
    let killedMidway = 0;
    const oneRun = async (run: number) => {
      const dataDir = await mkdtemp(join(await tempDir(), `run-${run}-`));
      const args = { previewUrl: sb.previewUrl, apiKey: sb.apiKeys.all, dataDir, run, writes: WRITES, target };
      // From "before the first byte went out" to "after the last answer came back".
      const first = await host({ ...args, mode: 'queue' }, delays[run]);
      if (!first.output.includes('done')) killedMidway++;
      const second = await host({ ...args, mode: 'resume' });
      expect(second.output, second.output).toContain('done 0');

      // The ERP's own record: every write of this run booked once, under the key it was queued with.
      const journal = await IdempotencyJournal.open(dataDir);
      const keys = Array.from({ length: WRITES }, (_, i) => journal.get(`kill-${run}-${i}`)?.key);
      await journal.close();
      expect(keys.every(Boolean), `run ${run}: every write was still in the journal`).toBe(true);
      const booked = sb.ledger.entries({ method: 'POST', pathPrefix: ADJUSTMENTS }).filter((e) => keys.includes(e.idempotencyKey ?? ''));
      expect(booked.map((e) => e.idempotencyKey).sort(), `run ${run}`).toEqual([...keys].sort());
    };
    // A few hosts side by side (each with its own data folder), as several app windows would be.
    await mapLimit(
      Array.from({ length: RUNS }, (_, run) => run),
      4,
      oneRun,
    );
    expect(sb.ledger.entries({ method: 'POST', pathPrefix: ADJUSTMENTS }).length - beforeAll).toBe(RUNS * WRITES);
    // The kills really fell while writes were queued or in flight, not only after the work was done.
    expect(killedMidway).toBeGreaterThan(RUNS / 4);
    console.log(`${RUNS} runs of ${WRITES} writes: ${killedMidway} killed before their writes were all answered; ${RUNS * WRITES} booked once each`);
  }, 240_000);
});
