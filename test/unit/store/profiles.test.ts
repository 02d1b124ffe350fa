import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ProfileStore } from '../../../src/main/store/profiles';

const base = { name: 'Production', previewBaseUrl: 'https://erp.example.com/preview', ecomBaseUrl: 'https://erp.example.com/ecom', tenantId: '3f2b6c1e-0000-4000-8000-000000000001', defaultChannel: 'B2B' };

describe('ProfileStore', () => {
  it('persists profiles across restarts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'qm-profiles-'));
    const created = new ProfileStore(dir).upsert(base);
    new ProfileStore(dir).setActive(created.id);
    const reopened = new ProfileStore(dir);
    expect(reopened.list()).toHaveLength(1);
    expect(reopened.get(created.id).name).toBe('Production');
    expect(reopened.activeProfileId).toBe(created.id);
  });

  it('refuses a second profile with the same name, naming the field', () => {
    const store = new ProfileStore(mkdtempSync(join(tmpdir(), 'qm-profiles-')));
    store.upsert(base);
    expect(() => store.upsert({ ...base, name: 'production' })).toThrowError(expect.objectContaining({ data: expect.objectContaining({ fieldErrors: [expect.objectContaining({ field: 'name' })] }) }));
    expect(() => store.upsert({ ...base, name: 'Demo' })).toThrow();
  });

  it('edits in place and clears the active profile when it is removed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'qm-profiles-'));
    const store = new ProfileStore(dir);
    const p = store.upsert(base);
    store.setActive(p.id);
    store.upsert({ ...base, id: p.id, name: 'Prod EU' });
    expect(store.get(p.id).name).toBe('Prod EU');
    store.remove(p.id);
    expect(store.list()).toEqual([]);
    expect(store.activeProfileId).toBeNull();
    expect(JSON.parse(readFileSync(join(dir, 'profiles.json'), 'utf8')).profiles).toEqual([]);
  });
});

describe('active channel', () => {
  it('remembers the channel chosen for the active profile across restarts, and forgets it with the profile', () => {
    const dir = mkdtempSync(join(tmpdir(), 'qm-profiles-'));
    const store = new ProfileStore(dir);
    const p = store.upsert(base);
    store.setActive(p.id, 'B2C');
    expect(new ProfileStore(dir).activeChannel).toBe('B2C');
    store.setActive(p.id);
    expect(new ProfileStore(dir).activeChannel).toBeNull();
    store.setActive(p.id, 'B2C');
    store.remove(p.id);
    expect(new ProfileStore(dir).activeChannel).toBeNull();
  });
});
