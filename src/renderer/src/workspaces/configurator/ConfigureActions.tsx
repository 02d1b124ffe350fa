import { Group, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { configuratorScopes } from '@shared/contract/configurator';
import { ScopedButton } from '../../components/ScopedButton';
import { useFormBehind, type FormFollower } from './form-follower';

export type ConfigureAction = 'save' | 'order' | 'quote' | 'discard' | 'showOrder';

export interface ConfigureActionsProps {
  /** A saved configuration is on screen (not a new one). */
  opened: boolean;
  /** The price for exactly the values on screen is in and valid. */
  ready: boolean;
  isDirty: boolean;
  /** Why the actions wait, in words; null when nothing holds them. */
  waiting: string | null;
  /** The same function across renders, so a keystroke in the form leaves the buttons alone. */
  onAction: (action: ConfigureAction) => void;
  /** While the form is behind a key, the price shown is not yet the one its actions would use. */
  follower: FormFollower;
}

/** Save, order, quote and discard beside the price; drawn again only when what they show changes. */
export const ConfigureActions = memo(function ConfigureActions({ opened, ready: priced, isDirty, waiting, onAction, follower }: ConfigureActionsProps) {
  const behind = useFormBehind(follower);
  const ready = priced && !behind;
  return (
    <Stack gap="xs" data-testid="configure-actions">
      <Group gap="xs" grow>
        <ScopedButton {...configuratorScopes[opened ? 'reconfigure' : 'save']} disabled={!ready || !isDirty} onClick={() => onAction('save')} title="Alt+S">
          {opened ? (isDirty ? 'Save changes' : 'Saved') : 'Save'}
        </ScopedButton>
        <ScopedButton {...configuratorScopes.order} disabled={!ready} onClick={() => onAction('order')} title="Alt+O">
          Order
        </ScopedButton>
      </Group>
      <Group gap="xs" grow>
        <ScopedButton {...configuratorScopes.writeQuotes} variant="default" disabled={!opened || isDirty} onClick={() => onAction('quote')} title="Alt+T">
          Put on a quote
        </ScopedButton>
        {opened && (
          <ScopedButton {...configuratorScopes.discard} variant="default" color="red" onClick={() => onAction('discard')} title="Alt+D">
            Discard
          </ScopedButton>
        )}
      </Group>
      {waiting && (
        <Text size="xs" c="dimmed" data-testid="actions-waiting">
          {waiting}
        </Text>
      )}
      {!waiting && !opened && (
        <Text size="xs" c="dimmed">
          Save first to put the configuration on a quote.
        </Text>
      )}
    </Stack>
  );
});
