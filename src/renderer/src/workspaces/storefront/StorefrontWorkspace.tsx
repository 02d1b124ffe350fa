import { Select, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useCall } from '../../api/hooks';
import { ReadScopeGate } from '../../components/ReadScopeGate';
import { ProblemAlert } from '../../components/ProblemAlert';
import { WorkspaceHeader } from '../../components/WorkspaceHeader';
import { DraftMark } from '../../drafts/DraftMark';
import { useDraftList } from '../../drafts/useDraftList';
import { useDraftRequests } from '../../stores/useRecordRequests';
import { AssortmentTab } from './AssortmentTab';
import { BrandingTab } from './BrandingTab';
import { CompareTab } from './CompareTab';
import { pageDraftEditors, pageOfDraft, type PageRequest } from './page-drafts';
import { PagesTab } from './PagesTab';

type Tab = 'branding' | 'assortment' | 'compare' | 'pages';

/** Storefront: how a channel looks, what its visitors see, and its content pages. */
export function StorefrontWorkspace() {
  const channels = useCall('connections.channels', {});
  const status = useCall('app.connectionStatus', {});
  const [chosen, setChosen] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>('branding');
  const [pageRequest, setPageRequest] = useState<PageRequest | null>(null);
  const drafts = useDraftList().data?.drafts ?? [];
  const list = channels.data?.channels ?? [];
  const channelCode = chosen ?? status.data?.channel?.code ?? list[0]?.code ?? null;
  const channel = useCall('storefront.channel', { channelCode: channelCode ?? '' }, { enabled: !!channelCode });

  // The Drafts list's "Open": the channel, the tab, and for a page its editor.
  useDraftRequests((draft) => {
    if (draft.editor === 'storefront.branding') {
      setChosen(draft.recordKey);
      setTab('branding');
      return true;
    }
    const page = pageOfDraft(draft);
    if (!page) return false;
    setChosen(page.channelCode);
    setTab('pages');
    setPageRequest(page);
    return true;
  });

  const brandingDraft = drafts.some((d) => d.editor === 'storefront.branding' && d.recordKey === channelCode);
  const pageDrafts = drafts.some((d) => pageDraftEditors.includes(d.editor) && d.recordKey.startsWith(`${channelCode}/`));
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
          <Tabs.Tab value="branding" rightSection={brandingDraft ? <DraftMark what="Branding changes kept as a draft" /> : undefined}>
            Branding
          </Tabs.Tab>
          <Tabs.Tab value="assortment">Assortment</Tabs.Tab>
          <Tabs.Tab value="compare">Compare channels</Tabs.Tab>
          <Tabs.Tab value="pages" rightSection={pageDrafts ? <DraftMark what="Content page changes kept as drafts" /> : undefined}>
            Content pages
          </Tabs.Tab>
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
                <PagesTab
                  key={channel.data.channelCode}
                  channel={channel.data}
                  request={pageRequest?.channelCode === channel.data.channelCode ? pageRequest : null}
                />
              </ReadScopeGate>
            </Tabs.Panel>
          </>
        )}
      </Tabs>
    </Stack>
  );
}
