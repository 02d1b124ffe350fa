import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { AppError } from '@shared/errors';
import { readJsonFile, writeJsonFileAtomic } from './json-file';

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
  createdAt: string;
  updatedAt: string;
}

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

/**
 * Version 1 left the active profile null while the Demo profile was in use and showed Demo only
 * while no other profile existed, so saving a first profile silently dropped it. A null there
 * meant Demo (or Demo lost that way): it is made explicit once.
 */
function migrate(file: ProfilesFile): ProfilesFile {
  if (file.version !== 1) return file;
  return { ...file, version: 2, activeProfileId: file.activeProfileId ?? DEMO_PROFILE_ID, demoRemoved: false };
}

export class ProfileStore {
  private readonly path: string;
  private data: ProfilesFile;

  constructor(dataDir: string) {
    this.path = join(dataDir, 'profiles.json');
    this.data = migrate(readJsonFile<ProfilesFile>(this.path, { version: 2, activeProfileId: DEMO_PROFILE_ID, profiles: [], demoRemoved: false }));
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

  private save(): void {
    writeJsonFileAtomic(this.path, this.data);
  }
}
