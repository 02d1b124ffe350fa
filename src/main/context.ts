import type { ConnectionManager } from './connection/manager';
import type { EventHub } from './events';
import type { ActivityLog } from './store/activity-log';
import type { DraftStore } from './store/drafts';
import type { ProfileStore, StoredProfile } from './store/profiles';
import type { SecretStore } from './vault/keychain';

/** Where the app runs; the renderer shows it and some behaviour (opening links) differs. */
export type HostKind = 'electron' | 'browser';

/**
 * Everything a handler may use. Services are plain functions of (context, validated input),
 * so the same table runs under Electron, under the browser host and in tests.
 */
export interface AppContext {
  readonly host: HostKind;
  readonly version: string;
  readonly dataDir: string;
  readonly events: EventHub;
  readonly profiles: ProfileStore;
  readonly secrets: SecretStore;
  readonly activity: ActivityLog;
  readonly connection: ConnectionManager;
  /** Every editor's unsent work (drafts), opened with the app and closed with it. */
  readonly drafts: DraftStore;
  /** OAuth 2.1 sign-in in the system browser; returns the updated profile. */
  readonly signIn?: (profileId: string) => Promise<StoredProfile>;
}
