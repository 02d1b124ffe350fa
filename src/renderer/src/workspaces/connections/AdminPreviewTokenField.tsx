import { Badge, Button, Group, PasswordInput, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCall } from '../../api/hooks';
import { useWrite } from '../../api/useWrite';
import { useFieldErrors } from '../../components/field-errors';
import { FormProblem } from './FormProblem';

/**
 * A channel's admin-preview token (needed to publish its branding), written to the keychain in
 * main and never shown again: this field only sets or removes it and says whether one is kept.
 */
export function AdminPreviewTokenField({ defaultChannel }: { defaultChannel: string | null }) {
  const channels = useCall('connections.channels', {});
  const list = channels.data?.channels ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const channelCode = chosen ?? defaultChannel ?? list[0]?.code ?? null;
  const [token, setToken] = useState('');
  const channel = useCall('storefront.channel', { channelCode: channelCode ?? '' }, { enabled: !!channelCode });
  const invalidates = { invalidates: ['storefront.channel' as const] };
  const store = useWrite('storefront.setAdminPreviewToken', invalidates);
  const clear = useWrite('storefront.clearAdminPreviewToken', invalidates);
  const errorFor = useFieldErrors(store.error);
  const stored = channel.data?.adminPreviewTokenStored;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (channelCode) store.send({ channelCode, token }, { onSuccess: () => setToken('') });
      }}
    >
      <Stack gap={6} data-testid="admin-preview-token">
        <Group gap="xs">
          <Text size="sm" fw={600}>
            Storefront admin-preview token
          </Text>
          {stored !== undefined &&
            (stored ? (
              <Badge color="teal" variant="light">
                Kept in keychain
              </Badge>
            ) : (
              <Badge color="gray" variant="light">
                None kept
              </Badge>
            ))}
        </Group>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            size="xs"
            label="Channel"
            data={list.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }))}
            value={channelCode}
            onChange={(v) => v && setChosen(v)}
            allowDeselect={false}
            w={200}
          />
          <PasswordInput
            size="xs"
            label="Admin-preview token"
            autoComplete="off"
            value={token}
            onChange={(e) => setToken(e.currentTarget.value)}
            error={errorFor('token')}
            w={220}
            placeholder={stored ? 'Paste a new one to replace it' : 'Paste the channel’s token'}
          />
          <Button size="xs" type="submit" disabled={!channelCode || !token.trim()} loading={store.isPending}>
            Store in keychain
          </Button>
          {stored && channelCode && (
            <Button size="xs" variant="subtle" color="red" loading={clear.isPending} onClick={() => clear.send({ channelCode })}>
              Remove
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          Needed to publish a channel’s branding; used only by the app’s main process.
        </Text>
        <FormProblem error={store.error ?? clear.error} fields={['token']} />
      </Stack>
    </form>
  );
}
