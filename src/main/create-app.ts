import { chmodSync, mkdirSync } from 'node:fs';
import { contract, isCallName } from '@shared/contract';
import { AppError } from '@shared/errors';
import { runInWriteScope } from './activity/write-scope';
import { createOAuthSignIn } from './auth';
import { ConnectionManager } from './connection/manager';
import { journalFileName } from './erp/client';
import { stopDemoSandbox } from './connection/demo-sandbox';
import type { AppContext, SheetPrinter, HostKind } from './context';
import { EventHub } from './events';
import { createDispatcher, type Dispatch } from './hosts/dispatcher';
import { handlers } from './services';
import { LatestCalculations } from './services/configurator/latest-calculation';
import { IncomingFiles } from './services/media/incoming';
import { UploadQueue } from './services/media/queue';
import { MediaReplicas } from './services/media/media-replica';
import { assetOfView } from './services/media/assets';
import type { ErpClient } from './erp/client';
import type { MediaAssetView } from '@shared/contract/media';
import { OutboxRunner } from './services/outbox/runner';
import { CustomerViews } from './services/storefront/customer-view';
import { TicketReplicas } from './services/tickets/ticket-replica';
import { RecordsReplicas } from './services/shared/records/records-replica';
import { TicketWatch } from './services/tickets/ticket-watch';
import { watchFollowsConnection } from './services/tickets/watch-follows-connection';
import { ActivityLog } from './store/activity-log';
import { BrandingHistory } from './store/branding-history';
import { ProfileStore } from './store/profiles';
import { DraftStore } from './store/drafts';
import { SnippetStore } from './store/snippets';
import { DurableStore } from './store/durable-store';
import { DEMO_PROFILE_ID } from './store/profiles';
import { TicketPreferences } from './store/ticket-preferences';
import { LabelPreferenceStore } from './store/label-preferences';
import { createKeychainStore, type SecretStore } from './vault/keychain';

export interface AppCore {
  ctx: AppContext;
  dispatch: Dispatch;
  close(): Promise<void>;
}

export interface AppCoreOptions {
  /** Turns on the Demo sandbox's /_sandbox control interface; tests only. */
  demoSandboxControl?: boolean;
  host: HostKind;
  version: string;
  dataDir: string;
  /** Tests may pass their own keychain service; the app uses the OS keychain. */
  secrets?: SecretStore;
  /** The service name secrets are kept under in the OS keychain (default Quartermaster). */
  keychainService?: string;
  /** A fixed port for the embedded Demo sandbox; a free one when absent. */
  demoSandboxPort?: number;
  /** The ticket watch's look interval in ms (at least a second); 30 s when absent. */
  ticketWatchMs?: number;
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
  /** Direct printing of the window (Electron); the browser host has none. */
  printer?: SheetPrinter;
}

type Closer = () => void | Promise<void>;

/**
 * Closes every part in reverse order of creation; one that fails does not keep the others open,
 * and the first failure is thrown once all have run.
 */
async function closeAll(closers: Closer[]): Promise<void> {
  let failure: { error: unknown } | undefined;
  for (const close of closers.splice(0).reverse()) {
    try {
      await close();
    } catch (error) {
      failure ??= { error };
    }
  }
  if (failure) throw failure.error;
}

/**
 * The composition root shared by the Electron entry and the browser host: builds every
 * long-lived part once, hands them to the services on the context, and closes them all in one
 * place, in reverse order of creation. No service keeps state of its own beyond the context, so
 * a second core in the same process starts from nothing.
 */
export async function createAppCore(options: AppCoreOptions): Promise<AppCore> {
  const closers: Closer[] = [
    // The embedded sandbox is started by the connection on first use; stopped last.
    () => stopDemoSandbox(),
  ];
  /** Registers how a part is closed, at the moment it exists. */
  const owned = <T>(part: T, close: (part: T) => void | Promise<void>): T => {
    closers.push(() => close(part));
    return part;
  };
  try {
    return await buildAppCore(options, owned, () => closeAll(closers));
  } catch (error) {
    await closeAll(closers).catch(() => undefined);
    throw error;
  }
}

