import type { ConnectionStatus } from '@shared/contract/app';
import { DEFAULT_CALLS_PER_MINUTE, type Capabilities, type Profile } from '@shared/contract/connections';
import { AppError } from '@shared/errors';
import { activityRecorder } from '../activity/recorder';
import { currentWriteScope } from '../activity/write-scope';
import { createErpClient, type ErpClient } from '../erp/client';
import type { Credentials } from '../erp/auth';
import type { WriteEvent } from '../erp/http';
import type { EventHub } from '../events';
import type { ActivityLog } from '../store/activity-log';
import { baseCurrencyOf, DEMO_PROFILE_ID, gtinAttributeOf, type ProfileStore, type StoredProfile } from '../store/profiles';
import type { SecretStore } from '../vault/keychain';
import { PROBE_PREFIX, capabilitiesFromScopes, probeCapabilities, unknownCapabilities } from './capabilities';
import { demoSandbox } from './demo-sandbox';
import { adminPreviewKind } from '../vault/keychain';

export interface ConnectionManagerOptions {
  profiles: ProfileStore;
  secrets: SecretStore;
  activity: ActivityLog;
  events: EventHub;
  dataDir: string;
  /** Bearer tokens for OAuth profiles (the OAuth module); absent until sign-in exists. */
  bearerFor?: (profile: StoredProfile) => Promise<{ token: string; refresh: () => Promise<boolean> }>;
  /** Forgets a profile's OAuth tokens (memory and keychain). */
  signOut?: (profileId: string) => Promise<void>;
  /** A write of this profile could not reach the ERP (queued) or lost its answer, and waits in its outbox. */
  onHeld?: (profileId: string, queued: boolean) => void;
  /** The Demo sandbox's control interface: only tests turn it on. */
  demoSandboxControl?: boolean;
  /** A fixed port for the Demo sandbox; a free one when absent. */
  demoSandboxPort?: number;
}

interface Live {
  client: ErpClient;
  capabilities: Capabilities;
}

/**
 * Owns the active connection: which profile, its ERP client, and what its credential may do.
 * Secrets are read from the keychain here and handed to the client; they never leave main.
 */
export class ConnectionManager {
  private readonly live = new Map<string, Live>();
  private readonly creating = new Map<string, Promise<ErpClient>>();
  private closed = false;

  constructor(private readonly o: ConnectionManagerOptions) {}

  private demoSandbox() {
    return demoSandbox({ control: this.o.demoSandboxControl ?? false, port: this.o.demoSandboxPort });
  }

  /** The Demo profile, pointing at the embedded sandbox: a profile like any other until the user removes it. */
  async demoProfile(): Promise<StoredProfile> {
    this.o.profiles.requireDemo();
    const sandbox = await this.demoSandbox();
    return {
      id: DEMO_PROFILE_ID,
      name: 'Demo',
      previewBaseUrl: sandbox.previewUrl,
      ecomBaseUrl: sandbox.ecomUrl,
      tenantId: sandbox.tenantId,
      defaultChannel: sandbox.channels[0]?.code ?? null,
      // The sandbox's tenant counts in NOK (docs/api-assumptions.md 22, 350).
      baseCurrency: sandbox.baseCurrency,
      auth: 'apiKey',
      environment: 'TEST',
      oauthUser: null,
      oauthClientId: null,
      createdAt: new Date(0).toISOString(),
      updatedAt: new Date(0).toISOString(),
    };
  }

  async stored(id: string): Promise<StoredProfile> {
    return id === DEMO_PROFILE_ID ? this.demoProfile() : this.o.profiles.get(id);
  }

  async list(): Promise<Profile[]> {
    const all = [...(this.o.profiles.hasDemo ? [await this.demoProfile()] : []), ...this.o.profiles.list()];
    return all.map((p) => this.toPublic(p));
  }

  toPublic(p: StoredProfile): Profile {
    return {
      id: p.id,
      name: p.name,
      previewBaseUrl: p.previewBaseUrl,
      ecomBaseUrl: p.ecomBaseUrl,
      tenantId: p.tenantId,
      defaultChannel: p.defaultChannel,
      auth: p.auth,
      environment: p.environment,
      oauthUser: p.oauthUser,
      isDemo: p.id === DEMO_PROFILE_ID,
      isActive: p.id === this.activeProfileId(),
      callsPerMinute: p.callsPerMinute ?? DEFAULT_CALLS_PER_MINUTE,
      gtinAttribute: gtinAttributeOf(p),
      baseCurrency: baseCurrencyOf(p),
    };
  }

