import { minus, type Money } from './money';

/**
 * Live pricing while the form is being filled in: every change schedules a recalculation
 * (debounced, with a ceiling so a long burst still updates now and then); starting a newer
 * calculation aborts the one in flight; an answer that is not from the newest calculation is
 * dropped, so an older price can never replace a newer one. The state says which values the
 * shown price belongs to, so a screen keeps the last price visible marked as updating and keeps
 * Save/Order disabled until the answer for the values on screen has arrived.
 * Framework-free: timers are the global ones (fake timers work), listeners are plain callbacks.
 */

/**
 * How the total moved with the newest answer. A difference is only taken between two totals in
 * one currency; when the currency changed (a customer who buys in EUR after list prices in NOK)
 * the answer says so instead, since EUR − NOK is no amount at all.
 */
export type PriceDelta =
  | {
      kind: 'moved';
      from: Money;
      to: Money;
      /** to − from (negative when the price fell). */
      amount: Money;
      /** The changes made since the previous shown price, oldest first (e.g. feature codes, "quantity"). */
      causes: string[];
    }
  | { kind: 'currencyChanged'; from: Money; to: Money; causes: string[] };

export interface LivePriceState<V, P> {
  /** The values on screen. */
  values: V;
  /** The newest price received, or null before the first answer. */
  price: P | null;
  /** The values `price` was calculated for. */
  priceFor: V | null;
  /** A calculation is scheduled or running for values not yet priced. */
  isUpdating: boolean;
  /** The shown price belongs to the values on screen: only then may the screen save or order. */
  answerMatchesValues: boolean;
  /** The failure of the newest calculation, if it failed. */
  error: unknown;
  /** How the total moved with the newest answer, and which changes moved it. */
  delta: PriceDelta | null;
}

export interface LivePriceOptions<V, P> {
  calculate: (values: V, signal: AbortSignal) => Promise<P>;
  /** The total a delta is taken of, or null when the answer has none. */
  totalOf: (price: P) => Money | null;
  /** Quiet time after the last change before calculating. */
  debounceMs?: number;
  /** A burst of changes still calculates at least this often. */
  maxWaitMs?: number;
  equals?: (a: V, b: V) => boolean;
}

export interface LivePrice<V, P> {
  getState(): LivePriceState<V, P>;
  /** A change on screen; `cause` names what changed (shown with the price delta). */
  change(values: V, cause?: string): void;
  /** Calculate now for the values on screen (e.g. on blur or before Save). */
  flush(): void;
  subscribe(listener: (state: LivePriceState<V, P>) => void): () => void;
  dispose(): void;
}

const jsonEquals = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export function createLivePrice<V, P>(initial: V, options: LivePriceOptions<V, P>): LivePrice<V, P> {
  const { calculate, totalOf, debounceMs = 250, maxWaitMs = 1000, equals = jsonEquals } = options;
  let state: LivePriceState<V, P> = { values: initial, price: null, priceFor: null, isUpdating: false, answerMatchesValues: false, error: null, delta: null };
  const listeners = new Set<(s: LivePriceState<V, P>) => void>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let burstStartedAt: number | null = null;
  let inFlight: AbortController | null = null;
  let started = 0;
  /** Changes not yet covered by a shown price. */
  let pendingCauses: string[] = [];
  let disposed = false;

  const set = (next: Partial<LivePriceState<V, P>>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };

  const clearTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    burstStartedAt = null;
  };

  const run = () => {
    clearTimer();
    if (disposed) return;
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const seq = ++started;
    const values = state.values;
    const causes = pendingCauses;
    pendingCauses = [];
    calculate(values, controller.signal).then(
      (price) => {
        // A newer calculation has started: this answer is older and never shown.
        if (seq !== started || disposed) return;
        inFlight = null;
        const matches = equals(values, state.values);
        set({
          price,
          priceFor: values,
          answerMatchesValues: matches,
          isUpdating: !matches,
          error: null,
          delta: deltaOf(state.price, price, causes),
        });
      },
      (error: unknown) => {
        if (seq !== started || disposed || controller.signal.aborted) return;
        inFlight = null;
        pendingCauses = [...causes, ...pendingCauses];
        const matches = equals(values, state.values);
        set({ error, isUpdating: !matches, answerMatchesValues: false });
      },
    );
  };

  const deltaOf = (before: P | null, after: P, causes: string[]): PriceDelta | null => {
    const from = before === null ? null : totalOf(before);
    const to = totalOf(after);
    if (!from || !to) return null;
    if (from.currency !== to.currency) return { kind: 'currencyChanged', from, to, causes };
    return { kind: 'moved', from, to, amount: minus(to, from), causes };
  };

  return {
    getState: () => state,
    change(values, cause) {
      if (disposed) return;
      if (cause) pendingCauses.push(cause);
      if (state.priceFor !== null && equals(values, state.priceFor) && state.error === null) {
        // Back to the values already priced: nothing to ask, and an older request must not land.
        clearTimer();
        inFlight?.abort();
        inFlight = null;
        started++;
        pendingCauses = [];
        set({ values, isUpdating: false, answerMatchesValues: true });
        return;
      }
      set({ values, isUpdating: true, answerMatchesValues: false });
      const now = Date.now();
      burstStartedAt ??= now;
      const wait = Math.max(0, Math.min(debounceMs, burstStartedAt + maxWaitMs - now));
      if (timer) clearTimeout(timer);
      timer = setTimeout(run, wait);
    },
    flush() {
      // A calculation already running for the values on screen is left to finish.
      if (timer || (!inFlight && !state.answerMatchesValues)) run();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      disposed = true;
      clearTimer();
      inFlight?.abort();
      listeners.clear();
    },
  };
}
