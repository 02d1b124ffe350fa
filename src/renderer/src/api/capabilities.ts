import { scopeAllows, requiredScope, type Access } from '@shared/domain/scopes';
import { useCall } from './hooks';

export interface Permission {
  /** null while not yet known: the action stays enabled and the ERP decides. */
  allowed: boolean | null;
  scope: string;
  reason: string | null;
}

/** Whether the active credential may do `access` on `tag`, with the sentence to show when not. */
export function useCapability(tag: string, access: Access): Permission {
  const caps = useCall('connections.capabilities', {}, { staleTime: 60_000 });
  const scope = requiredScope(tag, access);
  const granted = caps.data?.grantedScopes;
  const known = caps.data?.tags[tag];
  const byPermission = known?.deniedBy === 'permission' && known[access] === false;
  const allowed = byPermission ? false : granted ? scopeAllows(granted, tag, access) : (known?.[access] ?? null);
  const reason =
    allowed !== false
      ? null
      : byPermission
        ? `The signed-in user is not permitted to change ${tag} (Permission.Denied).`
        : `This connection's credential lacks the ${scope} scope.`;
  return { allowed, scope, reason };
}
