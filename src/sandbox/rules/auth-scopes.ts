import { ApiProblem } from './problems';

/**
 * Credentials of /preview. An API key belongs to the company (anonymous within it) and is
 * bounded by its scopes; a key created before scope enforcement has an empty list and stays
 * unrestricted. A bearer token (OAuth, added later) is verified by a pluggable verifier and
 * is bounded both by its scopes and by the approving user's permissions.
 */
export interface ApiKeyRecord {
  key: string;
  name: string;
  scopes: string[];
  revoked: boolean;
}

export interface BearerGrant {
  scopes: string[];
  /** The user's permissions in `{tag}:{read|write}` form (or `*`); absent means not restricted further. */
  permissions?: string[];
  user: { id: string; name?: string; email?: string };
  clientName?: string;
}

export type BearerVerifier = (token: string) => BearerGrant | null | Promise<BearerGrant | null>;

export interface Principal {
  /** Partition for idempotency keys, quota and the ledger. */
  id: string;
  kind: 'apiKey' | 'bearer';
  scopes: string[];
  permissions?: string[];
  label: string;
}

export class ApiKeyRegistry {
  private readonly keys = new Map<string, ApiKeyRecord>();

  add(record: ApiKeyRecord): void {
    this.keys.set(record.key, record);
  }
  get(key: string): ApiKeyRecord | undefined {
    return this.keys.get(key);
  }
  all(): ApiKeyRecord[] {
    return [...this.keys.values()];
  }
}

function unauthorized(detail: string, resourceMetadata: string): ApiProblem {
  return new ApiProblem(401, [{ code: 'Authentication.Failed', detail }], {
    headers: { 'WWW-Authenticate': `Bearer resource_metadata="${resourceMetadata}"` },
  });
}

export async function authenticate(
  headers: Record<string, string | string[] | undefined>,
  registry: ApiKeyRegistry,
  verifier: BearerVerifier | undefined,
  resourceMetadata: string,
): Promise<Principal> {
  const apiKey = headers['x-api-key'];
  if (typeof apiKey === 'string' && apiKey !== '') {
    const record = registry.get(apiKey);
    if (!record) throw unauthorized('The API key is not valid.', resourceMetadata);
    if (record.revoked) throw unauthorized('The API key has been revoked.', resourceMetadata);
    return { id: `key:${record.name}`, kind: 'apiKey', scopes: record.scopes, label: record.name };
  }
  const authorization = headers.authorization;
  const bearer = typeof authorization === 'string' ? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] : undefined;
  if (bearer) {
    const grant = verifier ? await verifier(bearer) : null;
    if (!grant) throw unauthorized('The access token is not valid, has expired or was revoked.', resourceMetadata);
    return {
      id: `user:${grant.user.id}:${grant.clientName ?? ''}`,
      kind: 'bearer',
      scopes: grant.scopes,
      ...(grant.permissions ? { permissions: grant.permissions } : {}),
      label: grant.clientName ? `${grant.user.id} via ${grant.clientName}` : grant.user.id,
    };
  }
  throw unauthorized('Send an API key in X-Api-Key or an access token in Authorization: Bearer.', resourceMetadata);
}

/** `*`, the exact scope, and the OAuth umbrella scopes (preview:read for reads, preview:write for all). */
export function grants(granted: readonly string[], required: string): boolean {
  if (granted.includes('*') || granted.includes(required) || granted.includes('preview:write')) return true;
  return required.endsWith(':read') && granted.includes('preview:read');
}

export function authorize(principal: Principal, required: string): void {
  const legacyUnrestricted = principal.kind === 'apiKey' && principal.scopes.length === 0;
  if (!legacyUnrestricted && !grants(principal.scopes, required)) {
    throw new ApiProblem(403, [{ code: 'Scope.Missing', detail: `This operation requires the scope '${required}'.` }], {
      extra: { requiredScopes: [required], grantedScopes: principal.scopes },
    });
  }
  if (principal.permissions && !grants(principal.permissions, required)) {
    throw new ApiProblem(403, [{ code: 'Permission.Denied', detail: `The approving user lacks the permission for '${required}'.` }], {
      extra: { requiredScopes: [required], grantedScopes: principal.scopes },
    });
  }
}
