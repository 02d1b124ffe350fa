import * as oauth from 'oauth4webapi';

/**
 * Request options for oauth4webapi. The library refuses http:// endpoints; that refusal is
 * lifted per request and only when the endpoint is on this machine (the embedded sandbox, a
 * local test server), never for any other host, whatever a metadata document says.
 */
const REQUEST_TIMEOUT_MS = 30_000;

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

export function allowsPlainHttp(url: string | URL): boolean {
  const parsed = typeof url === 'string' ? URL.parse(url) : url;
  return parsed !== null && parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname);
}

export interface Transport {
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

export function requestOptions<M extends string, B = undefined>(url: string | URL | undefined, transport: Transport): oauth.HttpRequestOptions<M, B> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const custom = transport.fetch;
  return {
    signal: transport.signal ? AbortSignal.any([transport.signal, timeout]) : timeout,
    ...(url !== undefined && allowsPlainHttp(url) ? { [oauth.allowInsecureRequests]: true } : {}),
    ...(custom ? { [oauth.customFetch]: (input: string, init: oauth.CustomFetchOptions<M, B>) => custom(input, init as RequestInit) } : {}),
  };
}
