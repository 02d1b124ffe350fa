import { send, type ResourceContext } from '../resource';
import type { CallOptions } from '../types';
import { sessionSchema, type EcomSession } from './session';

export interface CustomerCredentials {
  email: string;
  password: string;
}

/** A session signed in as a customer; `customer` is set (row 177). */
export type CustomerSession = EcomSession & { customer: NonNullable<EcomSession['customer']> };

/**
 * POST /ecom/auth/login (rows 176-179). The sign-in upgrades a session of its own, started fresh
 * for it, so the shared visitor session (and its list prices) stays anonymous. The credentials
 * are sent once and kept nowhere; only the returned token is the caller's to hold.
 */
export function authApi(ctx: ResourceContext) {
  return {
    signIn: async (channel: string, credentials: CustomerCredentials, opts: CallOptions = {}): Promise<CustomerSession> => {
      const fresh = (await send(ctx, { method: 'GET', path: '/ecom/session', channel, sessionToken: null, ...opts }, sessionSchema, 'session')).value;
      const signedIn = (
        await send(
          ctx,
          {
            method: 'POST',
            path: '/ecom/auth/login',
            channel,
            sessionToken: fresh.token,
            json: { email: credentials.email, password: credentials.password },
            ...opts,
          },
          sessionSchema,
          'sign-in',
        )
      ).value;
      if (!signedIn.isAuthenticated || !signedIn.customer) throw new Error('The ERP accepted the sign-in but did not name a signed-in customer.');
      return signedIn as CustomerSession;
    },
  };
}
