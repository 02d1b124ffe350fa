import { Button, Group, SimpleGrid, Stack, Tabs } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconRestore from '@tabler/icons-react/dist/esm/icons/IconRestore.mjs';
import { useState } from 'react';
import type { Profile } from '@shared/contract/connections';
import { useCall } from '../../api/hooks';
import { useWrite } from '../../api/useWrite';
import { ProblemAlert } from '../../components/ProblemAlert';
import { WorkspaceHeader } from '../../components/WorkspaceHeader';
import { DraftMark } from '../../drafts/DraftMark';
import { useDraftKeys } from '../../drafts/useDraftList';
import { useShortcuts } from '../../components/shortcuts';
import { useDraftRequests } from '../../stores/useRecordRequests';
import { ActivityPanel } from './ActivityPanel';
import { ApiKeyForm } from './ApiKeyForm';
import { ProfileCard } from './ProfileCard';
import { ProfileForm, profileDraftKey } from './ProfileForm';

/** Connections: profiles, their credentials (in the keychain), connection tests, and the activity log. */
export function ConnectionsWorkspace() {
  const profiles = useCall('connections.list', {});
  const [editing, setEditing] = useState<Profile | 'new' | null>(null);
  const [keyFor, setKeyFor] = useState<Profile | null>(null);
  const [tab, setTab] = useState<string | null>('profiles');
  const restoreDemo = useWrite('connections.restoreDemo', { invalidates: ['connections.list'] });
  const demoRemoved = profiles.data ? !profiles.data.profiles.some((p) => p.isDemo) : false;
  const drafted = useDraftKeys('connections.profile');
  // The Drafts list's Open: the form of that profile (or the new one), on the Profiles tab.
  useDraftRequests(({ editor, recordKey }) => {
    if (editor !== 'connections.profile') return false;
    const profile = profiles.data?.profiles.find((p) => p.id === recordKey);
    if (recordKey !== 'new' && !profile) return !profiles.isPending;
    setTab('profiles');
    setEditing(profile ?? 'new');
    return true;
  });
  useShortcuts('Connections', [
    { keys: 'alt+N', label: 'New connection', run: () => setEditing('new') },
    { keys: 'alt+L', label: 'Show the activity log', run: () => setTab('activity') },
  ]);

  return (
    <Stack gap="lg" data-testid="workspace-connections">
      <WorkspaceHeader title="Connections" description="ERP connections, their credentials and what they may do. Keys and tokens stay in your system keychain.">
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setEditing('new')}
          rightSection={drafted.has(profileDraftKey(null)) ? <DraftMark what="A draft of a new connection is kept" /> : undefined}
        >
          New connection
        </Button>
      </WorkspaceHeader>
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="profiles">Profiles</Tabs.Tab>
          <Tabs.Tab value="activity">Activity log</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profiles" pt="md">
          <Stack gap="md">
            <ProblemAlert error={profiles.error} onRetry={() => void profiles.refetch()} />
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              {profiles.data?.profiles.map((p) => (
                <ProfileCard key={p.id} profile={p} drafted={drafted.has(profileDraftKey(p))} onEdit={() => setEditing(p)} onApiKey={() => setKeyFor(p)} />
              ))}
            </SimpleGrid>
            {demoRemoved && (
              <Group>
                <Button variant="default" leftSection={<IconRestore size={16} />} loading={restoreDemo.isPending} onClick={() => restoreDemo.send({})}>
                  Bring back the Demo connection
                </Button>
              </Group>
            )}
            <ProblemAlert error={restoreDemo.error} onClose={restoreDemo.reset} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="activity" pt="md">
          {tab === 'activity' && <ActivityPanel />}
        </Tabs.Panel>
      </Tabs>
      {editing && <ProfileForm profile={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {keyFor && <ApiKeyForm profile={keyFor} onClose={() => setKeyFor(null)} />}
    </Stack>
  );
}
