import { useSyncExternalStore } from 'react';

/**
 * One clock for every countdown on screen: a single timer runs while anything shows the time
 * and stops when the last one goes, so a list of 200 deadlines costs one tick, not 200.
 * Fifteen seconds: a countdown in whole minutes is never more than that behind.
 */
export const CLOCK_TICK_MS = 15_000;

let now = new Date();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function tick(): void {
  now = new Date();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    timer = setInterval(tick, CLOCK_TICK_MS);
    // The clock stood still while nothing showed it: the first one to show it again gets the time now.
    tick();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current time, renewed by the shared tick. */
export function useNow(): Date {
  return useSyncExternalStore(subscribe, () => now);
}
