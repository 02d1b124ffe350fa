import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Profile } from '@shared/contract/connections';
import { useWrite } from '../../api/useWrite';
import { useFieldErrors } from '../../components/field-errors';
import { FormProblem } from './FormProblem';
import { AppModal } from '../../components/overlay/AppModal';

/** The key goes straight to the OS keychain in main; this window never sees it again. */
export function ApiKeyForm({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const [apiKey, setApiKey] = useState('');
  const save = useWrite('connections.setApiKey', { invalidates: ['connections.list', 'app.connectionStatus', 'connections.capabilities'] });
  const errorFor = useFieldErrors(save.error);
  return (
    <AppModal opened onClose={onClose} title={`API key for ${profile.name}`}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.send({ id: profile.id, apiKey }, { onSuccess: onClose });
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Paste the key an administrator created in the ERP's settings. It is stored in your operating system's keychain and is never shown again.
          </Text>
          <PasswordInput
            label="API key"
            placeholder="svc_test_sk_… or svc_live_sk_…"
            data-autofocus
            autoComplete="off"
            value={apiKey}
            onChange={(e) => setApiKey(e.currentTarget.value)}
            error={errorFor('apiKey')}
          />
          <FormProblem error={save.error} fields={['apiKey']} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!apiKey.trim()}>
              Store in keychain
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
