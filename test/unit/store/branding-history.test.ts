import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BrandingHistory, LEGACY_HISTORY_FILE } from '../../../src/main/store/branding-history';
import { storeRows } from './database-rows';
import { brandingMembers, type PublishedBranding } from '../../../src/shared/contract/storefront';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'qm-branding-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const branding = Object.fromEntries(brandingMembers.map((m) => [m, null])) as PublishedBranding['branding'];
const entry = (id: string, channelCode = 'B2C-NO'): PublishedBranding => ({
  id,
  channelCode,
  publishedAt: '2025-01-01T00:00:00.000Z',
  branding: { ...branding, primaryColor: `#${id}` },
  sentCss: null,
  storedCss: null,
});

describe('branding history in the durable store', () => {
  it('survives a reopen, newest first, per profile and channel, in the store format rather than a file of its own', async () => {
    const h = await BrandingHistory.open(dir);
    await h.add('p1', entry('a'));
    await h.add('p1', entry('b'));
    await h.add('p1', entry('c', 'B2B-SE'));
    await h.add('p2', entry('d'));
    await h.close();

    const again = await BrandingHistory.open(dir);
    expect(again.list('p1', 'B2C-NO').map((e) => e.id)).toEqual(['b', 'a']);
    expect(again.list('p1', 'B2B-SE').map((e) => e.id)).toEqual(['c']);
    expect(again.get('p2', 'B2C-NO', 'd')?.branding.primaryColor).toBe('#d');
    await again.close();
    expect(existsSync(join(dir, LEGACY_HISTORY_FILE))).toBe(false);
    const rows = storeRows(dir, 'branding-history');
    expect(rows).toHaveLength(4);
    expect(rows.every(([k, v]) => typeof k === 'string' && typeof v === 'object')).toBe(true);
    expect(existsSync(join(dir, 'branding-history.jsonl'))).toBe(false);
  });

  it('keeps the last 50 of a channel', async () => {
    const h = await BrandingHistory.open(dir);
    for (let i = 0; i < 52; i++) await h.add('p1', entry(String(i)));
    await h.close();
    const again = await BrandingHistory.open(dir);
    const ids = again.list('p1', 'B2C-NO').map((e) => e.id);
    expect(ids).toHaveLength(50);
    expect(ids[0]).toBe('51');
    expect(ids.at(-1)).toBe('2');
    await again.close();
  });

  it('imports the earlier branding-history.json once, keeping its order, then removes it', async () => {
    await writeFile(join(dir, LEGACY_HISTORY_FILE), JSON.stringify({ version: 1, entries: { 'p1|B2C-NO': [entry('new'), entry('old')] } }));
    const h = await BrandingHistory.open(dir);
    expect(h.list('p1', 'B2C-NO').map((e) => e.id)).toEqual(['new', 'old']);
    await h.add('p1', entry('newer'));
    await h.close();
    expect(existsSync(join(dir, LEGACY_HISTORY_FILE))).toBe(false);
    const again = await BrandingHistory.open(dir);
    expect(again.list('p1', 'B2C-NO').map((e) => e.id)).toEqual(['newer', 'new', 'old']);
    await again.close();
  });
});