  /**
   * The profile the user chose (a fresh install starts on Demo so a newcomer sees live data at
   * once). Adding, editing or removing other profiles never changes it.
   */
  activeProfileId(): string | null {
    return this.o.profiles.activeProfileId;
  }

  async activate(id: string, channel?: string | null): Promise<Profile> {
    const profile = await this.stored(id);
    if (channel && channel !== profile.defaultChannel) await this.requireChannel(profile, channel);
    this.o.profiles.setActive(id, channel && channel !== profile.defaultChannel ? channel : null);
    this.o.events.emit('connectionChanged', { profileId: id });
    return this.toPublic(profile);
  }

  /** Only a channel the connection's ERP lists (active) may be chosen: anything else would show as connected and fail on every call. */
  private async requireChannel(profile: StoredProfile, channel: string): Promise<void> {
    const { client } = await this.clientFor(profile.id);
    const page = await client.preview.channels.list({ isActive: true }, { pageSize: 200 });
    if (!page.items.some((c) => c.channelCode === channel)) {
      throw new AppError({
        kind: 'validation',
        title: 'No such channel on this connection',
        fieldErrors: [{ field: 'channel', message: `${profile.name} has no active channel ${channel}` }],
      });
    }
  }

  /**
   * Removes the Demo profile at the user's request. A sandbox already running stays up until the
   * app stops (it is not started again while Demo is gone), so bringing Demo back in the same run
   * finds the same data at the same address.
   */
  async removeDemo(): Promise<void> {
    await this.reset(DEMO_PROFILE_ID);
    const wasActive = this.activeProfileId() === DEMO_PROFILE_ID;
    this.o.profiles.remove(DEMO_PROFILE_ID);
    if (wasActive) this.o.events.emit('connectionChanged', { profileId: null });
  }

  /** Brings the Demo profile back (not active: switching stays the user's choice). */
  async restoreDemo(): Promise<Profile> {
    this.o.profiles.restoreDemo();
    return this.toPublic(await this.demoProfile());
  }

  /** Forget a profile's OAuth sign-in along with its client. */
  async signOut(id: string): Promise<void> {
    await this.o.signOut?.(id);
    await this.reset(id);
  }

  /** Forget a profile's client (after its settings or credentials changed). */
  async reset(id: string): Promise<void> {
    const live = this.live.get(id);
    this.live.delete(id);
    await live?.client.close();
  }

  async status(): Promise<ConnectionStatus> {
    const id = this.activeProfileId();
    if (!id) return { state: 'none', message: 'No active connection. Choose one in Connections.', profile: null, channel: null };
    try {
      const p = await this.stored(id);
      const hasCredential = p.id === DEMO_PROFILE_ID || p.auth !== 'none';
      const channel = this.channelOf(p);
      return {
        state: hasCredential ? 'connected' : 'error',
        message: hasCredential ? `Connected to ${p.name}` : `${p.name} has no key or sign-in yet. Add one in Connections.`,
        profile: { id: p.id, name: p.name, tenantId: p.tenantId, environment: p.environment ?? 'LIVE', isDemo: p.id === DEMO_PROFILE_ID },
        channel: channel ? { code: channel, name: channel } : null,
      };
    } catch (error) {
      return { state: 'error', message: error instanceof AppError ? error.message : String(error), profile: null, channel: null };
    }
  }

  /** The ERP client of the active profile; screens call the ERP only through this. */
  async activeClient(): Promise<{ profile: StoredProfile; client: ErpClient }> {
    const id = this.activeProfileId();
    if (!id) throw new AppError({ kind: 'auth', title: 'No active connection', detail: 'Choose a connection in Connections.' });
    return this.clientFor(id);
  }

  async clientFor(id: string): Promise<{ profile: StoredProfile; client: ErpClient }> {
    const profile = await this.stored(id);
    const existing = this.live.get(id);
    if (existing) return { profile, client: existing.client };
    // Callers that ask at once share one client: a second would replace the first, left open.
    let creating = this.creating.get(id);
    if (!creating) {
      creating = this.createClient(id, profile).finally(() => this.creating.delete(id));
      this.creating.set(id, creating);
    }
    return { profile, client: await creating };
  }

