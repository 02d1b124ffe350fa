import * as oauth from 'oauth4webapi';
import { AppError } from '@shared/errors';
import type { Discovered } from './discovery';
import { allowsPlainHttp, requestOptions, type Transport } from './http';
import { REGISTERED_REDIRECT_URI, startLoopbackListener } from './loopback';
import { signInCancelled, signInTimedOut } from './errors';

/**
 * The interactive part of sign-in: register a public client when needed (RFC 7591), send the
 * user's browser to the authorisation endpoint with PKCE S256, state and the resource, wait for
 * the loopback redirect, and exchange the code. When the server offers pushed authorisation
 * requests (RFC 9126) the request is checked there first, so a refusal (an unknown client id,
 * a wrong resource) reaches the app instead of an error page in the browser.
 */
export interface AuthorizeInput {
  discovered: Discovered;
  clientId: string | null;
  clientName: string;
  openExternal(url: string): Promise<void> | void;
  transport: Transport;
  timeoutMs: number;
}

export interface Authorized {
  clientId: string;
  tokens: oauth.TokenEndpointResponse;
}

async function register(as: oauth.AuthorizationServer, clientName: string, transport: Transport): Promise<string> {
  if (!as.registration_endpoint) {
    throw new AppError({
      kind: 'auth',
      title: 'This ERP does not register apps',
      detail: 'Its authorisation server offers no client registration, so Quartermaster cannot sign in there.',
    });
  }
  const metadata = {
    client_name: clientName,
    application_type: 'native',
    redirect_uris: [REGISTERED_REDIRECT_URI],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
  };
  const response = await oauth.dynamicClientRegistrationRequest(as, metadata, requestOptions(as.registration_endpoint, transport));
  return (await oauth.processDynamicClientRegistrationResponse(response)).client_id;
}

/** The refusal that means a remembered client id is unknown to the server (it was reset). */
function unknownClient(error: unknown): boolean {
  if (error instanceof oauth.ResponseBodyError) return error.error === 'invalid_client';
  return error instanceof oauth.WWWAuthenticateChallengeError && error.cause.some((c) => c.parameters.error === 'invalid_client');
}

async function authorizationUrl(d: Discovered, clientId: string, params: URLSearchParams, transport: Transport): Promise<URL> {
  const endpoint = d.as.authorization_endpoint;
  const url = endpoint ? URL.parse(endpoint) : null;
  if (!url || (url.protocol !== 'https:' && !allowsPlainHttp(url))) {
    throw new AppError({ kind: 'auth', title: 'Sign-in needs HTTPS', detail: 'The authorisation server has no usable HTTPS sign-in address.' });
  }
  const par = d.as.pushed_authorization_request_endpoint;
  if (!par) {
    params.forEach((value, key) => url.searchParams.set(key, value));
    return url;
  }
  const client = { client_id: clientId };
  const response = await oauth.pushedAuthorizationRequest(d.as, client, oauth.None(), params, requestOptions(par, transport));
  const { request_uri } = await oauth.processPushedAuthorizationResponse(d.as, client, response);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('request_uri', request_uri);
  return url;
}

function waitForCallback(callback: Promise<URL>, signal: AbortSignal | undefined, timeoutMs: number): Promise<URL> {
  return new Promise<URL>((resolve, reject) => {
    const onAbort = () => finish(() => reject(signInCancelled()));
    const timer = setTimeout(() => finish(() => reject(signInTimedOut(Math.max(1, Math.round(timeoutMs / 60_000))))), timeoutMs);
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    callback.then((url) => finish(() => resolve(url)));
  });
}

export async function authorize(input: AuthorizeInput): Promise<Authorized> {
  const { discovered: d, transport } = input;
  const state = oauth.generateRandomState();
  const verifier = oauth.generateRandomCodeVerifier();
  const listener = await startLoopbackListener(state);
  try {
    const params = new URLSearchParams({
      response_type: 'code',
      redirect_uri: listener.redirectUri,
      scope: d.scopes.join(' '),
      resource: d.resource,
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    let clientId = input.clientId ?? (await register(d.as, input.clientName, transport));
    let url: URL;
    try {
      url = await authorizationUrl(d, clientId, new URLSearchParams([...params, ['client_id', clientId]]), transport);
    } catch (error) {
      if (!input.clientId || !unknownClient(error)) throw error;
      clientId = await register(d.as, input.clientName, transport);
      url = await authorizationUrl(d, clientId, new URLSearchParams([...params, ['client_id', clientId]]), transport);
    }
    await input.openExternal(url.href);
    const callbackUrl = await waitForCallback(listener.callback, transport.signal, input.timeoutMs);
    const client = { client_id: clientId };
    const callbackParams = oauth.validateAuthResponse(d.as, client, callbackUrl, state);
    const response = await oauth.authorizationCodeGrantRequest(d.as, client, oauth.None(), callbackParams, listener.redirectUri, verifier, {
      additionalParameters: { resource: d.resource },
      ...requestOptions<'POST', URLSearchParams>(d.as.token_endpoint, transport),
    });
    return { clientId, tokens: await oauth.processAuthorizationCodeResponse(d.as, client, response) };
  } finally {
    listener.close();
  }
}
