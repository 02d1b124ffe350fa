import { Loader, type MantineSize } from '@mantine/core';

/**
 * A spinner that says what is being waited for. A Mantine Loader is a plain span, on which a name
 * is not allowed (axe: aria-prohibited-attr); as a progress indicator without a value it may carry
 * one, and a screen reader announces it. Spinners that say nothing (inside a button) stay Loaders.
 */
export function Busy({ label, size = 'md' }: { label: string; size?: MantineSize }) {
  return <Loader size={size} role="progressbar" aria-label={label} />;
}
