import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveDraft } from '../../../src/shared/contract/drafts';
import { createDraftThrottle, SAVE_AFTER_MS } from '../../../src/shared/domain/draft-throttle';

const draft = (text: string): SaveDraft => ({ editor: 'tickets.reply', recordKey: 'TCK-1', label: 'TCK-1', value: { text }, base: null });

describe('when drafts are sent to main', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends during continuous typing, at most SAVE_AFTER_MS after a change, the newest value each time', async () => {
    const sent: string[] = [];
    const throttle = createDraftThrottle(async (d) => (sent.push((d.value as { text: string }).text), { savedAt: 'now' }));
    const noop = { onSaved: () => undefined, onFailed: () => undefined };
    for (let i = 1; i <= 40; i += 1) {
      throttle.schedule(draft('x'.repeat(i)), noop);
      await vi.advanceTimersByTimeAsync(15);
    }
    // A debounce would have sent nothing while the keys kept coming.
    expect(sent.length).toBeGreaterThanOrEqual(Math.floor((40 * 15) / SAVE_AFTER_MS) - 1);
    await vi.advanceTimersByTimeAsync(SAVE_AFTER_MS);
    expect(sent.at(-1)).toBe('x'.repeat(40));
  });

  it('reports a save as done for the value it sent, not for a newer one typed meanwhile', async () => {
    let release!: () => void;
    const throttle = createDraftThrottle((_d) => new Promise((resolve) => (release = () => resolve({ savedAt: 'now' }))));
    const saved: string[] = [];
    throttle.schedule(draft('first'), { onSaved: () => saved.push('first'), onFailed: () => undefined });
    await vi.advanceTimersByTimeAsync(SAVE_AFTER_MS);
    throttle.schedule(draft('second'), { onSaved: () => saved.push('second'), onFailed: () => undefined });
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toEqual(['first']);
  });

  it('sends what waits at once when flushed, and nothing once cancelled', async () => {
    const sent: string[] = [];
    const throttle = createDraftThrottle(async (d) => (sent.push((d.value as { text: string }).text), { savedAt: 'now' }));
    const noop = { onSaved: () => undefined, onFailed: () => undefined };
    throttle.schedule(draft('closing'), noop);
    await throttle.flush({ editor: 'tickets.reply', recordKey: 'TCK-1' });
    expect(sent).toEqual(['closing']);
    throttle.schedule(draft('discarded'), noop);
    await throttle.cancel({ editor: 'tickets.reply', recordKey: 'TCK-1' });
    await vi.advanceTimersByTimeAsync(SAVE_AFTER_MS * 2);
    expect(sent).toEqual(['closing']);
  });
});
