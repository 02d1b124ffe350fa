/**
 * Fast start, each figure against a baseline measured in the same run:
 * - the renderer's chunks (raw and gzipped) and the first screen's JavaScript, split per
 *   workspace against the same renderer built as one chunk;
 * - launch to the first usable screen (the Warehouse counts listed, on the Demo sandbox) in
 *   Chromium through the browser host, split build against the single-chunk build;
 * - the main process's start on a real (non-demo) profile against the same start that loads
 *   the embedded sandbox's code eagerly, as main did before it was imported on demand.
 *
 * `npm run bench -- fast-start`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build as esbuild } from 'esbuild';
import { chromium, type Browser } from '@playwright/test';
import { buildApp, readAppBuild, type AppBuild } from './app-build';
import { startHost } from './browser-host';
import type { Benchmark, Figure } from './lib';
import { CHROMIUM_ARGS, chromiumExecutable } from '../scripts/chromium-path.mjs';

const RUNS = 5;
const FIRST_SCREEN_BUDGET_KB = 400;
const workDir = resolve('bench-results', 'fast-start');

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function chunkReport(label: string, build: AppBuild): string[] {
  return [
    `${label}: ${build.chunks.length} chunks; the first screen loads ${build.firstScreen.length} of them, ${kb(build.firstScreenGzipBytes)} KB gzipped`,
    ...build.chunks.map(
      (c) =>
        `  ${build.firstScreen.includes(c.file) ? '*' : ' '} ${c.file.padEnd(48)} ${String(kb(c.bytes)).padStart(8)} KB  ${String(kb(c.gzipBytes)).padStart(7)} KB gz${c.src ? `  (${c.src})` : ''}`,
    ),
  ];
}

/** Navigation start to the Warehouse counts listed, in a fresh browser context (nothing cached). */
async function timeToUsable(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.locator('[data-testid="counts-table"] tbody tr').first().waitFor({ timeout: 60_000 });
    return Math.round(await page.evaluate('performance.now()'));
  } finally {
    await context.close();
  }
}

/** The probe bundled the way electron-vite bundles main (packages external, the sandbox a chunk of its own). */
async function bundleMainProbe(): Promise<string> {
  const outdir = join(workDir, 'main-probe');
  await esbuild({
    entryPoints: ['bench/main-start-probe.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    splitting: true,
    packages: 'external',
    target: 'node22',
    outdir,
    alias: { '@shared': resolve('src/shared') },
    logLevel: 'error',
  });
  return join(outdir, 'main-start-probe.js');
}

function mainStartMs(probe: string, eager: boolean): number {
  const result = spawnSync(process.execPath, [probe, ...(eager ? ['--eager-sandbox'] : [])], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`The main-start probe failed: ${result.stderr}`);
  return Math.round((JSON.parse(result.stdout.trim().split('\n').pop()!) as { readyMs: number }).readyMs);
}

const bench: Benchmark = {
  name: 'Fast start: chunks, first usable screen, main-process start',
  async run(ctx) {
    rmSync(workDir, { recursive: true, force: true });
    mkdirSync(workDir, { recursive: true });
    await buildApp(join(workDir, 'split'));
    await buildApp(join(workDir, 'single'), { singleChunk: true });
    const split = readAppBuild(join(workDir, 'split'));
    const single = readAppBuild(join(workDir, 'single'));
    for (const line of [...chunkReport('per-workspace build', split), ...chunkReport('single-chunk build', single)]) ctx.log(line);

    const figures: Figure[] = [
      {
        label: "first screen's JavaScript, gzipped",
        value: kb(split.firstScreenGzipBytes),
        baseline: kb(single.firstScreenGzipBytes),
        unit: 'KB',
        baselineLabel: 'same renderer as one chunk',
        expectation: `under ${FIRST_SCREEN_BUDGET_KB} KB`,
        met: kb(split.firstScreenGzipBytes) < FIRST_SCREEN_BUDGET_KB,
        note: `${split.firstScreen.length} chunks of ${split.chunks.length}; * marks them in the list above`,
      },
    ];

    const browser = await chromium.launch({
      executablePath: chromiumExecutable(),
      args: CHROMIUM_ARGS,
    });
    const hosts = { split: await startHost(join(workDir, 'split', 'renderer')), single: await startHost(join(workDir, 'single', 'renderer')) };
    const times = { split: [] as number[], single: [] as number[] };
    try {
      // One warm-up each (the sandbox's first answers), then alternate so drift hits both alike.
      await timeToUsable(browser, hosts.split.url);
      await timeToUsable(browser, hosts.single.url);
      for (let run = 0; run < RUNS; run++) {
        times.split.push(await timeToUsable(browser, hosts.split.url));
        times.single.push(await timeToUsable(browser, hosts.single.url));
      }
    } finally {
      await Promise.all([hosts.split.stop(), hosts.single.stop(), browser.close()]);
    }
    const usable = { value: median(times.split), baseline: median(times.single) };
    figures.push({
      label: 'launch to first usable screen (Demo)',
      ...usable,
      unit: 'ms',
      baselineLabel: 'single-chunk build',
      expectation: 'no slower (within 10%)',
      met: usable.value <= usable.baseline * 1.1,
      note: `median of ${RUNS} fresh page loads each; split ${times.split.join(', ')} ms, single ${times.single.join(', ')} ms`,
    });

    const probe = await bundleMainProbe();
    const starts = { lazy: [] as number[], eager: [] as number[] };
    mainStartMs(probe, false);
    for (let run = 0; run < RUNS; run++) {
      starts.lazy.push(mainStartMs(probe, false));
      starts.eager.push(mainStartMs(probe, true));
    }
    const mainStart = { value: median(starts.lazy), baseline: median(starts.eager) };
    figures.push({
      label: 'main-process start, real profile',
      ...mainStart,
      unit: 'ms',
      baselineLabel: 'sandbox code loaded eagerly',
      expectation: 'faster',
      met: mainStart.value < mainStart.baseline,
      note: `median of ${RUNS} processes each, process start to the point the window opens; lazy ${starts.lazy.join(', ')} ms, eager ${starts.eager.join(', ')} ms`,
    });
    return figures;
  },
};

export default bench;