async function buildAppCore(
  options: AppCoreOptions,
  owned: <T>(part: T, close: (part: T) => void | Promise<void>) => T,
  close: () => Promise<void>,
): Promise<AppCore> {
  // Only its owner may read the folder: its files hold drafts, journals and the activity log.
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  chmodSync(options.dataDir, 0o700);
  const events = new EventHub();
  const profiles = owned(new ProfileStore(options.dataDir), (p) => p.close());
  const secrets = options.secrets ?? createKeychainStore(options.keychainService);
  const activity = owned(new ActivityLog(options.dataDir), (a) => a.close());
  const oauth = createOAuthSignIn({
    clientName: 'Quartermaster',
    secrets,
    openExternal: options.openExternal ?? ((url) => events.emit('openExternal', { url })),
  });
  const connection = owned(
    new ConnectionManager({
      profiles,
      secrets,
      activity,
      events,
      dataDir: options.dataDir,
      bearerFor: async (profile) => ({ token: await oauth.accessToken(profile), refresh: () => oauth.refresh(profile) }),
      signOut: (profileId) => oauth.signOut(profileId),
      onHeld: (_profileId, queued) => void outbox.afterHeld(queued),
      demoSandboxControl: options.demoSandboxControl ?? false,
      demoSandboxPort: options.demoSandboxPort,
    }),
    (c) => c.close(),
  );
  const signIn = async (profileId: string) => {
    const profile = profiles.get(profileId);
    const result = await oauth.signIn(profile);
    await secrets.delete(profileId, 'apiKey');
    // An OAuth connection carries no test/live prefix; it is shown as LIVE, the careful default.
    return profiles.patch(profileId, { auth: 'oauth', oauthClientId: result.clientId, oauthUser: result.user, environment: 'LIVE' });
  };
  const drafts = owned(await DraftStore.open(options.dataDir, () => events.emit('draftsChanged', {})), (d) => d.close());
  const snippets = owned(new SnippetStore(options.dataDir), (s) => s.close());
  const brandingHistory = owned(await BrandingHistory.open(options.dataDir), (h) => h.close());
  const knownProfile = (id: string) => id === DEMO_PROFILE_ID || profiles.list().some((p) => p.id === id);
  const ticketPreferences = owned(await TicketPreferences.open(options.dataDir, knownProfile), (p) => p.close());
  const labelPreferences = owned(await LabelPreferenceStore.open(options.dataDir), (p) => p.close());
  const calculations = owned(new LatestCalculations(), (c) => c.close());
  const customerViews = owned(new CustomerViews(), (v) => v.clear());
  owned(
    events.subscribe((event) => event === 'connectionChanged' && customerViews.clear()),
    (off) => off(),
  );
  const incoming = owned(new IncomingFiles(options.dataDir), (f) => f.close());
  const mediaReplicas = owned(new MediaReplicas(options.dataDir), (r) => r.close());
  // A finished upload adds its asset to the library's replica of that connection; no re-read.
  const stored = async (client: ErpClient, asset: MediaAssetView) => {
    const active = await connection.activeClient();
    if (active.client === client) await mediaReplicas.of(active.profile, client, asset.channelCode).put(assetOfView(asset));
  };
  const uploads = owned(new UploadQueue({ events, files: incoming, connection: () => connection.activeClient(), stored }), (q) => q.close());
  const outbox = owned(new OutboxRunner({ connection, events }), (o) => o.stop());
  const ticketReplicas = owned(new TicketReplicas(options.dataDir), (r) => r.close());
  const recordsReplicas = owned(new RecordsReplicas(options.dataDir), (r) => r.close());
  const ticketWatch = owned(new TicketWatch({ events, connection, ticketReplicas }, { pollMs: options.ticketWatchMs }), (w) => w.stop());
  const ctx: AppContext = {
    host: options.host,
    version: options.version,
    dataDir: options.dataDir,
    events,
    profiles,
    secrets,
    activity,
    connection,
    drafts,
    snippets,
    brandingHistory,
    outbox,
    incoming,
    uploads,
    mediaReplicas,
    ticketReplicas,
    recordsReplicas,
    ticketWatch,
    ticketPreferences,
    customerViews,
    calculations,
    labelPreferences,
    ...(options.printer ? { printer: options.printer } : {}),
    signIn,
  };
  const inner = createDispatcher(handlers, ctx);
  // Pending writes are sent in the background: resumed at start and whenever the connection changes.
  owned(
    events.subscribe((event) => event === 'connectionChanged' && outbox.kick()),
    (off) => off(),
  );
  // Only a connection that journaled writes before can have left some behind.
  const activeAtStart = connection.activeProfileId();
  if (activeAtStart && DurableStore.holdsRecords(options.dataDir, journalFileName(activeAtStart))) outbox.kick();

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

  if (options.watchTickets) owned(watchFollowsConnection(ctx, ticketWatch), (following) => following.stop());

  return { ctx, dispatch, close };
}
