import { ApiProblem, problem } from '../rules/problems';
import type { Api, Ctx } from '../api';
import { checkPortalLogin } from './portal-users';
import { bearerSession, requireChannel, requireTenant, sessionBody } from './session';

/**
 * POST /ecom/auth/login (docs/api-assumptions.md 176-179): `{email, password}` of a customer
 * contact's portal account upgrades the session the Bearer token names in place: same token,
 * `isAuthenticated` true, the customer's agreement prices at once. Without a live session of this
 * channel 401; wrong email or password one 400 that does not say which of the two was wrong.
 */
const text = (body: Record<string, unknown>, field: string): string | undefined => {
  const v = body[field];
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
};

function readCredentials(c: Ctx): { email: string; password: string } {
  const body = (c.body && typeof c.body === 'object' ? c.body : {}) as Record<string, unknown>;
  const email = text(body, 'email');
  const password = text(body, 'password');
  const missing = [
    !email && { code: 'Validation.Required', field: 'email', detail: "'email' is required." },
    !password && { code: 'Validation.Required', field: 'password', detail: "'password' is required." },
  ].filter((e) => e !== false);
  if (missing.length) throw new ApiProblem(400, missing);
  return { email: email as string, password: password as string };
}

export function registerAuth(api: Api): void {
  api.post(
    '/ecom/auth/login',
    undefined,
    (c) => {
      requireTenant(c);
      const channel = requireChannel(c);
      const session = bearerSession(c, channel);
      if (!session)
        throw new ApiProblem(401, [
          {
            code: 'Session.Required',
            field: 'Authorization',
            detail: 'Signing in needs a live session token of this channel from GET /ecom/session (Authorization: Bearer).',
          },
        ]);
      const { email, password } = readCredentials(c);
      const user = checkPortalLogin(c.store, email, password);
      if (!user) throw problem.invalid('password', 'Auth.InvalidCredentials', 'The email or the password is not correct.');
      session.isAuthenticated = true;
      session.customer = { customerNumber: user.customerNumber, contactId: user.contactId };
      return {
        status: 200,
        body: sessionBody(c.store, session, channel),
        headers: { 'Cache-Control': 'no-store' },
        resourceRef: '/ecom/session',
        effect: 'read',
      };
    },
    // A credential body is never recorded; repeating a sign-in is harmless, so no key is needed.
    { idempotent: false, ledger: false },
  );
}
