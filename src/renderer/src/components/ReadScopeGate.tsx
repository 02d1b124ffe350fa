import { Text } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import type { ScopedCall } from '@shared/domain/scopes';
import { useCallCapability } from '../api/capabilities';

/** One sentence instead of a screen of errors when the credential may not read what it shows. */
export function ReadScopeGate({ call, children }: { call: ScopedCall; children: ReactNode }) {
  const read = useCallCapability(call);
  if (read.allowed !== false) return <>{children}</>;
  return (
    <Text role="status" data-testid="read-scope-missing" data-missing-scope={read.scope} py="md">
      {read.reason}
    </Text>
  );
}

/** A screen shown only when its main read is allowed. */
export function withReadScope(call: ScopedCall, Screen: ComponentType): ComponentType {
  const Gated = () => (
    <ReadScopeGate call={call}>
      <Screen />
    </ReadScopeGate>
  );
  Gated.displayName = `withReadScope(${Screen.displayName ?? Screen.name})`;
  return Gated;
}
