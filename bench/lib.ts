/**
 * A benchmark is a file `bench/<name>.bench.ts` whose default export is a Benchmark.
 * run.ts finds them, starts what they share (the sandbox) once, and prints every figure
 * next to the naive baseline measured in the same run.
 */
/** One frame at 60 Hz: a frame's work must fit in it to be drawn at the display's rate. */
export const FRAME_MS = 16.7;

export interface Figure {
  /** What was measured, e.g. "availability for 5,000 items". */
  label: string;
  value: number;
  baseline: number;
  /** Unit of value and baseline, e.g. "calls", "ms", "bytes". */
  unit: string;
  /** How the baseline was obtained. */
  baselineLabel: string;
  /** The claim the figure checks, e.g. "exactly 25 calls" or "at least 5x faster". */
  expectation: string;
  met: boolean;
  /** Extra context printed under the row. */
  note?: string;
}

export interface BenchContext {
  /** The shared sandbox, started on first use at scale 50 in a process of its own. */
  sandbox(): Promise<SandboxLike>;
  log(message: string): void;
}

/** The sandbox as benchmarks see it: addresses, keys, fault switches (over its control interface). */
export interface SandboxLike {
  previewUrl: string;
  ecomUrl: string;
  tenantId: string;
  apiKeys: { all: string };
  /** How long the sandbox took to generate its data. */
  seedMs: number;
  faults: {
    configure(rules: { kind: string; probability?: number; latencyMs?: number; latencyMaxMs?: number; pathPrefix?: string; method?: string }[]): Promise<void>;
    clear(): Promise<void>;
  };
  /** The requests the sandbox answers from `start` on, as the ERP sees them. */
  traffic: {
    start(): Promise<void>;
    read(pathPrefix?: string): Promise<TrafficSummary>;
  };
  close(): Promise<void>;
}

export interface TrafficSummary {
  calls: number;
  maxConcurrent: number;
  /** Calls per `METHOD route`, e.g. `GET /preview/items/:itemNumber`. */
  byRoute: Record<string, number>;
}

export interface Benchmark {
  name: string;
  run(ctx: BenchContext): Promise<Figure[]>;
}

/** Ratio of baseline to value, as "12.3x" (how many times better the client is). */
export function ratio(figure: Pick<Figure, 'value' | 'baseline'>): string {
  if (figure.value === 0) return figure.baseline === 0 ? '1x' : 'inf';
  return `${(figure.baseline / figure.value).toFixed(1)}x`;
}

export function formatNumber(n: number): string {
  return Number.isInteger(n) ? n.toLocaleString('en-US') : n.toLocaleString('en-US', { maximumFractionDigits: 1 });
}

export function table(figures: Figure[]): string {
  const rows = figures.map((f) => [
    f.met ? 'ok  ' : 'MISS',
    f.label,
    `${formatNumber(f.value)} ${f.unit}`,
    `${formatNumber(f.baseline)} ${f.unit} (${f.baselineLabel})`,
    ratio(f),
    f.expectation,
  ]);
  const head = ['', 'figure', 'client', 'naive baseline', 'ratio', 'expected'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const out = [line(head), line(widths.map((w) => '-'.repeat(w)))];
  figures.forEach((f, i) => {
    out.push(line(rows[i]!));
    if (f.note) out.push(`      ${f.note}`);
  });
  return out.join('\n');
}

export async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await fn();
  return { ms: Math.round(performance.now() - started), value };
}

/** Median of three timed runs: the machine is shared, single runs are noisy. */
export async function median<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const runs = [await timed(fn), await timed(fn), await timed(fn)].sort((a, b) => a.ms - b.ms);
  return runs[1]!;
}

/** `run` timed, with the requests the sandbox answered meanwhile, as the ERP sees them. */
export async function recorded<T>(sb: SandboxLike, run: () => Promise<T>): Promise<{ ms: number; value: T; traffic: TrafficSummary }> {
  await sb.traffic.start();
  const { ms, value } = await timed(run);
  return { ms, value, traffic: await sb.traffic.read() };
}
