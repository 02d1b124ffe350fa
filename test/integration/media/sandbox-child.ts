import { createInterface } from 'node:readline';
import { startSandbox } from '../../../src/sandbox';

/**
 * A sandbox in its own process for the memory measurement: it samples its resident set size
 * and answers `reset` (start a new peak from now) and `peak` on stdin, one JSON line each.
 * Every 20 ms it forces a young-generation collection before sampling, so the peak is memory
 * the upload keeps, not chunks already let go that V8 has not collected yet (without it the
 * peak grows by about the body size in uncollected 64 KB socket chunks, which says nothing
 * about buffering).
 */
const sb = await startSandbox({ port: 0 });
let peak = 0;
const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
const collect = globalThis.gc as ((options?: { type: 'minor' }) => void) | undefined;
setInterval(() => {
  collect?.({ type: 'minor' });
  sample();
}, 20).unref();
const say = (message: object) => process.stdout.write(`${JSON.stringify(message)}\n`);
say({ previewUrl: sb.previewUrl, apiKey: sb.apiKeys.all });
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'reset') {
    globalThis.gc?.();
    peak = 0;
    sample();
    say({ rss: peak });
  }
  if (line === 'peak') say({ rss: sample() });
}
await sb.close();
