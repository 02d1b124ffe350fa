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
