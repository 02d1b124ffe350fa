import { describe, expect, it } from 'vitest';
import { mapLimit } from '../../../src/shared/concurrency';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('mapLimit', () => {
  it('runs at most `limit` at once and answers in the items’ order', async () => {
    let running = 0;
    let most = 0;
    const out = await mapLimit([5, 1, 4, 2, 3, 0], 2, async (n, i) => {
      most = Math.max(most, ++running);
      for (let t = 0; t < n; t++) await tick();
      running--;
      return `${i}:${n}`;
    });
    expect(out).toEqual(['0:5', '1:1', '2:4', '3:2', '4:3', '5:0']);
    expect(most).toBe(2);
  });

  it('starts no further item after the first failure, and throws that failure', async () => {
    const started: number[] = [];
    const run = mapLimit([0, 1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      await tick();
      if (n === 1) throw new Error('item 1 failed');
      return n;
    });
    await expect(run).rejects.toThrow('item 1 failed');
    await tick();
    expect(started.length).toBeLessThanOrEqual(3);
  });

  it('treats a limit under 1 as 1', async () => {
    expect(await mapLimit(['a', 'b'], 0, async (s) => s.toUpperCase())).toEqual(['A', 'B']);
  });
});
