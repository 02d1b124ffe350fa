import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_GTIN_ATTRIBUTE } from '@shared/contract/connections';
import { AppError } from '@shared/errors';
import { Database } from './database';
import { readJsonFile } from './json-file';
import { retireLegacyFile } from './legacy-files';

/**
 * A connection profile as stored on disk: never a secret. Secrets live in the keychain under
 * the profile id; here we keep only what the UI may show about them.
 */
export interface StoredProfile {
  id: string;
  name: string;
  previewBaseUrl: string;
  ecomBaseUrl: string;
  tenantId: string;
  defaultChannel: string | null;
  auth: 'none' | 'apiKey' | 'oauth';
  /** From the key prefix (svc_test_sk_ / svc_live_sk_); OAuth connections count as LIVE unless told otherwise. */
  environment: 'TEST' | 'LIVE' | null;
  /** The OAuth user who approved the connection, for attribution in the header. */
  oauthUser: string | null;
  oauthClientId: string | null;
  /** Client-side quota; absent in files written before it existed (the default applies). */
  callsPerMinute?: number;
  /** The item attribute holding GTINs (docs/api-assumptions.md 323); absent: the default. */
  gtinAttribute?: string;
  /** The tenant's base currency, an ISO 4217 code (docs/api-assumptions.md 350); absent (files written before it existed) or null: not set. */
  baseCurrency?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The item attribute a connection looks GTINs up through: its own, else the default (row 323). */
export const gtinAttributeOf = (profile: StoredProfile): string => profile.gtinAttribute ?? DEFAULT_GTIN_ATTRIBUTE;

/** The connection's base currency code, or null when it names none (row 350). */
export const baseCurrencyOf = (profile: StoredProfile): string | null => profile.baseCurrency ?? null;

/** The profiles as earlier versions kept them in `profiles.json`, and as this store holds them in memory. */
interface ProfilesFile {
  version: 1 | 2;
  /** Stored explicitly, the Demo profile included: only the user changes it. */
  activeProfileId: string | null;
  /** The channel chosen in the header for the active profile; null means its default channel. */
  activeChannel?: string | null;
  profiles: StoredProfile[];
  /** The user removed the Demo profile; it stays away until they bring it back. */
  demoRemoved?: boolean;
}

export const DEMO_PROFILE_ID = 'demo';
export const LEGACY_PROFILES_FILE = 'profiles.json';
/** The `settings` row holding which profile and channel are active, and whether Demo was removed. */
const SETTINGS_KEY = 'connections';
type ConnectionSettings = Pick<ProfilesFile, 'activeProfileId' | 'activeChannel' | 'demoRemoved'>;

/**
 * Version 1 left the active profile null while the Demo profile was in use and showed Demo only
 * while no other profile existed, so saving a first profile silently dropped it. A null there
 * meant Demo (or Demo lost that way): it is made explicit once.
 */
function migrate(file: ProfilesFile): ProfilesFile {
  if (file.version !== 1) return file;
  return { ...file, version: 2, activeProfileId: file.activeProfileId ?? DEMO_PROFILE_ID, demoRemoved: false };
}

/**
 * The connection profiles, rows of the `profiles` table of the folder's database (row 310), and
 * which one is active, a row of `settings`. Every change is committed with an fsync before it
 * returns. `profiles.json` of earlier versions is moved in once (row 311).
 */
export class ProfileStore {
  private readonly db: Database;
  private data: ProfilesFile;

  constructor(dataDir: string) {
    this.db = Database.open(dataDir);
    const legacy = join(dataDir, LEGACY_PROFILES_FILE);
    if (existsSync(legacy)) {
      this.data = migrate(readJsonFile<ProfilesFile>(legacy, FRESH));
      this.save();
      retireLegacyFile(legacy);
    } else {
      this.data = this.load();
    }
  }

  /** Whether the Demo profile is listed: until the user removes it. */
  get hasDemo(): boolean {
    return !this.data.demoRemoved;
  }

  /** Brings the Demo profile back after the user removed it (it does not become active). */
  restoreDemo(): void {
    this.data.demoRemoved = false;
    this.save();
  }

  list(): StoredProfile[] {
    return this.data.profiles.map((p) => ({ ...p }));
  }

  get(id: string): StoredProfile {
    const found = this.data.profiles.find((p) => p.id === id);
    if (!found) throw new AppError({ kind: 'notFound', title: 'No such connection profile', detail: id });
    return { ...found };
  }

  get activeProfileId(): string | null {
    return this.data.activeProfileId;
  }

