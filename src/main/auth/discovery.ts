import * as oauth from 'oauth4webapi';
import { AppError } from '@shared/errors';
import { splitBaseUrl } from '../erp/base-url';
import { requestOptions, type Transport } from './http';

/** What sign-in needs to know about an ERP: the resource to bind to and its authorisation server. */
export interface Discovered {
  /** `{base}/preview`, sent as `resource` so the grant is bound to this interface (RFC 8707). */
  resource: string;
  as: oauth.AuthorizationServer;
  scopes: string[];
}

export const WANTED_SCOPES = ['preview:read', 'preview:write'];

function noSignIn(): AppError {
  return new AppError({
    kind: 'auth',
    title: 'This ERP does not offer sign-in',
    detail: 'Its interface describes no OAuth sign-in. Use an API key for this connection instead.',
  });
}

export function resourceIdentifier(previewBaseUrl: string): string {
  const { origin, basePath } = splitBaseUrl(previewBaseUrl, '/preview');
  return `${origin}${basePath}/preview`;
}

/**
 * RFC 9728 then RFC 8414: the protected resource names its authorisation server, whose
 * metadata names the endpoints. Both documents are checked against the identifiers asked for.
 */
export async function discover(previewBaseUrl: string, transport: Transport): Promise<Discovered> {
  const resource = new URL(resourceIdentifier(previewBaseUrl));
  const rsResponse = await oauth.resourceDiscoveryRequest(resource, requestOptions(resource, transport));
  if (rsResponse.status === 404) throw noSignIn();
  const rs = await oauth.processResourceDiscoveryResponse(resource, rsResponse);
  const issuer = rs.authorization_servers?.[0];
  if (!issuer) throw noSignIn();
  const issuerUrl = new URL(issuer);
  const asResponse = await oauth.discoveryRequest(issuerUrl, { algorithm: 'oauth2', ...requestOptions(issuerUrl, transport) });
  const as = await oauth.processDiscoveryResponse(issuerUrl, asResponse);
  if (!as.code_challenge_methods_supported?.includes('S256')) {
    throw new AppError({
      kind: 'auth',
      title: 'Sign-in is not safe with this server',
      detail: 'Its authorisation server does not offer PKCE with S256, which Quartermaster requires.',
    });
  }
  const offered = rs.scopes_supported ?? WANTED_SCOPES;
  return { resource: resource.href, as, scopes: WANTED_SCOPES.filter((s) => offered.includes(s)) };
}