  private async createClient(id: string, profile: StoredProfile): Promise<ErpClient> {
    const record = activityRecorder(this.o.activity, profile);
    const client = await createErpClient({
      profileId: profile.id,
      dataDir: this.o.dataDir,
      preview: {
        baseUrl: profile.previewBaseUrl,
        credentials: () => this.credentialsFor(profile),
        refreshBearer: profile.auth === 'oauth' && this.o.bearerFor ? async () => (await this.o.bearerFor!(profile)).refresh() : undefined,
      },
      ecom: {
        baseUrl: profile.ecomBaseUrl,
        tenantId: profile.tenantId,
        defaultChannel: profile.defaultChannel ?? '',
        adminPreviewToken: (channel) => this.adminPreviewTokenFor(profile.id, channel),
      },
      quota: { perMinute: profile.callsPerMinute ?? DEFAULT_CALLS_PER_MINUTE },
      onWrite: (event: WriteEvent) => {
        if (!event.operationId?.startsWith(PROBE_PREFIX)) record(event);
        if ((event.outcome === 'queued' || event.outcome === 'unknown') && event.idempotencyKey)
          void this.held(id, client, event.idempotencyKey, event.outcome === 'queued');
      },
      describeWrite: () => currentWriteScope()?.summary,
    });
    if (this.closed) {
      // Asked for while the app closed: nothing may outlive the close.
      await client.close();
      throw new AppError({ kind: 'cancelled', title: 'The app is closing' });
    }
    this.live.set(id, { client, capabilities: unknownCapabilities(id) });
    return client;
  }

  private async held(profileId: string, client: ErpClient, key: string, queued: boolean): Promise<void> {
    if (queued) await client.outbox?.annotate(key, { queued: true });
    this.o.onHeld?.(profileId, queued);
  }

  /** Whether a channel's admin-preview token is at hand; the token itself never leaves main. */
  async hasAdminPreviewToken(profileId: string, channelCode: string): Promise<boolean> {
    return (await this.adminPreviewTokenOrNull(profileId, channelCode)) !== null;
  }

  private async adminPreviewTokenOrNull(profileId: string, channelCode: string): Promise<string | null> {
    // The demo ERP's tokens are public demo data, like its API keys.
    if (profileId === DEMO_PROFILE_ID) return (await this.demoSandbox()).adminPreviewTokens[channelCode.toUpperCase()] ?? null;
    return this.o.secrets.get(profileId, adminPreviewKind(channelCode));
  }

  private async adminPreviewTokenFor(profileId: string, channelCode: string): Promise<string> {
    const token = await this.adminPreviewTokenOrNull(profileId, channelCode);
    if (token === null)
      throw new AppError({
        kind: 'auth',
        title: `No admin-preview token for ${channelCode}`,
        detail: 'Enter the channel’s admin-preview token in Connections.',
      });
    return token;
  }

  private async credentialsFor(profile: StoredProfile): Promise<Credentials> {
    if (profile.id === DEMO_PROFILE_ID) return { apiKey: (await this.demoSandbox()).apiKeys.all };
    if (profile.auth === 'apiKey') {
      const apiKey = await this.o.secrets.get(profile.id, 'apiKey');
      if (apiKey) return { apiKey };
    }
    if (profile.auth === 'oauth' && this.o.bearerFor) return { bearer: (await this.o.bearerFor(profile)).token };
    throw new AppError({
      kind: 'auth',
      title: `${profile.name} has no credential`,
      detail: 'Add an API key or sign in on the Connections page.',
    });
  }

  private channelOf(p: StoredProfile): string | null {
    return (this.o.profiles.activeProfileId === p.id ? this.o.profiles.activeChannel : null) ?? p.defaultChannel ?? null;
  }

  capabilities(id: string | null = this.activeProfileId()): Capabilities {
    return (id && this.live.get(id)?.capabilities) || unknownCapabilities(id);
  }

  async probe(id: string): Promise<Capabilities> {
    const { profile, client } = await this.clientFor(id);
    const capabilities = await probeCapabilities(id, client, this.channelOf(profile));
    const live = this.live.get(id);
    const known = { ...capabilities, deniedOperations: live?.capabilities.deniedOperations };
    if (live) live.capabilities = known;
    return known;
  }

  /** A 403 anywhere tells us the granted scopes; remember them so screens disable what cannot work. */
  learnFromForbidden(error: AppError): void {
    const id = this.activeProfileId();
    const granted = error.data.grantedScopes;
    const live = id ? this.live.get(id) : undefined;
    if (id && live && granted) live.capabilities = { ...capabilitiesFromScopes(id, granted), deniedOperations: live.capabilities.deniedOperations };
  }

  /**
   * The signed-in user may not do this operation (Permission.Denied): remembered until the
   * connection's settings or credentials change, which drops the live state (row 305).
   */
  rememberDenied(operation: string): void {
    const id = this.activeProfileId();
    const live = id ? this.live.get(id) : undefined;
    if (!live) return;
    const denied = new Set(live.capabilities.deniedOperations ?? []).add(operation);
    live.capabilities = { ...live.capabilities, deniedOperations: [...denied] };
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.creating.values()]);
    await Promise.all([...this.live.values()].map((l) => l.client.close()));
    this.live.clear();
  }
}
