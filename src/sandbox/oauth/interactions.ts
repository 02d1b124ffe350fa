import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionDetails, Provider } from 'oidc-provider';
import { PREVIEW_SCOPES } from './provider';
import { PAGE_CSP, renderError, renderSignIn, type SignInView } from './sign-in-page';
import { checkPassword, type DemoUser } from './users';

/**
 * The sign-in step of an authorisation (oidc-provider's "interaction"): a server-rendered
 * form for the demo users. Consent is implicit: the form shows what is granted, and signing
 * in approves it, so one POST resolves both the login and the consent prompt.
 */
const INTERACTION = '/oauth/interaction/:uid';

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Security-Policy', PAGE_CSP)
    .header('Cache-Control', 'no-store')
    .header('X-Frame-Options', 'DENY')
    .send(body);
}

function requested(details: InteractionDetails): { scopes: string[]; resource: string | null } {
  const scope = typeof details.params.scope === 'string' ? details.params.scope : '';
  const resource = details.params.resource;
  return { scopes: scope.split(' ').filter(Boolean), resource: typeof resource === 'string' ? resource : null };
}

async function grantFor(provider: Provider, details: InteractionDetails, user: DemoUser): Promise<string> {
  const { scopes, resource } = requested(details);
  const grant = new provider.Grant({ accountId: user.id, clientId: String(details.params.client_id) });
  const oidcScopes = scopes.filter((s) => s === 'openid' || s === 'offline_access');
  if (oidcScopes.length > 0) grant.addOIDCScope(oidcScopes.join(' '));
  const previewScopes = scopes.filter((s) => (PREVIEW_SCOPES as readonly string[]).includes(s));
  if (resource && previewScopes.length > 0) grant.addResourceScope(resource, previewScopes.join(' '));
  return grant.save();
}

async function viewOf(provider: Provider, details: InteractionDetails): Promise<SignInView> {
  const client = await provider.Client.find(String(details.params.client_id));
  const { scopes, resource } = requested(details);
  return { action: `/oauth/interaction/${details.uid}`, clientName: client?.clientName ?? 'An application', resource, scopes };
}

export function registerInteractions(app: FastifyInstance, provider: () => Provider): void {
  // The interaction cookie names the pending authorisation; the uid in the path must match it.
  const load = async (req: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) => {
    const details = await provider()
      .interactionDetails(req.raw, reply.raw)
      .catch(() => null);
    return details?.uid === req.params.uid ? details : null;
  };
  const expired = (reply: FastifyReply) => html(reply, 400, renderError('This sign-in has expired', 'Go back to Quartermaster and start the sign-in again.'));

  app.get<{ Params: { uid: string } }>(INTERACTION, async (req, reply) => {
    const details = await load(req, reply);
    if (!details) return expired(reply);
    return html(reply, 200, renderSignIn(await viewOf(provider(), details)));
  });

  app.post<{ Params: { uid: string }; Body: Record<string, string> | undefined }>(INTERACTION, async (req, reply) => {
    const details = await load(req, reply);
    if (!details) return expired(reply);
    const form = req.body ?? {};
    let result: Record<string, unknown>;
    if (form.decision === 'deny') {
      result = { error: 'access_denied', error_description: 'The user cancelled the sign-in.' };
    } else {
      const user = checkPassword(form.login ?? '', form.password ?? '');
      if (!user) {
        const view = await viewOf(provider(), details);
        return html(reply, 401, renderSignIn({ ...view, login: form.login ?? '', error: 'Unknown user name or wrong password.' }));
      }
      result = { login: { accountId: user.id, remember: false }, consent: { grantId: await grantFor(provider(), details, user) } };
    }
    const returnTo = await provider().interactionResult(req.raw, reply.raw, result, { mergeWithLastSubmission: false });
    return reply.redirect(returnTo, 303);
  });
}
