import { AppError, toErrorData } from '@shared/errors';
import type { HandlerGroup } from '../../hosts/dispatcher';
import { createErpClient } from '../../erp/client';
import { compatibilityReport } from '../../erp/compatibility/report';
import type { AppContext } from '../../context';
import { DEMO_PROFILE_ID, type StoredProfile } from '../../store/profiles';
import { movesToAnotherServer } from '@shared/domain/server-origin';
import { keyEnvironment } from '../../vault/keychain';

type ConnectionCalls =
  | 'connections.list'
  | 'connections.save'
  | 'connections.delete'
  | 'connections.restoreDemo'
  | 'connections.setApiKey'
  | 'connections.clearCredentials'
  | 'connections.activate'
  | 'connections.test'
  | 'connections.resolveTenant'
  | 'connections.signIn'
  | 'connections.capabilities'
  | 'connections.channels'
  | 'activity.list';

function refuseDemo(id: string, what: string): void {
  if (id === DEMO_PROFILE_ID) {
    throw new AppError({ kind: 'validation', title: `The Demo connection cannot be ${what}`, detail: 'It always points at the built-in sandbox.' });
  }
}

/** One or two plain sentences for the test report; the HTTP status only when nothing else explains it. */
function describe(error: unknown): string {
  const data = toErrorData(error);
  const title = /[.!?]$/.test(data.title) ? data.title : `${data.title}.`;
  if (data.detail) return `${title} ${data.detail}`;
  return data.status ? `${title} (HTTP ${data.status})` : title;
}

/** Signs out (revoking at the server that issued the tokens) and removes every secret of the profile. */
async function forgetCredentials(ctx: AppContext, id: string): Promise<StoredProfile> {
  await ctx.connection.signOut(id);
  await ctx.secrets.deleteAll(id);
  const saved = ctx.profiles.patch(id, { auth: 'none', environment: null, oauthUser: null });
  await ctx.connection.reset(id);
  return saved;
}

export const connectionHandlers: HandlerGroup<ConnectionCalls> = {
  'connections.list': async (ctx) => ({ profiles: await ctx.connection.list() }),

  'connections.save': async (ctx, input) => {
    if (input.id) refuseDemo(input.id, 'edited');
    // Forgotten before the new address is stored, so no call can pair the old secret with it.
    if (input.id && movesToAnotherServer(ctx.profiles.get(input.id), input)) {
      await forgetCredentials(ctx, input.id);
      // The OAuth client was registered at the old server too.
      ctx.profiles.patch(input.id, { oauthClientId: null });
    }
    const saved = ctx.profiles.upsert(input);
    await ctx.connection.reset(saved.id);
    if (ctx.profiles.activeProfileId === saved.id) ctx.events.emit('connectionChanged', { profileId: saved.id });
    return ctx.connection.toPublic(saved);
  },

  'connections.delete': async (ctx, { id }) => {
    if (id === DEMO_PROFILE_ID) {
      await ctx.connection.removeDemo();
      return { deleted: true };
    }
    ctx.profiles.get(id);
    // Secrets first: a profile must never disappear while its key stays behind in the keychain.
    await ctx.connection.signOut(id);
    await ctx.secrets.deleteAll(id);
    const wasActive = ctx.profiles.activeProfileId === id;
    ctx.profiles.remove(id);
    if (wasActive) ctx.events.emit('connectionChanged', { profileId: null });
    return { deleted: true };
  },

  'connections.restoreDemo': async (ctx) => ctx.connection.restoreDemo(),

  'connections.setApiKey': async (ctx, { id, apiKey }) => {
    refuseDemo(id, 'given another key');
    ctx.profiles.get(id);
    await ctx.secrets.set(id, 'apiKey', apiKey);
    await ctx.connection.signOut(id);
    const saved = ctx.profiles.patch(id, { auth: 'apiKey', environment: keyEnvironment(apiKey), oauthUser: null });
    await ctx.connection.reset(id);
    if (ctx.profiles.activeProfileId === id) ctx.events.emit('connectionChanged', { profileId: id });
    return ctx.connection.toPublic(saved);
  },

  'connections.clearCredentials': async (ctx, { id }) => {
    refuseDemo(id, 'signed out');
    return ctx.connection.toPublic(await forgetCredentials(ctx, id));
  },

  'connections.activate': async (ctx, { id, channel }) => ctx.connection.activate(id, channel),

  'connections.test': async (ctx, { id }) => {
    const { client } = await ctx.connection.clientFor(id);
    const preview = await client.preview.channels
      .list({}, { pageSize: 1, failFast: true })
      .then(() => ({ ok: true, status: 200, message: 'The integration interface answers.' }))
      .catch((error: unknown) => ({ ok: false, status: toErrorData(error).status ?? null, message: describe(error) }));
    let channels: { code: string; name: string }[] = [];
    const ecom = await client.ecom.channels
      .list({ failFast: true })
      .then((list) => {
        channels = list.map((c) => ({ code: c.channelCode, name: c.name ?? c.channelCode }));
        return { ok: true, status: 200, message: `The storefront interface answers (${list.length} channels).` };
      })
      .catch((error: unknown) => ({ ok: false, status: toErrorData(error).status ?? null, message: describe(error) }));
    const capabilities = preview.ok || preview.status === 403 ? await ctx.connection.probe(id) : ctx.connection.capabilities(id);
    const compatibility = preview.ok || ecom.ok ? await compatibilityReport(client) : null;
    return { preview, ecom, channels, capabilities, compatibility };
  },

  'connections.resolveTenant': async (_ctx, { ecomBaseUrl, domain }) => {
    const client = await createErpClient({
      profileId: 'resolve',
      ecom: { baseUrl: ecomBaseUrl, tenantId: '00000000-0000-0000-0000-000000000000', defaultChannel: '' },
    });
    try {
      const found = await client.ecom.session.resolve(domain, { failFast: true });
      return { tenantId: found.tenantId, channelCode: found.channelCode, channelName: found.channelName ?? found.channelCode };
    } catch (error) {
      if (error instanceof AppError && error.kind === 'notFound') {
        throw new AppError({
          ...error.data,
          title: 'No storefront is known at that domain',
          fieldErrors: [{ field: 'domain', message: 'No tenant found for this domain' }],
        });
      }
      throw error;
    } finally {
      await client.close();
    }
  },

  'connections.signIn': async (ctx, { id }) => {
    refuseDemo(id, 'signed in with OAuth');
    if (!ctx.signIn) {
      throw new AppError({ kind: 'internal', title: 'OAuth sign-in is not available in this build' });
    }
    const saved = await ctx.signIn(id);
    await ctx.connection.reset(id);
    return ctx.connection.toPublic(saved);
  },

  'connections.channels': async (ctx) => {
    const { client } = await ctx.connection.activeClient();
    const page = await client.preview.channels.list({ isActive: true }, { pageSize: 200 });
    return { channels: page.items.map((c) => ({ code: c.channelCode, name: c.name ?? c.channelCode, type: c.type ?? null })) };
  },

  'connections.capabilities': async (ctx) => {
    const known = ctx.connection.capabilities();
    const id = ctx.connection.activeProfileId();
    if (!id || known.grantedScopes || Object.keys(known.tags).length > 0) return known;
    // First question after activation: find out once, then answer from memory.
    return ctx.connection.probe(id).catch(() => known);
  },

  'activity.list': async (ctx, { search, limit }) => ({ entries: ctx.activity.list({ search, limit }) }),
};
