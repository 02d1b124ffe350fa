import { describe, expect, it } from 'vitest';
import type { UploadItem } from '../../../src/shared/contract/media';
import { newest } from '../../../src/renderer/src/workspaces/media/queue-merge';

const item = (itemId: string, revision: number, state: UploadItem['state']) => ({ itemId, revision, state }) as UploadItem;

describe('the upload queue on screen', () => {
  it('keeps the done event when the answer to Retry, read before it, arrives after it', () => {
    const afterEvent = new Map([['a', item('a', 7, 'done')]]);
    const merged = newest(afterEvent, [item('a', 5, 'checking')], true);
    expect(merged.get('a')!.state).toBe('done');
  });

  it('takes a newer copy, and drops items a whole-queue answer no longer has (cleared)', () => {
    const known = new Map([
      ['a', item('a', 2, 'uploading')],
      ['b', item('b', 9, 'done')],
    ]);
    const merged = newest(known, [item('a', 3, 'processing')], true);
    expect([...merged.values()].map((i) => [i.itemId, i.state])).toEqual([['a', 'processing']]);
  });

  it('an event for one item leaves the others alone', () => {
    const known = new Map([['b', item('b', 9, 'done')]]);
    const merged = newest(known, [item('a', 1, 'queued')], false);
    expect([...merged.keys()].sort()).toEqual(['a', 'b']);
  });
});
