import type { Prng } from './prng';

/** An instant up to `maxDays` (at least `minDays`) before the seed's "today", drawn from `p`. */
export type Past = (p: Prng, maxDays: number, minDays?: number) => number;
