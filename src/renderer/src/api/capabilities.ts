import { callScopes, missingScopeReason, scopeAllows, requiredScope, type Access, type ScopedCall } from '@shared/domain/scopes';
import { useCall } from './hooks';

export interface Permission {
  /** null while not yet known: the action stays enabled and the ERP decides. */
  allowed: boolean | null;
  scope: string;
  reason: string | null;
}

/** Whether the active credential may do `access` on `tag`, with the sentence to show when not. */
export function useCapability(tag: string, access: Access, call?: ScopedCall): Permission {
  const caps = useCall('connections.capabilities', {}, { staleTime: 60_000 });
  const scope = requiredScope(tag, access);
  const granted = caps.data?.grantedScopes;
  const known = caps.data?.tags[tag];
  const deniedOperation = call !== undefined && (caps.data?.deniedOperations ?? []).includes(call);
  const byPermission = deniedOperation || (known?.deniedBy === 'permission' && known[access] === false);
  const allowed = byPermission ? false : granted ? scopeAllows(granted, tag, access) : (known?.[access] ?? null);
  const reason = allowed !== false ? null : byPermission ? permissionReason(tag, call) : scopeReason(scope, call, granted);
  return { allowed, scope, reason };
}

/** The permission of a contract call, from the one map of call scopes. */
export function useCallCapability(call: ScopedCall): Permission {
  const { tag, access } = callScopes[call];
  return useCapability(tag, access, call);
}

function permissionReason(tag: string, call: ScopedCall | undefined): string {
  const what = call ? callScopes[call].action : `change ${tag}`;
  return `The signed-in user is not permitted to ${what} (Permission.Denied).`;
}

function scopeReason(scope: string, call: ScopedCall | undefined, granted: readonly string[] | null | undefined): string {
  if (!call) return `This connection's credential lacks the ${scope} scope.`;
  // OAuth tokens carry preview:* scopes (row 3); API keys carry {tag}:{access}.
  const token = granted?.some((s) => s.startsWith('preview:')) ?? false;
  return missingScopeReason(call, token ? 'token' : 'key');
}
