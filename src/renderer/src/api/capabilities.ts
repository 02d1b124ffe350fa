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
  const allowed = granted ? scopeAllows(granted, tag, access) : (caps.data?.tags[tag]?.[access] ?? null);
  return {
    allowed,
    scope,
    reason: allowed === false ? `This connection's credential lacks the ${scope} scope.` : null,
  };
}
