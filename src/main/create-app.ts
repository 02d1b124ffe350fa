import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { contract, isCallName } from '@shared/contract';
import { AppError } from '@shared/errors';
import { runInWriteScope } from './activity/write-scope';
import { createOAuthSignIn } from './auth';
import { ConnectionManager } from './connection/manager';
import { journalFileName } from './erp/client';
import { stopDemoSandbox } from './connection/demo-sandbox';
import type { AppContext, HostKind } from './context';
import { EventHub } from './events';
import { createDispatcher, type Dispatch } from './hosts/dispatcher';
import { handlers } from './services';
import { outboxOf } from './services/outbox';
import { ticketWatchOf } from './services/tickets/ticket-watch';
import { watchFollowsConnection } from './services/tickets/watch-follows-connection';
import { ActivityLog } from './store/activity-log';
import { ProfileStore } from './store/profiles';
import { closeBrandingHistory } from './store/branding-history';
import { DraftStore } from './store/drafts';
import { createKeychainStore, type SecretStore } from './vault/keychain';

export interface AppCore {
  ctx: AppContext;
  dispatch: Dispatch;
  close(): Promise<void>;
}

export interface AppCoreOptions {
  /** Turns on the Demo sandbox's /_sandbox control interface; tests only (issue 20 §6). */
  demoSandboxControl?: boolean;
  host: HostKind;
  version: string;
  dataDir: string;
  /** Tests may pass their own keychain service; the app uses the OS keychain. */
  secrets?: SecretStore;
  /**
   * Opens the system browser (Electron: shell.openExternal). Without it the address is sent to
   * the window as an `openExternal` event, which is how the browser host signs in.
   */
  openExternal?: (url: string) => void | Promise<void>;
  /**
   * Watch the active connection's ticket queues from start and across switches, so alerts reach
   * any screen (the app hosts). Off by default, so a test drives the watch itself.
   */
  watchTickets?: boolean;
}

/**
 * The composition root shared by the Electron entry and the browser host: builds the context
 * once and the one dispatcher both transports serve.
 */
export async function createAppCore(options: AppCoreOptions): Promise<AppCore> {
  // Only its owner may read the folder: its files hold drafts, journals and the activity log.
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  chmodSync(options.dataDir, 0o700);
  const events = new EventHub();
  const profiles = new ProfileStore(options.dataDir);
  const secrets = options.secrets ?? createKeychainStore();
  const activity = new ActivityLog(options.dataDir);
  const oauth = createOAuthSignIn({
    clientName: 'Quartermaster',
    secrets,
    openExternal: options.openExternal ?? ((url) => events.emit('openExternal', { url })),
  });
  const connection = new ConnectionManager({
    profiles,
    secrets,
    activity,
    events,
    dataDir: options.dataDir,
    bearerFor: async (profile) => ({ token: await oauth.accessToken(profile), refresh: () => oauth.refresh(profile) }),
    signOut: (profileId) => oauth.signOut(profileId),
    onHeld: (_profileId, queued) => void outboxOf(ctx).afterHeld(queued),
    demoSandboxControl: options.demoSandboxControl ?? false,
  });
  const signIn = async (profileId: string) => {
    const profile = profiles.get(profileId);
    const result = await oauth.signIn(profile);
    await secrets.delete(profileId, 'apiKey');
    // An OAuth connection carries no test/live prefix; it is shown as LIVE, the careful default.
    return profiles.patch(profileId, { auth: 'oauth', oauthClientId: result.clientId, oauthUser: result.user, environment: 'LIVE' });
  };
  const drafts = await DraftStore.open(options.dataDir, () => events.emit('draftsChanged', {}));
  const ctx: AppContext = { host: options.host, version: options.version, dataDir: options.dataDir, events, profiles, secrets, activity, connection, drafts, signIn };
  const inner = createDispatcher(handlers, ctx);
  // Pending writes are sent in the background: resumed at start and whenever the connection changes.
  const unsubscribeOutbox = events.subscribe((event) => event === 'connectionChanged' && outboxOf(ctx).kick());
  // Only a connection that journaled writes before can have left some behind.
  const activeAtStart = connection.activeProfileId();
  if (activeAtStart && existsSync(join(options.dataDir, journalFileName(activeAtStart)))) outboxOf(ctx).kick();

  // Writes run in a scope that names the call, so the activity log says what the user asked for;
  // a 403 anywhere teaches the connection which scopes its credential has.
  const dispatch: Dispatch = async (name, input) => {
    const run = () => inner(name, input);
    const envelope = isCallName(name) && contract[name].write ? await runInWriteScope({ operation: name, summary: contract[name].summary }, run) : await run();
    if (!envelope.ok && envelope.error.kind === 'forbidden' && envelope.error.grantedScopes && !envelope.error.codes.includes('Permission.Denied')) {
      connection.learnFromForbidden(new AppError(envelope.error));
    }
    if (!envelope.ok && envelope.error.kind === 'forbidden' && envelope.error.codes.includes('Permission.Denied')) connection.rememberDenied(String(name));
    return envelope;
  };

  const ticketWatch = options.watchTickets ? watchFollowsConnection(ctx, ticketWatchOf(ctx)) : null;

  return {
    ctx,
    dispatch,
    close: async () => {
      ticketWatch?.stop();
      ticketWatchOf(ctx).stop();
      unsubscribeOutbox();
      outboxOf(ctx).stop();
      await connection.close();
      await drafts.close();
      await closeBrandingHistory(options.dataDir);
      await stopDemoSandbox();
    },
  };
}
