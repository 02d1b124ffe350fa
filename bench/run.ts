/**
 * `npm run bench`: runs every bench/*.bench.ts (or those named on the command line) against
 * one embedded sandbox at scale 50, and prints each figure beside its naive baseline.
 */
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startRemoteSandbox } from './remote-sandbox';
import { table, type BenchContext, type Benchmark, type Figure } from './lib';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);

async function main(): Promise<void> {
  const files = (await readdir(here)).filter((f) => f.endsWith('.bench.ts') && (only.length === 0 || only.some((o) => f.includes(o)))).sort();
  let sandbox: ReturnType<BenchContext['sandbox']> | undefined;
  const ctx: BenchContext = {
    sandbox: () =>
      (sandbox ??= (async () => {
        const started = performance.now();
        const sb = await startRemoteSandbox(50);
        console.log(`sandbox at scale 50 ready in ${Math.round(performance.now() - started)} ms (own process, ${sb.previewUrl})`);
        return sb;
      })()),
    log: (m) => console.log(`  ${m}`),
  };
  const all: Figure[] = [];
  try {
    for (const file of files) {
      const bench = (await import(pathToFileURL(join(here, file)).href)).default as Benchmark;
      console.log(`\n== ${bench.name} (${file})`);
      const figures = await bench.run(ctx);
      console.log(table(figures));
      all.push(...figures);
    }
  } finally {
    if (sandbox) await (await sandbox).close();
  }
  const missed = all.filter((f) => !f.met);
  console.log(
    `\n${all.length - missed.length} of ${all.length} figures met their expectation${missed.length ? `; missed: ${missed.map((f) => f.label).join(', ')}` : ''}`,
  );
  if (missed.length) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
