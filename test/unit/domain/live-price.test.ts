import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLivePrice, type LivePrice } from '../../../src/shared/domain/live-price';
import { moneyOf } from '../../../src/shared/domain/money';

type Priced = { total: string; currency: string; values: number };

/** A price engine whose answers the test releases by hand, in any order. */
function fakeEngine() {
  const calls: { values: number; signal: AbortSignal; resolve: (total: string, currency?: string) => void; reject: (e: unknown) => void }[] = [];
  const calculate = (values: number, signal: AbortSignal) =>
    new Promise<Priced>((resolve, reject) => {
      calls.push({ values, signal, resolve: (total, currency = 'NOK') => resolve({ total, currency, values }), reject });
    });
  return { calls, calculate };
}

let engine: ReturnType<typeof fakeEngine>;
let live: LivePrice<number, Priced>;
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  engine = fakeEngine();
  live = createLivePrice(0, { calculate: engine.calculate, totalOf: (p) => moneyOf(p.total, p.currency), debounceMs: 200, maxWaitMs: 1000 });
});
afterEach(() => {
  live.dispose();
  vi.useRealTimers();
});

describe('live price', () => {
  it('debounces a burst of changes into one calculation for the last values', async () => {
    for (let v = 1; v <= 5; v++) {
      live.change(v, `step ${v}`);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(engine.calls).toHaveLength(0);
    expect(live.getState()).toMatchObject({ values: 5, isUpdating: true, answerMatchesValues: false });
    await vi.advanceTimersByTimeAsync(100);
    expect(engine.calls.map((c) => c.values)).toEqual([5]);
    engine.calls[0]!.resolve('50.00');
    await settle();
    expect(live.getState()).toMatchObject({ price: { total: '50.00' }, priceFor: 5, isUpdating: false, answerMatchesValues: true });
  });

  it('still calculates during a long burst, at most once per maxWait', async () => {
    for (let v = 1; v <= 20; v++) {
      live.change(v);
      await vi.advanceTimersByTimeAsync(100);
    }
    // 2 s of typing at 10 changes a second: the ceiling fired twice, the debounce not at all yet.
    expect(engine.calls.map((c) => c.values)).toEqual([10, 20]);
  });

  it('aborts the calculation in flight when a newer one starts, and drops its late answer', async () => {
    live.change(1, 'width');
    await vi.advanceTimersByTimeAsync(200);
    live.change(2, 'colour');
    await vi.advanceTimersByTimeAsync(200);
    const [first, second] = engine.calls;
    expect(first!.signal.aborted).toBe(true);
    expect(second!.signal.aborted).toBe(false);
    second!.resolve('20.00');
    first!.resolve('10.00');
    await settle();
    expect(live.getState()).toMatchObject({ price: { total: '20.00' }, priceFor: 2, answerMatchesValues: true });
  });

  it('never lets an older answer replace a newer one, even when the older arrives last', async () => {
    live.change(1);
    await vi.advanceTimersByTimeAsync(200);
    live.change(2);
    await vi.advanceTimersByTimeAsync(200);
    engine.calls[1]!.resolve('20.00');
    await settle();
    engine.calls[0]!.resolve('10.00');
    await settle();
    expect(live.getState().price).toEqual({ total: '20.00', currency: 'NOK', values: 2 });
  });

  it('keeps the last price visible but marked as not matching while newer values wait', async () => {
    live.change(1);
    await vi.advanceTimersByTimeAsync(200);
    engine.calls[0]!.resolve('10.00');
    await settle();
    live.change(2);
    expect(live.getState()).toMatchObject({ price: { total: '10.00' }, priceFor: 1, values: 2, isUpdating: true, answerMatchesValues: false });
  });

  it('an answer for values changed meanwhile is shown only as "for other values"', async () => {
    live.change(1);
    await vi.advanceTimersByTimeAsync(200);
    live.change(2); // debouncing, not started yet: the calculation for 1 keeps running
    engine.calls[0]!.resolve('10.00');
    await settle();
    expect(live.getState()).toMatchObject({ priceFor: 1, values: 2, answerMatchesValues: false, isUpdating: true });
    await vi.advanceTimersByTimeAsync(200);
    engine.calls[1]!.resolve('20.00');
    await settle();
    expect(live.getState()).toMatchObject({ priceFor: 2, answerMatchesValues: true, isUpdating: false });
  });

  it('reports the price delta and every change that caused it', async () => {
    live.change(1, 'width');
    await vi.advanceTimersByTimeAsync(200);
    engine.calls[0]!.resolve('100.00');
    await settle();
    expect(live.getState().delta).toBeNull();
    live.change(2, 'frame');
    live.change(3, 'valance');
    await vi.advanceTimersByTimeAsync(200);
    engine.calls[1]!.resolve('90.50');
    await settle();
    expect(live.getState().delta).toEqual({
      kind: 'moved',
      from: { amount: '100.00', currency: 'NOK' },
      to: { amount: '90.50', currency: 'NOK' },
      amount: { amount: '-9.5', currency: 'NOK' },
      causes: ['frame', 'valance'],
    });
  });

  it('after a change of currency says the price is now in that currency, never an amount of two currencies', async () => {
    live.change(1);
    await vi.advanceTimersByTimeAsync(200);
    engine.calls[0]!.resolve('14340.00', 'NOK');
    await settle();
    live.change(2, 'Customer: C10010');
    await vi.advanceTimersByTimeAsync(200);
    engine.calls[1]!.resolve('1143.21', 'EUR');
    await settle();
    expect(live.getState().delta).toEqual({
      kind: 'currencyChanged',
      from: { amount: '14340.00', currency: 'NOK' },
      to: { amount: '1143.21', currency: 'EUR' },
      causes: ['Customer: C10010'],
    });
    live.change(3, 'Quantity: 2');
    await vi.advanceTimersByTimeAsync(200);
    engine.calls[2]!.resolve('2286.42', 'EUR');
    await settle();
    expect(live.getState().delta).toMatchObject({ kind: 'moved', amount: { amount: '1143.21', currency: 'EUR' } });
  });

  it('going back to the priced values needs no call and cancels the one in flight', async () => {
    live.change(1);
    await vi.advanceTimersByTimeAsync(200);
    engine.calls[0]!.resolve('10.00');
    await settle();
    live.change(2);
    await vi.advanceTimersByTimeAsync(200);
    live.change(1);
    expect(engine.calls[1]!.signal.aborted).toBe(true);
    engine.calls[1]!.resolve('20.00');
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(engine.calls).toHaveLength(2);
    expect(live.getState()).toMatchObject({ price: { total: '10.00' }, priceFor: 1, answerMatchesValues: true, isUpdating: false });
  });

  it('a failed calculation leaves the old price, reports the error and keeps Save disabled', async () => {
    live.change(1);
    await vi.advanceTimersByTimeAsync(200);
    engine.calls[0]!.resolve('10.00');
    await settle();
    live.change(2, 'width');
    await vi.advanceTimersByTimeAsync(200);
    engine.calls[1]!.reject(new Error('offline'));
    await settle();
    expect(live.getState()).toMatchObject({
      price: { total: '10.00' },
      priceFor: 1,
      answerMatchesValues: false,
      isUpdating: false,
      error: new Error('offline'),
    });
    live.flush();
    engine.calls[2]!.resolve('20.00');
    await settle();
    expect(live.getState()).toMatchObject({ priceFor: 2, answerMatchesValues: true, error: null, delta: { causes: ['width'] } });
  });

  it('flush calculates at once instead of waiting for the debounce', async () => {
    live.change(7);
    live.flush();
    expect(engine.calls.map((c) => c.values)).toEqual([7]);
    await vi.advanceTimersByTimeAsync(500);
    expect(engine.calls).toHaveLength(1);
  });

  it('notifies subscribers with each new state', async () => {
    const seen: boolean[] = [];
    live.subscribe((s) => seen.push(s.answerMatchesValues));
    live.change(1);
    await vi.advanceTimersByTimeAsync(200);
    engine.calls[0]!.resolve('1.00');
    await settle();
    expect(seen).toEqual([false, true]);
  });
});
