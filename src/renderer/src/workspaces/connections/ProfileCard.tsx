import { Badge, Button, Card, Group, Menu, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconDots from '@tabler/icons-react/dist/esm/icons/IconDots.mjs';
import IconKey from '@tabler/icons-react/dist/esm/icons/IconKey.mjs';
import IconLogin from '@tabler/icons-react/dist/esm/icons/IconLogin.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconPlugConnected from '@tabler/icons-react/dist/esm/icons/IconPlugConnected.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import IconX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
import { openConfirm } from '../../components/overlay/confirm';
import type { Profile } from '@shared/contract/connections';
import type { CallOutput } from '@shared/contract';
import { useWrite } from '../../api/useWrite';
import { DraftMark } from '../../drafts/DraftMark';
import { ProblemAlert } from '../../components/ProblemAlert';
import { AdminPreviewTokenField } from './AdminPreviewTokenField';
import { CompatibilityReport } from './CompatibilityReport';

type TestResult = CallOutput<'connections.test'>;

function EnvironmentBadge({ profile }: { profile: Profile }) {
  if (!profile.environment)
    return (
      <Badge color="gray" variant="light">
        No credential
      </Badge>
    );
  return profile.environment === 'LIVE' ? (
    <Badge color="orange" variant="filled" title="Production data: writes are real">
      LIVE
    </Badge>
  ) : (
    <Badge color="teal" variant="light">
      TEST
    </Badge>
  );
}

function TestReport({ result }: { result: TestResult }) {
  const rows = [
    ['Integration (/preview)', result.preview],
    ['Storefront (/ecom)', result.ecom],
  ] as const;
  const tags = Object.entries(result.capabilities.tags);
  return (
    <Stack gap="xs" data-testid="connection-test-report">
      {rows.map(([label, check]) => (
        <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
          <ThemeIcon size="sm" radius="xl" color={check.ok ? 'teal' : 'red'}>
            {check.ok ? <IconCheck size={14} /> : <IconX size={14} />}
          </ThemeIcon>
          <Text size="sm">
            <b>{label}</b>: {check.message}
          </Text>
        </Group>
      ))}
      {result.capabilities.grantedScopes && (
        <Text size="sm">
          Granted scopes:{' '}
          <Text span ff="monospace">
            {result.capabilities.grantedScopes.length ? result.capabilities.grantedScopes.join(' ') : 'unrestricted (legacy key)'}
          </Text>
        </Text>
      )}
      {tags.length > 0 && (
        <Table withTableBorder fz="sm" maw={420}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Area</Table.Th>
              <Table.Th>Read</Table.Th>
              <Table.Th>Write</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tags.map(([tag, access]) => (
              <Table.Tr key={tag}>
                <Table.Td ff="monospace">{tag}</Table.Td>
                <Table.Td>{access.read === null ? '—' : access.read ? 'yes' : 'no'}</Table.Td>
                <Table.Td>{access.write === null ? '—' : access.write ? 'yes' : 'no'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {result.compatibility && <CompatibilityReport report={result.compatibility} />}
    </Stack>
  );
}

export function ProfileCard(props: { profile: Profile; drafted: boolean; onEdit: () => void; onApiKey: () => void }) {
  const { profile } = props;
  const invalidates = ['connections.list', 'app.connectionStatus', 'connections.capabilities'] as const;
  const activate = useWrite('connections.activate', { invalidates });
  const test = useWrite('connections.test', { invalidates: ['connections.capabilities'] });
  const signIn = useWrite('connections.signIn', { invalidates });
  const remove = useWrite('connections.delete', { invalidates });

  const confirmDelete = () =>
    openConfirm({
      title: profile.isDemo ? 'Remove the Demo connection?' : `Delete ${profile.name}?`,
      children: (
        <Text size="sm">
          {profile.isDemo
            ? 'The Demo connection and its built-in sandbox are removed from the list. "Bring back the Demo connection" below the list restores it at any time.'
            : 'The profile and its key or sign-in are removed from this computer and from the keychain. The ERP itself is not changed.'}
        </Text>
      ),
      labels: { confirm: profile.isDemo ? 'Remove' : 'Delete', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.send({ id: profile.id }),
    });

  return (
    <Card withBorder radius="md" padding="md" data-testid={`profile-${profile.name}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Text fw={600}>{profile.name}</Text>
            <EnvironmentBadge profile={profile} />
            {profile.isActive && (
              <Badge variant="dot" color="blue">
                Active
              </Badge>
            )}
            {profile.isDemo && (
              <Badge variant="outline" color="gray">
                Built-in sandbox
              </Badge>
            )}
            {props.drafted && <DraftMark what="Unsaved changes to this connection are kept as a draft" />}
          </Group>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="subtle" size="compact-sm" aria-label={`More actions for ${profile.name}`}>
                <IconDots size={16} />
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {!profile.isDemo && (
                <>
                  <Menu.Item leftSection={<IconPencil size={16} />} onClick={props.onEdit}>
                    Edit
                  </Menu.Item>
                  <Menu.Item leftSection={<IconKey size={16} />} onClick={props.onApiKey}>
                    Set API key
                  </Menu.Item>
                  <Menu.Item leftSection={<IconLogin size={16} />} onClick={() => signIn.send({ id: profile.id })}>
                    Sign in with OAuth
                  </Menu.Item>
                  <Menu.Divider />
                </>
              )}
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
                {profile.isDemo ? 'Remove' : 'Delete'}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Text size="sm" c="dimmed" ff="monospace">
          {profile.previewBaseUrl}
        </Text>
        <Group gap="lg">
          <Text size="xs" c="dimmed">
            Tenant{' '}
            <Text span ff="monospace">
              {profile.tenantId}
            </Text>
          </Text>
          {profile.defaultChannel && (
            <Text size="xs" c="dimmed">
              Channel <b>{profile.defaultChannel}</b>
            </Text>
          )}
          {profile.auth === 'oauth' && profile.oauthUser && (
            <Text size="xs" c="dimmed">
              Signed in as <b>{profile.oauthUser}</b>
            </Text>
          )}
        </Group>
        <Group gap="xs">
          {!profile.isActive && (
            <Button size="xs" leftSection={<IconPlugConnected size={16} />} loading={activate.isPending} onClick={() => activate.send({ id: profile.id })}>
              Use this connection
            </Button>
          )}
          <Button size="xs" variant="light" loading={test.isPending} onClick={() => test.send({ id: profile.id })}>
            Test connection
          </Button>
          {!profile.isDemo && profile.auth === 'none' && (
            <>
              <Button size="xs" variant="default" leftSection={<IconKey size={16} />} onClick={props.onApiKey}>
                Add API key
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconLogin size={16} />}
                loading={signIn.isPending}
                onClick={() => signIn.send({ id: profile.id })}
              >
                Sign in with OAuth
              </Button>
            </>
          )}
        </Group>
        {profile.isActive && <AdminPreviewTokenField defaultChannel={profile.defaultChannel} />}
        {test.data && <TestReport result={test.data} />}
        {[test, signIn, activate, remove].map((command, index) => (
          <ProblemAlert key={index} error={command.error} onClose={command.reset} />
        ))}
      </Stack>
    </Card>
  );
}
