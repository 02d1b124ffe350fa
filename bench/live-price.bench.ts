/**
 * Live pricing while a salesperson types: 20 changes at 10 per second against the price engine
 * with 50-400 ms random latency per calculation (the sandbox's latency-range fault rule).
 * - live-price controller (src/shared/domain/live-price): debounced, aborts the call in flight,
 *   drops older answers;
 * - naive baseline: one calculation per change, every answer shown as it arrives.
 * Counted: calculate calls (and how many after the burst ends), and stale prices displayed, a
 * price shown as current whose answer (the values the ERP echoes) is not for the values on screen.
 */
import type { Calculation, CalculateInput } from '../src/shared/contract/configurator';
import { createLivePrice } from '../src/shared/domain/live-price';
import { moneyOf } from '../src/shared/domain/money';
import { createErpClient, type ErpClient } from '../src/main/erp';
import { calculate } from '../src/main/services/configurator/pricing';
import type { Benchmark, Figure, SandboxLike } from './lib';

const CHANGES = 20;
const INTERVAL_MS = 100;
const AWNING = 'FV-80001';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The on-screen form: a width being typed, the rest of a valid awning fixed. */
function inputFor(width: number): CalculateInput {
  return {
    itemNumber: AWNING,
    quantity: '1',
    values: [
      { featureCode: 'WIDTH', number: String(width) },
      { featureCode: 'PROJECTION', number: '2500' },
      { featureCode: 'FRAME', optionCode: 'CASSETTE' },
      { featureCode: 'DRIVE', optionCode: 'MOTOR_WIND' },
      { featureCode: 'COLOUR', optionCode: 'GREY' },
      { featureCode: 'REMOTE', itemNumber: 'FV-81004' },
    ],
  };
}

/** Which width the ERP says this answer was calculated for. */
const widthOf = (c: Calculation) => Number(c.values.find((v) => v.featureCode === 'WIDTH')?.number);

interface Run {
  calls: number;
  callsAfterBurst: number;
  stale: number;
  finalCorrect: boolean;
  settleMs: number;
}

/** Types the burst, calling `onChange` per keystroke; `burstOver` marks when calls start counting as "after". */
async function typeBurst(onChange: (width: number) => void): Promise<number> {
  for (let i = 1; i <= CHANGES; i++) {
    onChange(3000 + i * 10);
    if (i < CHANGES) await sleep(INTERVAL_MS);
  }
  return performance.now();
}

async function naive(erp: ErpClient): Promise<Run> {
  let onScreen = 0;
  let shown: Calculation | null = null;
  let stale = 0;
  let calls = 0;
  let burstEnd = Infinity;
  let callsAfterBurst = 0;
  const inFlight: Promise<void>[] = [];
  const end = await typeBurst((width) => {
    onScreen = width;
    calls++;
    if (performance.now() > burstEnd) callsAfterBurst++;
    inFlight.push(
      calculate(erp, inputFor(width)).then((answer) => {
        shown = answer;
        if (widthOf(answer) !== onScreen) stale++;
      }),
    );
  });
  burstEnd = end;
  await Promise.all(inFlight);
  const settleMs = performance.now() - end;
  return { calls, callsAfterBurst, stale, finalCorrect: shown !== null && widthOf(shown) === onScreen, settleMs };
}

async function controlled(erp: ErpClient): Promise<Run> {
  let calls = 0;
  let callsAfterBurst = 0;
  let burstEnd = Infinity;
  let stale = 0;
  const live = createLivePrice<number, Calculation>(0, {
    calculate: (width, signal) => {
      calls++;
      if (performance.now() >= burstEnd) callsAfterBurst++;
      return calculate(erp, inputFor(width), signal);
    },
    totalOf: (c) => moneyOf(c.price.total, c.price.currencyCode),
  });
  const settled = new Promise<void>((resolve) => {
    live.subscribe((s) => {
      if (!s.price) return;
      if (s.answerMatchesValues && widthOf(s.price) !== s.values) stale++;
      if (s.values === 3000 + CHANGES * 10 && s.answerMatchesValues) resolve();
    });
  });
  burstEnd = await typeBurst((width) => live.change(width, 'WIDTH'));
  await settled;
  const settleMs = performance.now() - burstEnd;
  const s = live.getState();
  live.dispose();
  return { calls, callsAfterBurst, stale, finalCorrect: !!s.price && widthOf(s.price) === s.values, settleMs };
}

async function client(sb: SandboxLike): Promise<ErpClient> {
  return createErpClient({ profileId: 'bench', preview: { baseUrl: sb.previewUrl, credentials: async () => ({ apiKey: sb.apiKeys.all }) } });
}

const bench: Benchmark = {
  name: 'live pricing during a typing burst',
  async run(ctx) {
    const sb = await ctx.sandbox();
    const erp = await client(sb);
    await calculate(erp, inputFor(3000)); // form cached, connections warm
    await sb.faults.configure([{ kind: 'latency', latencyMs: 50, latencyMaxMs: 400, method: 'POST', pathPrefix: '/preview/configurations/calculate' }]);
    try {
      const base = await naive(erp);
      const live = await controlled(erp);
      ctx.log(
        `naive: ${base.calls} calls, ${base.stale} stale prices, final price ${base.finalCorrect ? 'right' : 'WRONG'}, last answer ${Math.round(base.settleMs)} ms after the burst`,
      );
      ctx.log(
        `controller: ${live.calls} calls (${live.callsAfterBurst} after the burst), final price ${live.finalCorrect ? 'right' : 'WRONG'} ${Math.round(live.settleMs)} ms after the burst`,
      );
      const figures: Figure[] = [
        {
          label: `calculate calls, ${CHANGES} changes at 10/s`,
          value: live.calls,
          baseline: base.calls,
          unit: 'calls',
          baselineLabel: 'one call per change',
          expectation: 'at most 2 after the burst',
          met: live.callsAfterBurst <= 2,
          note: `${live.callsAfterBurst} of them after the burst ended`,
        },
        {
          label: 'stale prices displayed',
          value: live.stale,
          baseline: base.stale,
          unit: 'prices',
          baselineLabel: 'every answer shown',
          expectation: '0, final price right',
          met: live.stale === 0 && live.finalCorrect,
          note: `naive final price ${base.finalCorrect ? 'right' : 'wrong'}`,
        },
      ];
      return figures;
    } finally {
      await sb.faults.clear();
      await erp.close();
    }
  },
};
export default bench;
