import { Select, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useCall } from '../../api/hooks';
import { ReadScopeGate } from '../../components/ReadScopeGate';
import { ProblemAlert } from '../../components/ProblemAlert';
import { WorkspaceHeader } from '../../components/WorkspaceHeader';
import { AssortmentTab } from './AssortmentTab';
import { BrandingTab } from './BrandingTab';
import { CompareTab } from './CompareTab';
import { PagesTab } from './PagesTab';

type Tab = 'branding' | 'assortment' | 'compare' | 'pages';

/** Storefront: how a channel looks, what its visitors see, and its content pages. */
export function StorefrontWorkspace() {
  const channels = useCall('connections.channels', {});
  const status = useCall('app.connectionStatus', {});
  const [chosen, setChosen] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>('branding');
  const list = channels.data?.channels ?? [];
  const channelCode = chosen ?? status.data?.channel?.code ?? list[0]?.code ?? null;
  const channel = useCall('storefront.channel', { channelCode: channelCode ?? '' }, { enabled: !!channelCode });

  return (
    <Stack gap="md" data-testid="workspace-storefront">
      <WorkspaceHeader title="Storefront" description="How a channel looks, what its visitors see, and its content pages.">
        <Select
          label="Channel"
          aria-label="Storefront channel"
          data={list.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }))}
          value={channelCode}
          onChange={(v) => v && setChosen(v)}
          allowDeselect={false}
          // Channel names are long ("Fjellvind Forhandlerportal (B2B-NO)"): wide enough to read whole.
          w={340}
          data-testid="storefront-channel"
        />
      </WorkspaceHeader>
      <ProblemAlert error={channels.error ?? channel.error} onRetry={() => void (channels.error ? channels.refetch() : channel.refetch())} />
      <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="branding">Branding</Tabs.Tab>
          <Tabs.Tab value="assortment">Assortment</Tabs.Tab>
          <Tabs.Tab value="compare">Compare channels</Tabs.Tab>
          <Tabs.Tab value="pages">Content pages</Tabs.Tab>
        </Tabs.List>
        {channel.data && (
          <>
            <Tabs.Panel value="branding" pt="md">
              <BrandingTab key={channel.data.channelCode} channel={channel.data} />
            </Tabs.Panel>
            <Tabs.Panel value="assortment" pt="md">
              <AssortmentTab channel={channel.data} />
            </Tabs.Panel>
            <Tabs.Panel value="compare" pt="md">
              <CompareTab channels={list} initialLeft={channel.data.channelCode} />
            </Tabs.Panel>
            <Tabs.Panel value="pages" pt="md">
              <ReadScopeGate call="storefront.pages">
                <PagesTab channel={channel.data} />
              </ReadScopeGate>
            </Tabs.Panel>
          </>
        )}
      </Tabs>
    </Stack>
  );
}
