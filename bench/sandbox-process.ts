/**
 * Runs the sandbox in its own process for the benchmarks, so server and client do not share
 * one thread (as with a real ERP, whose work happens elsewhere). Prints one JSON line with
 * the connection details, then serves until its parent closes stdin or kills it.
 */
import { startSandbox, type SeedCounts } from '../src/sandbox/index';

const scale = Number(process.argv[2] ?? '50');
const counts = JSON.parse(process.argv[3] ?? '{}') as SeedCounts;
const sb = await startSandbox({ scale, counts, quotaPerMinute: 1_000_000 });
process.stdout.write(
  `${JSON.stringify({ previewUrl: sb.previewUrl, ecomUrl: sb.ecomUrl, controlUrl: sb.controlUrl, tenantId: sb.tenantId, apiKeys: sb.apiKeys, seedMs: sb.seedMs })}\n`,
);
const stop = () => void sb.close().finally(() => process.exit(0));
process.stdin.on('end', stop).on('close', stop).resume();
process.on('SIGTERM', stop);
