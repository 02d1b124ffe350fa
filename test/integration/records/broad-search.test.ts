import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Item } from '../../../src/main/erp/preview/items';
import { RANKED_AT_MOST, RecordsTable, searchIsBroad } from '../../../src/main/services/shared/records/records-table';
import { Database } from '../../../src/main/store/database';

const opened: Database[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
});

function table(): { items: RecordsTable<'item'>; db: Database } {
  const db = Database.open(mkdtempSync(join(tmpdir(), 'qm-broad-search-')));
  opened.push(db);
  return { items: new RecordsTable(db, 'profile-1', 'item'), db };
}

const item = (itemNumber: string, name: string) => ({ itemNumber, name, baseUnitCode: 'PCS' }) as unknown as Item;

describe('the palette search over a records replica (row 352)', () => {
  it('answers a text held by more records than it ranks in number order, and ranks a narrower one by relevance', async () => {
    const { items, db } = table();
    const broad = Array.from({ length: RANKED_AT_MOST + 50 }, (_, i) =>
      // Numbers stored out of order, so number order is not the order they were written in.
      item(`SR-${String((i * 7919) % 100_000).padStart(5, '0')}`, `Series awning model ${i} with a long description of its frame and fabric`),
    );
    await items.apply({ upserts: [...broad, item('ZZ-1', 'Series'), item('AA-9', 'Compact parasol')] });

    const expected = [...broad.map((i) => i.itemNumber), 'ZZ-1'].sort().slice(0, 5);
    expect(items.search('series', 5).map((r) => r.number)).toEqual(expected);
    // The palette counts once for every kind and passes the answer on: ranked when told it is narrow.
    expect(searchIsBroad(db, 'series')).toBe(true);
    expect(searchIsBroad(db, 'series awning model 7 with')).toBe(false);
    expect(items.search('series', 5, false).map((r) => r.number)[0]).toBe('ZZ-1');

    // A narrow text: the best match first (the short title that is only the word), as before.
    await items.apply({ upserts: [item('MM-1', 'Parasol'), item('MM-2', 'Parasol stand for the compact parasol, with wheels and a long pole')] });
    expect(items.search('parasol', 5).map((r) => r.number)[0]).toBe('MM-1');
  });
});
