/**
 * Scope rules of the integration interface: `{tag}:read|write`, `*` for everything, and
 * OAuth's `preview:read` (all reads) / `preview:write` (everything). An empty list belongs
 * to a legacy key and is unrestricted.
 */
export type Access = 'read' | 'write';

export function scopeAllows(granted: readonly string[], tag: string, access: Access): boolean {
  if (granted.length === 0) return true;
  if (granted.includes('*') || granted.includes('preview:write')) return true;
  if (access === 'read' && granted.includes('preview:read')) return true;
  return granted.includes(`${tag}:${access}`);
}

export function requiredScope(tag: string, access: Access): string {
  return `${tag}:${access}`;
}

export interface CallScope {
  tag: string;
  access: Access;
  /** What the call does, for "This connection may not {action}: its key lacks {scope}". */
  action: string;
}

/**
 * The scope each scope-gated call of the contract needs, in one place (docs/api-assumptions.md
 * row 305). Branding and the storefront's visitor calls are /ecom, which has no scopes.
 */
export const callScopes = {
  'media.library': { tag: 'media', access: 'read', action: 'read media' },
  'media.asset': { tag: 'media', access: 'read', action: 'read media' },
  'media.folders': { tag: 'media', access: 'read', action: 'read media' },
  'media.update': { tag: 'media', access: 'write', action: 'edit media' },
  'media.updateMany': { tag: 'media', access: 'write', action: 'edit media' },
  'media.remove': { tag: 'media', access: 'write', action: 'delete media' },
  'media.enqueue': { tag: 'media', access: 'write', action: 'upload media' },
  'storefront.pages': { tag: 'content-pages', access: 'read', action: 'read content pages' },
  'storefront.homePage': { tag: 'content-pages', access: 'read', action: 'read content pages' },
  'storefront.createPage': { tag: 'content-pages', access: 'write', action: 'create content pages' },
  'storefront.updatePage': { tag: 'content-pages', access: 'write', action: 'edit content pages' },
  'storefront.saveSections': { tag: 'content-pages', access: 'write', action: 'edit content pages' },
  'storefront.publishPage': { tag: 'content-pages', access: 'write', action: 'publish content pages' },
  'storefront.deletePage': { tag: 'content-pages', access: 'write', action: 'delete content pages' },
} as const satisfies Record<string, CallScope>;

export type ScopedCall = keyof typeof callScopes;

/** The sentence shown on an action the credential's scopes do not allow. */
export function missingScopeReason(call: ScopedCall, credential: 'key' | 'token' = 'key'): string {
  const { tag, access, action } = callScopes[call];
  return `This connection may not ${action}: its ${credential} lacks ${requiredScope(tag, access)}`;
}
