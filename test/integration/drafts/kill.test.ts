import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir, availableParallelism } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { DraftStore } from '../../../src/main/store/drafts';
import { typedText, typistEditors } from './typist-script';

/**
 * Nothing typed is lost when the app is killed: a typist process types into five editors at once
 * (a key every 15 ms, drafts through the real throttle, contract and store) and is SIGKILLed at
 * a random moment; the store is then opened as a restarted app would. Every editor's draft must
 * be exactly something typed, hold at least every save main had answered before the kill, and at
 * least what was typed 300 ms before the kill. The 300 ms is judged only where the typist was
 * not starved of the CPU (its keystrokes kept their pace, the machine's load under four times its
 * cores): time bounds mean nothing on a machine running far more work than it has cores for. 100 kills; tally printed.
 */
const KILLS = 100;
const LANES = 4;
const KEY_EVERY_MS = 15;
const ALLOWED_LAG_MS = 300;

let bundle: string;
const root = mkdtempSync(join(tmpdir(), 'qm-drafts-kill-'));

beforeAll(async () => {
  // One bundle, so each of the hundred starts costs a plain `node` start, not a TypeScript compile.
  bundle = join(root, 'typist.mjs');
  await build({
    entryPoints: [join(import.meta.dirname, 'typist.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: bundle,
    alias: { '@shared': join(import.meta.dirname, '../../../src/shared') },
    logLevel: 'error',
  });
});

interface Round {
  killedAt: number;
  /** When the typist typed each keystroke (its own clock: the machine's). */
  typedAt: Map<number, number>;
  /** Per editor, the most characters main had kept on disk before the kill. */
  saved: Map<string, number>;
  overloaded: boolean;
}

function typeAndKill(dataDir: string, recordKey: string, killAfterMs: number): Promise<Round> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundle, dataDir, recordKey, String(KEY_EVERY_MS)], { stdio: ['ignore', 'pipe', 'inherit'] });
    const round: Round = { killedAt: 0, typedAt: new Map(), saved: new Map(), overloaded: false };
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (round.killedAt) return;
      const [first, second, third] = line.split(' ');
      if (first === 'ready') {
        setTimeout(() => {
          round.killedAt = Date.now();
          round.overloaded = loadavg()[0]! > availableParallelism() * 4;
          child.kill('SIGKILL');
        }, killAfterMs);
      } else if (first === 'saved') round.saved.set(second!, Math.max(round.saved.get(second!) ?? 0, Number(third)));
      else round.typedAt.set(Number(first), Number(second));
    });
    child.once('error', reject);
    child.once('exit', () => (round.killedAt ? resolve(round) : reject(new Error('The typist ended before it was killed'))));
  });
}

/** The typist kept its pace through the last 300 ms before the kill (no keystroke gap over 4 beats). */
function keptPace(round: Round): boolean {
  const times = [...round.typedAt.values()].filter((at) => at >= round.killedAt - ALLOWED_LAG_MS - 100).sort((a, b) => a - b);
  return times.length > 2 && times.every((at, i) => i === 0 || at - times[i - 1]! <= KEY_EVERY_MS * 4) && round.killedAt - times.at(-1)! <= KEY_EVERY_MS * 4;
}

describe('drafts through kills', () => {
  it(`keeps every answered save, and what was typed ${ALLOWED_LAG_MS} ms before each of ${KILLS} kills`, { timeout: 300_000 }, async () => {
    const tally = { restored: 0, judgedForLag: 0, notJudged: 0, worstAgeMs: 0 };
    const wrong: string[] = [];
    const lanes = Array.from({ length: LANES }, (_, lane) => Array.from({ length: KILLS / LANES }, (_, i) => i * LANES + lane));
    await Promise.all(
      lanes.map(async (rounds, lane) => {
        const dataDir = join(root, `lane-${lane}`);
        for (const r of rounds) {
          const recordKey = `R${r}`;
          // Random moments, from inside the first throttle window to well past it.
          const round = await typeAndKill(dataDir, recordKey, 60 + Math.floor(Math.random() * 500));
          const judged = !round.overloaded && keptPace(round);
          if (judged) tally.judgedForLag += 1;
          else tally.notJudged += 1;
          const typedBefore = Math.max(0, ...[...round.typedAt].filter(([, at]) => at <= round.killedAt - ALLOWED_LAG_MS).map(([n]) => n));
          const store = await DraftStore.open(dataDir);
          for (const editor of typistEditors) {
            const kept = (store.get('demo', { editor, recordKey })?.value as { text?: string } | undefined)?.text ?? '';
            tally.restored += 1;
            const where = `${editor} ${recordKey}: kept ${kept.length} characters`;
            if (kept !== typedText(editor, kept.length)) wrong.push(`${where}, which were never typed`);
            if (kept.length < (round.saved.get(editor) ?? 0)) wrong.push(`${where}, after main had answered a save of ${round.saved.get(editor)}`);
            if (judged && kept.length < typedBefore) wrong.push(`${where}, ${typedBefore} were typed ${ALLOWED_LAG_MS} ms before the kill`);
            const keptAt = round.typedAt.get(kept.length);
            if (judged && keptAt !== undefined) tally.worstAgeMs = Math.max(tally.worstAgeMs, round.killedAt - keptAt);
          }
          await store.close();
        }
      }),
    );
    console.log(
      `drafts kill test: ${KILLS} kills, ${tally.restored} editor drafts restored, ${wrong.length} wrong; ` +
        `the ${ALLOWED_LAG_MS} ms bound judged on ${tally.judgedForLag} kills (${tally.notJudged} not: the typist starved of the CPU), worst age of a kept draft ${tally.worstAgeMs} ms`,
    );
    expect(wrong).toEqual([]);
  });
});
