import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { CalculateInput, Calculation, FormDefinition } from '@shared/contract/configurator';
import { createLivePrice, type LivePrice, type LivePriceState } from '@shared/domain/live-price';
import { moneyOf } from '@shared/domain/money';
import type { AppError } from '@shared/errors';
import { call } from '../../api/client';
import { afterNextFrame } from '../../components/after-frame';
import { changeCauses, summariseCauses } from './differences';
import type { PriceChange } from './PriceBreakdown';

type Controller = LivePrice<CalculateInput | null, Calculation>;

/** An aborted calculation is dropped here so its answer is never used; main aborts its ERP request once the next one of the stream arrives. */
function calculate(input: CalculateInput | null, signal: AbortSignal): Promise<Calculation> {
  if (!input) return Promise.reject(new Error('Nothing to price'));
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new DOMException('A newer calculation started', 'AbortError')));
    // One stream per form: main aborts the ERP request of the calculation this one replaces.
    call('configurator.calculate', { ...input, stream: 'configure' }).then(resolve, reject);
  });
}

const idle: LivePriceState<CalculateInput | null, Calculation> = {
  values: null,
  price: null,
  priceFor: null,
  isUpdating: false,
  answerMatchesValues: false,
  error: null,
  delta: null,
};
const nothingPriced: CalculateInput['values'] = [];

/**
 * The price of the values on screen through the shared live-price controller (debounce, abort of
 * the calculation in flight, sequence guard). Each change carries its cause in words, so the price
 * change can say what moved it. While `held` the values on screen cannot be priced (a field
 * refuses what was typed): nothing is asked, and the last price is no answer for them.
 */
export function useLivePrice(input: CalculateInput | null, form: FormDefinition | undefined, held = false) {
  const [live, setLive] = useState<Controller | null>(null);
  useEffect(() => {
    const controller = createLivePrice<CalculateInput | null, Calculation>(null, {
      calculate,
      totalOf: (c) => (c.isValid ? moneyOf(c.price.total, c.price.currencyCode) : null),
    });
    // The controller owns timers, so it lives exactly as long as this effect (StrictMode mounts twice).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLive(controller);
    return () => controller.dispose();
  }, []);
  // The controller's news renders as a transition, not at once as an external store's would: the
  // whole form follows it, and a key typed meanwhile shows first.
  const [state, setState] = useState(idle);
  useEffect(() => {
    if (!live) return;
    const take = (next: typeof idle) => startTransition(() => setState(next));
    take(live.getState());
    return live.subscribe(take);
  }, [live]);

  const signature = input ? JSON.stringify(input) : '';
  const previous = useRef<CalculateInput | null>(null);
  useEffect(() => {
    if (!live || !input || held) return;
    // Once the keystroke's frame is drawn: the price is already marked as updating (the values on
    // screen are not those asked), and the render the controller's news costs would otherwise
    // come before the typed character shows. A newer keystroke meanwhile replaces this one.
    return afterNextFrame(() => {
      const causes = form ? changeCauses(form, previous.current, input) : [];
      previous.current = input;
      live.change(input, causes.join('\n') || undefined);
    });
    // The signature stands for the input: a new object with the same content is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live, signature, held]);

  // An answer for another item is no price for this one.
  const sameItem = !!input && state.priceFor?.itemNumber === input.itemNumber;
  const calculation = sameItem ? (state.price ?? undefined) : undefined;
  const delta = sameItem ? state.delta : null;
  const change = useMemo<PriceChange | null>(() => (delta ? { delta, cause: summariseCauses(delta.causes.flatMap((c) => c.split('\n'))) } : null), [delta]);
  return {
    calculation,
    /** The values the shown calculation was made for. */
    pricedValues: (sameItem ? state.priceFor?.values : undefined) ?? nothingPriced,
    isUpdating: !!input && !held && !state.error && (state.isUpdating || !sameItem || JSON.stringify(state.values) !== signature),
    answerMatchesValues: !!input && !held && sameItem && state.answerMatchesValues && JSON.stringify(state.values) === signature,
    error: held ? null : ((state.error as AppError | null) ?? null),
    change: held ? null : change,
    /** Asks again for the values on screen after a failed calculation. */
    retry: () => live?.flush(),
  };
}
