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
  createdAt: string;
  updatedAt: string;
}

interface ProfilesFile {
  version: 1;
  activeProfileId: string | null;
  /** The channel chosen in the header for the active profile; null means its default channel. */
  activeChannel?: string | null;
  profiles: StoredProfile[];
}

export const DEMO_PROFILE_ID = 'demo';

export class ProfileStore {
  private readonly path: string;
  private data: ProfilesFile;

  constructor(dataDir: string) {
    this.path = join(dataDir, 'profiles.json');
    this.data = readJsonFile<ProfilesFile>(this.path, { version: 1, activeProfileId: null, profiles: [] });
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
    if (id !== null && id !== DEMO_PROFILE_ID) this.get(id);
    this.data.activeProfileId = id;
    this.data.activeChannel = channel;
    this.save();
  }

  upsert(input: Omit<StoredProfile, 'id' | 'createdAt' | 'updatedAt' | 'auth' | 'environment' | 'oauthUser' | 'oauthClientId'> & { id?: string }): StoredProfile {
    const now = new Date().toISOString();
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

  remove(id: string): void {
    this.data.profiles = this.data.profiles.filter((p) => p.id !== id);
    if (this.data.activeProfileId === id) {
      this.data.activeProfileId = null;
      this.data.activeChannel = null;
    }
    this.save();
  }

  private save(): void {
    writeJsonFileAtomic(this.path, this.data);
  }
}
