import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PROFILE_ID, LEGACY_PROFILES_FILE, ProfileStore } from '../../../src/main/store/profiles';

const base = {
  name: 'Production',
  previewBaseUrl: 'https://erp.example.com/preview',
  ecomBaseUrl: 'https://erp.example.com/ecom',
  tenantId: '3f2b6c1e-0000-4000-8000-000000000001',
  defaultChannel: 'B2B',
};

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
    expect(() => store.upsert({ ...base, name: 'production' })).toThrowError(
      expect.objectContaining({ data: expect.objectContaining({ fieldErrors: [expect.objectContaining({ field: 'name' })] }) }),
    );
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
    expect(new ProfileStore(dir).list()).toEqual([]);
  });

  it('keeps the base currency across restarts, clears it on null, and keeps it when an edit leaves it out (row 350)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'qm-profiles-'));
    const store = new ProfileStore(dir);
    const p = store.upsert({ ...base, baseCurrency: 'EUR' });
    expect(new ProfileStore(dir).get(p.id).baseCurrency).toBe('EUR');
    store.upsert({ ...base, id: p.id, name: 'Prod EU' });
    expect(new ProfileStore(dir).get(p.id).baseCurrency).toBe('EUR');
    store.upsert({ ...base, id: p.id, baseCurrency: null });
    expect(new ProfileStore(dir).get(p.id).baseCurrency).toBeNull();
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

describe('the Demo profile', () => {
  it('is active on a fresh install and stays active when other profiles are added, also after a restart', () => {
    const dir = mkdtempSync(join(tmpdir(), 'qm-profiles-'));
    const store = new ProfileStore(dir);
    expect(store.activeProfileId).toBe(DEMO_PROFILE_ID);
    store.upsert(base);
    expect(store.activeProfileId).toBe(DEMO_PROFILE_ID);
    const reopened = new ProfileStore(dir);
    expect(reopened.activeProfileId).toBe(DEMO_PROFILE_ID);
    expect(reopened.hasDemo).toBe(true);
  });

  it('brings back Demo for a file written while a first profile silently replaced it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'qm-profiles-'));
    const old = new ProfileStore(mkdtempSync(join(tmpdir(), 'qm-profiles-'))).upsert(base);
    writeFileSync(join(dir, 'profiles.json'), JSON.stringify({ version: 1, activeProfileId: null, profiles: [old] }));
    const store = new ProfileStore(dir);
    expect(store.activeProfileId).toBe(DEMO_PROFILE_ID);
    expect(store.hasDemo).toBe(true);
    expect(store.list()).toHaveLength(1);
    expect(new ProfileStore(dir).activeProfileId).toBe(DEMO_PROFILE_ID);
  });

  it('can be removed by the user, leaving no active connection rather than picking one, and brought back', () => {
    const dir = mkdtempSync(join(tmpdir(), 'qm-profiles-'));
    const store = new ProfileStore(dir);
    store.upsert(base);
    store.remove(DEMO_PROFILE_ID);
    expect(store.hasDemo).toBe(false);
    expect(store.activeProfileId).toBeNull();
    expect(new ProfileStore(dir).hasDemo).toBe(false);
    expect(() => store.setActive(DEMO_PROFILE_ID)).toThrow(/removed/);
    store.restoreDemo();
    expect(new ProfileStore(dir).hasDemo).toBe(true);
    expect(store.activeProfileId).toBeNull();
  });
});

describe('profiles.json of earlier versions', () => {
  it('is moved into the database once, active profile and channel included, and renamed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'qm-profiles-'));
    const fixture = join(import.meta.dirname, 'legacy-files', LEGACY_PROFILES_FILE);
    copyFileSync(fixture, join(dir, LEGACY_PROFILES_FILE));
    const store = new ProfileStore(dir);
    expect(store.list().map((p) => [p.name, p.defaultChannel, p.auth])).toEqual([['Production', 'B2C-NO', 'none']]);
    // Written before the base currency existed: it loads, with none set (row 350).
    expect(store.list()[0]!.baseCurrency).toBeUndefined();
    expect(store.activeProfileId).toBe(store.list()[0]!.id);
    expect(store.activeChannel).toBe('B2C-NO');
    expect(store.hasDemo).toBe(true);
    expect(existsSync(join(dir, LEGACY_PROFILES_FILE))).toBe(false);
    expect(readFileSync(join(dir, `${LEGACY_PROFILES_FILE}.migrated`))).toEqual(readFileSync(fixture));

    store.upsert({ ...base, name: 'Staging' });
    const reopened = new ProfileStore(dir);
    expect(reopened.list().map((p) => p.name)).toEqual(['Production', 'Staging']);
    expect(reopened.activeChannel).toBe('B2C-NO');
  });
});
