import { describe, expect, it } from 'vitest';
import { generateStore } from '../../../src/sandbox/seed/generate';

/** Exact sizes for benchmarks: the parts asked for have that many records, the rest follows the scale. */
const anchor = Date.parse('2025-06-01T00:00:00Z');

describe('seed counts', () => {
  it('seeds exactly the items, tickets and media files asked for, and the rest as the scale gives', () => {
    const plain = generateStore({ seed: 1, scale: 1, anchor });
    const sized = generateStore({ seed: 1, scale: 1, anchor, counts: { items: 1_000, tickets: 2_500, media: 700 } });
    // The configurable models (a fixed few) come on top of the catalogue's items, as at the default size.
    expect(sized.items.size - 1_000).toBe(plain.items.size - 300);
    expect(sized.support.tickets.size).toBe(2_500);
    expect(sized.media.assets.size).toBe(700);
    expect(sized.suppliers.size).toBe(plain.suppliers.size);
    expect(sized.media.folders.size).toBe(plain.media.folders.size);
    // Every catalogue item has its warehouse settings, as at the default size.
    expect(new Set([...sized.itemWarehouses.values()].map((r) => r.itemNumber)).size).toBe(1_000);
    expect(new Set([...sized.support.tickets.values()].map((t) => t.ticketNumber)).size).toBe(2_500);
  });

  it('spreads the media files over every folder of every channel, each file under a name of its own', () => {
    const store = generateStore({ seed: 1, scale: 1, anchor, counts: { media: 500 } });
    const assets = [...store.media.assets.values()];
    const perFolder = new Map<string, number>();
    for (const a of assets) perFolder.set(a.folderId, (perFolder.get(a.folderId) ?? 0) + 1);
    expect(perFolder.size).toBe(store.media.folders.size);
    expect(Math.max(...perFolder.values()) - Math.min(...perFolder.values())).toBeLessThanOrEqual(1);
    const names = new Set(assets.map((a) => `${a.channelCode}/${a.folderId}/${a.fileName}`));
    expect(names.size).toBe(500);
    expect(new Set(assets.map((a) => a.channelCode))).toEqual(new Set(store.channels.keys()));
  });

  it('gives the same data for the same seed and counts', () => {
    const once = generateStore({ seed: 3, scale: 1, anchor, counts: { items: 400, tickets: 400, media: 100 } });
    const again = generateStore({ seed: 3, scale: 1, anchor, counts: { items: 400, tickets: 400, media: 100 } });
    expect([...again.support.tickets.keys()]).toEqual([...once.support.tickets.keys()]);
    expect([...again.media.assets.values()].map((a) => a.id)).toEqual([...once.media.assets.values()].map((a) => a.id));
    expect([...again.items.values()].map((i) => i.primarySupplierNumber)).toEqual([...once.items.values()].map((i) => i.primarySupplierNumber));
  });
});
