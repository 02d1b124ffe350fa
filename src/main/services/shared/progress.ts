import type { EventPayload } from '@shared/contract';
import type { QuotaWait } from '../../erp/quota';
import { runWithQuotaListener } from '../../erp/quota-scope';
import type { EventHub } from '../../events';

/** How long work tells the screen where it is: the `progress` event, under the caller's id. */
export interface Progress {
  step(label: string, done: number, total: number | null): void;
}

/** Events more often than this are noise for a screen. */
const MIN_INTERVAL_MS = 200;

export const silentProgress: Progress = { step: () => {} };

/**
 * Runs long work with progress events; any call inside that waits for room in the ERP quota
 * shows as "waiting for quota" on the current step, so a slow run is explained, not frozen.
 */
export async function withProgress<T>(events: Pick<EventHub, 'emit'>, operationId: string | undefined, work: (progress: Progress) => Promise<T>): Promise<T> {
  if (!operationId) return work(silentProgress);
  let current: EventPayload<'progress'> = { operationId, label: 'Starting', done: 0, total: null };
  let lastEmit = 0;
  const emit = (next: EventPayload<'progress'>, force: boolean) => {
    current = next;
    const now = Date.now();
    if (!force && now - lastEmit < MIN_INTERVAL_MS) return;
    lastEmit = now;
    events.emit('progress', next);
  };
  const progress: Progress = {
    // A new step, or the first step after a wait, shows at once: the wait is over.
    step: (label, done, total) => emit({ operationId, label, done, total }, label !== current.label || current.waitingForQuotaMs !== undefined),
  };
  const onQuotaWait = ({ waitMs }: QuotaWait) => {
    if (waitMs > 0) emit({ ...current, waitingForQuotaMs: Math.ceil(waitMs) }, current.waitingForQuotaMs === undefined);
  };
  try {
    return await runWithQuotaListener(onQuotaWait, () => work(progress));
  } finally {
    events.emit('progress', { operationId, label: 'Done', done: current.total ?? current.done, total: current.total });
  }
}
