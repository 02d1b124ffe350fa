import { describe, expect, it } from 'vitest';
import { collect, pages, records } from '../../../src/main/erp/paging';
import type { Paged } from '../../../src/main/erp/types';
import { client, paged, startStub } from './stub';

/** A fake list of `total` numbers whose pages answer after random delays, tracking concurrency. */
function fakeList(total: number) {
  const state = { running: 0, maxRunning: 0, requested: [] as number[], aborted: 0 };
  const fetchPage = async (page: number, pageSize: number, signal: AbortSignal): Promise<Paged<number>> => {
    state.requested.push(page);
    state.running++;
    state.maxRunning = Math.max(state.maxRunning, state.running);
    try {
      await new Promise<void>((resolve, reject) => {
        const t = setTimeout(resolve, 5 + Math.random() * 25);
        signal.addEventListener('abort', () => {
          clearTimeout(t);
          state.aborted++;
          reject(signal.reason);
        });
      });
      const start = (page - 1) * pageSize;
      const items = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => start + i);
      return paged(items, page, pageSize, total);
    } finally {
      state.running--;
    }
  };
  return { state, fetchPage };
}

describe('pages()', () => {
  it('yields every record in order while fetching at most `concurrency` pages at once', async () => {
    const { state, fetchPage } = fakeList(2_345);
    const all = await collect(records(fetchPage, { pageSize: 100, concurrency: 4 }));
    expect(all).toEqual(Array.from({ length: 2_345 }, (_, i) => i));
    expect(state.requested.sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(state.maxRunning).toBe(4);
  });

  it('fetches page 1 alone first, to learn the page count', async () => {
    const { state, fetchPage } = fakeList(1000);
    const iterator = pages(fetchPage, { pageSize: 100, concurrency: 4 });
    await iterator.next();
    expect(state.requested).toEqual([1]);
    await iterator.return(undefined);
  });

  it('clamps pageSize to the ERP maximum of 200', async () => {
    const { fetchPage } = fakeList(450);
    const sizes: number[] = [];
    for await (const page of pages(fetchPage, { pageSize: 1000 })) sizes.push(page.pageSize);
    expect(sizes).toEqual([200, 200, 200]);
  });

  it('cancels the pages still running when the consumer stops early', async () => {
    const { state, fetchPage } = fakeList(5000);
    for await (const page of pages(fetchPage, { pageSize: 100, concurrency: 4 })) {
      if (page.page === 2) break;
    }
    await new Promise((r) => setTimeout(r, 40));
    expect(state.aborted).toBeGreaterThan(0);
    expect(state.requested.length).toBeLessThan(10);
  });

  it('surfaces a failing page in order, without an unhandled rejection', async () => {
    const failing = async (page: number, pageSize: number): Promise<Paged<number>> => {
      if (page === 3) throw new Error('page 3 failed');
      await new Promise((r) => setTimeout(r, page === 2 ? 30 : 1));
      return paged([page], page, pageSize, 10 * pageSize);
    };
    const seen: number[] = [];
    await expect(async () => {
      for await (const page of pages(failing, { pageSize: 1 })) seen.push(page.page);
    }).rejects.toThrow('page 3 failed');
    expect(seen).toEqual([1, 2]);
  });
});

describe('list iterators over HTTP', () => {
  it('reads a whole list with pageSize 200 and keeps record order', async () => {
    const total = 1_050;
    const stub = await startStub((app) =>
      app.get('/preview/items', async (req) => {
        const q = req.query as { page: string; pageSize: string };
        const page = Number(q.page);
        const size = Number(q.pageSize);
        await new Promise((r) => setTimeout(r, Math.random() * 20));
        const start = (page - 1) * size;
        const items = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => ({ itemNumber: `I${start + i}` }));
        return paged(items, page, size, total);
      }),
    );
    const erp = await client(stub.url);
    const numbers: string[] = [];
    for await (const item of erp.preview.items.all({ search: 'x' })) numbers.push(item.itemNumber);
    expect(numbers).toEqual(Array.from({ length: total }, (_, i) => `I${i}`));
    expect(stub.seen).toHaveLength(6);
    expect(stub.seen.every((r) => r.url.includes('pageSize=200') && r.url.includes('search=x'))).toBe(true);
  });
});