  get activeChannel(): string | null {
    return this.data.activeChannel ?? null;
  }

  setActive(id: string | null, channel: string | null = null): void {
    if (id === DEMO_PROFILE_ID) this.requireDemo();
    else if (id !== null) this.get(id);
    this.data.activeProfileId = id;
    this.data.activeChannel = channel;
    this.save();
  }

  upsert(
    input: Omit<StoredProfile, 'id' | 'createdAt' | 'updatedAt' | 'auth' | 'environment' | 'oauthUser' | 'oauthClientId'> & { id?: string },
  ): StoredProfile {
    const now = new Date().toISOString();
    // A field left out keeps its stored value rather than being erased.
    input = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as typeof input;
    const clash = this.data.profiles.find((p) => p.name.toLowerCase() === input.name.toLowerCase() && p.id !== input.id);
    if (clash || input.name.toLowerCase() === 'demo') {
      throw new AppError({
        kind: 'validation',
        title: 'A connection with this name already exists',
        fieldErrors: [{ field: 'name', message: 'Choose a name no other connection uses' }],
      });
    }
    if (input.id) {
      const index = this.data.profiles.findIndex((p) => p.id === input.id);
      if (index < 0) throw new AppError({ kind: 'notFound', title: 'No such connection profile', detail: input.id });
      const updated = { ...this.data.profiles[index]!, ...input, id: input.id, updatedAt: now };
      this.data.profiles[index] = updated;
      this.save();
      return { ...updated };
    }
    const created: StoredProfile = {
      ...input,
      id: randomUUID(),
      auth: 'none',
      environment: null,
      oauthUser: null,
      oauthClientId: null,
      createdAt: now,
      updatedAt: now,
    };
    this.data.profiles.push(created);
    this.save();
    return { ...created };
  }

  patch(id: string, changes: Partial<Pick<StoredProfile, 'auth' | 'environment' | 'oauthUser' | 'oauthClientId'>>): StoredProfile {
    const index = this.data.profiles.findIndex((p) => p.id === id);
    if (index < 0) throw new AppError({ kind: 'notFound', title: 'No such connection profile', detail: id });
    const updated = { ...this.data.profiles[index]!, ...changes, updatedAt: new Date().toISOString() };
    this.data.profiles[index] = updated;
    this.save();
    return { ...updated };
  }

  /** Removes a profile, the Demo one included; the active connection falls to none, never to another. */
  remove(id: string): void {
    if (id === DEMO_PROFILE_ID) this.data.demoRemoved = true;
    this.data.profiles = this.data.profiles.filter((p) => p.id !== id);
    if (this.data.activeProfileId === id) {
      this.data.activeProfileId = null;
      this.data.activeChannel = null;
    }
    this.save();
  }

  requireDemo(): void {
    if (!this.hasDemo) {
      throw new AppError({ kind: 'notFound', title: 'The Demo connection was removed', detail: 'Bring it back on the Connections page.' });
    }
  }

  close(): Promise<void> {
    return this.db.close();
  }

  private load(): ProfilesFile {
    const settings = this.db.sql.prepare('SELECT value_json FROM settings WHERE key = ?').get(SETTINGS_KEY) as { value_json: string } | undefined;
    if (!settings) return { ...FRESH, profiles: [] };
    const rows = this.db.sql.prepare('SELECT profile_json FROM profiles ORDER BY position').all() as { profile_json: string }[];
    return { version: 2, ...(JSON.parse(settings.value_json) as ConnectionSettings), profiles: rows.map((r) => JSON.parse(r.profile_json) as StoredProfile) };
  }

  private save(): void {
    const { activeProfileId, activeChannel, demoRemoved, profiles } = this.data;
    const insert = this.db.sql.prepare('INSERT INTO profiles (id, position, name, profile_json) VALUES (?, ?, ?, ?)');
    this.db.transaction(
      () => {
        this.db.sql.exec('DELETE FROM profiles');
        profiles.forEach((p, i) => insert.run(p.id, i, p.name, JSON.stringify(p)));
        this.db.sql
          .prepare('INSERT INTO settings (key, value_json) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json')
          .run(SETTINGS_KEY, JSON.stringify({ activeProfileId, activeChannel: activeChannel ?? null, demoRemoved: demoRemoved ?? false }));
      },
      { sync: true },
    );
  }
}

/** A fresh install: no profile of the user's, Demo active. */
const FRESH: ProfilesFile = { version: 2, activeProfileId: DEMO_PROFILE_ID, profiles: [], demoRemoved: false };
