import { NavLink, type NavLinkProps } from '@mantine/core';

export interface NavButtonProps extends Omit<NavLinkProps, 'component' | 'href'> {
  onClick: () => void;
  'data-testid'?: string;
  title?: string;
}

/**
 * An entry of a side list that picks what the screen shows (a view, a queue, a folder): a real
 * button, so Tab reaches it and Enter or Space picks it, with the picked one marked as current
 * for a screen reader, not only by its tint. A NavLink without an address is neither.
 */
export function NavButton({ active, onClick, ...rest }: NavButtonProps) {
  return <NavLink {...rest} component="button" type="button" active={active} aria-current={active ? 'true' : undefined} onClick={onClick} />;
}
