import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import type { Access, ScopedCall } from '@shared/domain/scopes';
import { useCallCapability, useCapability, type Permission } from '../api/capabilities';

type Gate = { call: ScopedCall; tag?: never; access?: never } | { tag: string; access: Access; call?: never };
type Props = ButtonProps & ComponentPropsWithoutRef<'button'> & Gate;

/** A button disabled up front, naming the missing scope, when the credential cannot do the action. */
export function ScopedButton({ tag, access, call, ...rest }: Props) {
  return call ? <CallButton call={call} {...rest} /> : <TagButton tag={tag} access={access} {...rest} />;
}

type ButtonOnly = Omit<Props, 'call' | 'tag' | 'access'>;

function CallButton({ call, ...rest }: ButtonOnly & { call: ScopedCall }) {
  return <GatedButton permission={useCallCapability(call)} {...rest} />;
}

function TagButton({ tag, access, ...rest }: ButtonOnly & { tag: string; access: Access }) {
  return <GatedButton permission={useCapability(tag, access)} {...rest} />;
}

function GatedButton({ permission, disabled, ...rest }: ButtonOnly & { permission: Permission }) {
  const blocked = permission.allowed === false;
  const button = <Button {...rest} disabled={disabled || blocked} data-missing-scope={blocked ? permission.scope : undefined} />;
  if (!blocked) return button;
  // A disabled button cannot take focus, so its wrapper does: focus opens the tooltip, which
  // describes the wrapper, so the reason is reachable and announced by keyboard.
  return (
    <Tooltip label={permission.reason} withArrow events={{ hover: true, focus: true, touch: true }}>
      <span tabIndex={0} style={{ display: 'inline-block' }}>
        {button}
      </span>
    </Tooltip>
  );
}
