import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import type { Access } from '@shared/domain/scopes';
import { useCapability } from '../api/capabilities';

type Props = ButtonProps & ComponentPropsWithoutRef<'button'> & { tag: string; access: Access };

/** A button disabled up front, naming the missing scope, when the credential cannot do the action. */
export function ScopedButton({ tag, access, disabled, ...rest }: Props) {
  const permission = useCapability(tag, access);
  const blocked = permission.allowed === false;
  const button = <Button {...rest} disabled={disabled || blocked} data-missing-scope={blocked ? permission.scope : undefined} />;
  return blocked ? (
    <Tooltip label={permission.reason} withArrow>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}
