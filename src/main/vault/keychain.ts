import { createRequire } from 'node:module';
import type * as KeytarModule from 'keytar';
import { AppError } from '@shared/errors';

/**
 * The kinds of secret a profile can hold; one keychain entry per profile and kind. The
 * admin-preview token belongs to one channel (docs/api-assumptions.md 165), so its kind names it.
 */
export type SecretKind = 'apiKey' | 'oauthRefreshToken' | 'adminPreviewToken' | `adminPreviewToken:${string}`;
export const adminPreviewKind = (channelCode: string): SecretKind => `adminPreviewToken:${channelCode.toUpperCase()}`;

export interface SecretStore {
  get(profileId: string, kind: SecretKind): Promise<string | null>;
  set(profileId: string, kind: SecretKind, secret: string): Promise<void>;
  delete(profileId: string, kind: SecretKind): Promise<boolean>;
  /** Removes every secret of a profile (when the profile is deleted). */
  deleteAll(profileId: string): Promise<void>;
  /** Throws a 'keychain' AppError when no OS keychain can be reached. */
  probe(): Promise<void>;
}

type Keytar = typeof KeytarModule;

export const secretKinds: SecretKind[] = ['apiKey', 'oauthRefreshToken', 'adminPreviewToken'];

function unavailable(cause: unknown): AppError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new AppError({
    kind: 'keychain',
    title: 'The system keychain cannot be reached',
    detail:
      'Quartermaster keeps keys and tokens only in the operating system keychain and will not store them anywhere else. ' +
      `Unlock or start your keychain (on Linux: a Secret Service such as GNOME Keyring) and try again. (${reason})`,
  });
}

/**
 * Secrets in the OS keychain through keytar. There is deliberately no fallback: if the
 * keychain cannot be reached, storing a secret fails with a plain explanation.
 */
export function createKeychainStore(service = 'Quartermaster'): SecretStore {
  let keytar: Keytar | undefined;
  const load = (): Keytar => {
    try {
      keytar ??= createRequire(import.meta.url)('keytar') as Keytar;
      return keytar;
    } catch (error) {
      throw unavailable(error);
    }
  };
  const account = (profileId: string, kind: SecretKind) => `${profileId}:${kind}`;
  const guard = async <T>(work: (k: Keytar) => Promise<T>): Promise<T> => {
    const k = load();
    try {
      return await work(k);
    } catch (error) {
      throw unavailable(error);
    }
  };
  return {
    get: (profileId, kind) => guard((k) => k.getPassword(service, account(profileId, kind))),
    set: (profileId, kind, secret) => guard((k) => k.setPassword(service, account(profileId, kind), secret)),
    delete: (profileId, kind) => guard((k) => k.deletePassword(service, account(profileId, kind))),
    deleteAll: async (profileId) => {
      for (const kind of secretKinds) await guard((k) => k.deletePassword(service, account(profileId, kind)));
      // Per-channel kinds are not a fixed list: remove every entry of the profile.
      const entries = await guard((k) => k.findCredentials(service));
      for (const { account: name } of entries) if (name.startsWith(`${profileId}:`)) await guard((k) => k.deletePassword(service, name));
    },
    probe: async () => {
      await guard((k) => k.findCredentials(service));
    },
  };
}

/** In-memory store for the demo profile, whose key is public demo data, and for tests. */
export function createMemorySecretStore(): SecretStore {
  const map = new Map<string, string>();
  const key = (p: string, k: SecretKind) => `${p}:${k}`;
  return {
    get: async (p, k) => map.get(key(p, k)) ?? null,
    set: async (p, k, s) => void map.set(key(p, k), s),
    delete: async (p, k) => map.delete(key(p, k)),
    deleteAll: async (p) => [...map.keys()].filter((k) => k.startsWith(`${p}:`)).forEach((k) => map.delete(k)),
    probe: async () => {},
  };
}

/** What the renderer may learn about a key: that it exists and whether it is a test or live key. */
export function keyEnvironment(apiKey: string): 'TEST' | 'LIVE' | null {
  if (apiKey.startsWith('svc_live_sk_')) return 'LIVE';
  if (apiKey.startsWith('svc_test_sk_')) return 'TEST';
  return null;
}
