#!/usr/bin/env node
// `npm test`: every check of the project in one run, ending with one plain summary line
// "N passed, N failed, N skipped" that sums the test suites (a failing type-check, lint or
// build counts as one failure), so a run that executed no test is told apart from a green one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const resultsDir = 'test-results';
mkdirSync(resultsDir, { recursive: true });
const vitestJson = `${resultsDir}/vitest.json`;
const playwrightJson = `${resultsDir}/playwright.json`;
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function run(name, command, env = {}, logFile = undefined) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command}`);
  // With a log file the output is still shown as it comes, and also kept for the summary.
  const shown = logFile ? `bash -o pipefail -c ${JSON.stringify(`${command} 2>&1 | tee ${logFile}`)}` : command;
  const result = spawnSync(shown, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

/** The lines of a run's output that explain a failure no test owns (vitest's "Unhandled" block). */
function failureOutsideTests(logFile) {
  let text = '';
  try {
    text = readFileSync(logFile, 'utf8').replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
  } catch {
    return [];
  }
  const all = text.split('\n');
  const start = all.findIndex((line) => /Unhandled (Error|Rejection)|Worker exited|close timed out/i.test(line));
  return start < 0 ? all.slice(-25) : all.slice(start, start + 40);
}

function gate(name, command) {
  const { ok, seconds } = run(name, command);
  lines.push(`${name}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
  if (!ok) totals.failed += 1;
  return ok;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Checks that only read the sources run side by side (two cores: type-check and lint overlap);
 * each one's output is shown whole once it ends, so the two never interleave.
 */
async function gatesTogether(checks) {
  const results = await Promise.all(
    checks.map(
      ([name, command]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => resolve({ name, command, ok: code === 0, output, seconds: ((Date.now() - started) / 1000).toFixed(1) }));
        }),
    ),
  );
  for (const { name, command, ok, output, seconds } of results) {
    console.log(`\n=== ${name}: ${command}`);
    if (output) process.stdout.write(output);
    lines.push(`${name}: ${ok ? 'ok' : 'FAILED'} (${seconds} s, alongside the other checks)`);
    if (!ok) totals.failed += 1;
  }
}

await gatesTogether([
  ['typecheck', 'npm run --silent typecheck'],
  ['lint', 'npm run --silent lint'],
]);
const built = gate('build', 'npm run --silent build');

{
  const vitestLog = `${resultsDir}/vitest.log`;
  // The build test reads the build just made instead of building the app a second time.
  const { ok, seconds } = run(
    'vitest (unit and integration)',
    'npx vitest run',
    { QM_VITEST_JSON: vitestJson, ...(built ? { QM_BUILT_OUT_DIR: 'out' } : {}) },
    vitestLog,
  );
  const report = readJson(vitestJson);
  if (report) {
    const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += skipped;
    lines.push(`vitest: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped (${seconds} s)`);
    if (!ok && report.numFailedTests === 0) {
      totals.failed += 1;
      lines.push('vitest: the run failed outside any test; its output says:');
      for (const line of failureOutsideTests(vitestLog)) lines.push(`  | ${line}`);
    }
  } else {
    totals.failed += 1;
    lines.push(`vitest: no report written (${ok ? 'no tests?' : 'run failed'})`);
  }
}

if (built && existsSync('out/renderer/index.html')) {
  const { ok, seconds } = run('playwright (end to end, Chromium via the browser host)', 'npx playwright test');
  const report = readJson(playwrightJson);
  if (report?.stats) {
    const { expected = 0, unexpected = 0, skipped = 0, flaky = 0 } = report.stats;
    totals.passed += expected + flaky;
    totals.failed += unexpected;
    totals.skipped += skipped;
    lines.push(`playwright: ${expected + flaky} passed, ${unexpected} failed, ${skipped} skipped (${seconds} s)`);
    const reasons = new Set();
    const visit = (suite) => {
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests ?? [])
          if (t.status === 'skipped')
            for (const a of t.annotations ?? []) if (a.type === 'skip' && a.description) reasons.add(`${spec.title}: ${a.description}`);
      for (const child of suite.suites ?? []) visit(child);
    };
    for (const suite of report.suites ?? []) visit(suite);
    for (const reason of reasons) lines.push(`  skipped: ${reason}`);
    if (!ok && unexpected === 0) {
      totals.failed += 1;
      lines.push('playwright: the run failed outside any test (see its output above)');
    }
  } else {
    totals.failed += 1;
    lines.push('playwright: no report written');
  }
} else {
  totals.failed += 1;
  lines.push('playwright: not run, the build failed');
}

console.log('\n=== Summary');
for (const line of lines) console.log(line);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 ? 0 : 1);
