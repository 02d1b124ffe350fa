import { Badge, Button, List, Stack, Text, Title } from '@mantine/core';
import IconHome from '@tabler/icons-react/dist/esm/icons/IconHome.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import type { ChannelView, ContentPageView } from '@shared/contract/storefront';
import { useCall } from '../../api/hooks';
import { ScopedButton } from '../../components/ScopedButton';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { label, when } from '../../components/format';
import { AppDrawer } from '../../components/overlay/AppModal';
import { ProblemAlert } from '../../components/ProblemAlert';
import { CreatePageDialog } from './CreatePageDialog';
import { sectionTypeLabels } from './page-fields';
import { PageEditor } from './PageEditor';

const column = createColumnHelper<ContentPageView>();
const columns: DataTableColumn<ContentPageView>[] = [
  column.accessor('title', { header: 'Title', size: 260 }),
  column.accessor('slug', { header: 'Address', size: 200, meta: { content: 'identifier', text: (p) => `/p/${p.slug}` } }),
  column.accessor('pageType', { header: 'Type', size: 110, cell: (c) => label(c.getValue()) }),
  column.accessor('isPublished', {
    header: 'Status',
    size: 150,
    meta: { text: (p) => (p.isPublished ? 'Published' : 'Not published') },
    cell: (c) => (c.getValue() ? <Badge color="teal" variant="light">Published</Badge> : <Badge color="gray" variant="light">Not published</Badge>),
  }),
  column.accessor((p) => p.sections.length, { id: 'sections', header: 'Sections', size: 90, meta: { numeric: true, content: 'figure' } }),
  column.accessor('showInNavigation', { header: 'In navigation', size: 120, cell: (c) => (c.getValue() ? 'Yes' : 'No') }),
  column.accessor('modifiedDate', { header: 'Changed', size: 150, cell: (c) => when(c.getValue()) }),
];

function HomePage({ channelCode }: { channelCode: string }) {
  const home = useCall('storefront.homePage', { channelCode });
  if (home.error) return <ProblemAlert error={home.error} onRetry={() => void home.refetch()} />;
  if (!home.data) return <Text size="sm" c="dimmed">Loading the home page…</Text>;
  if (home.data.offer.offered === false) return <Text size="sm" c="dimmed" data-testid="home-page-not-offered">{home.data.offer.reason}</Text>;
  return (
    <Stack gap="xs" data-testid="home-page">
      <Title order={3} size="h4">{home.data.title ?? 'Untitled home page'}</Title>
      {home.data.metaDescription && <Text size="sm" c="dimmed">{home.data.metaDescription}</Text>}
      {home.data.sections.length ? (
        <List type="ordered" size="sm">
          {home.data.sections.map((s, i) => (
            <List.Item key={s.id ?? i}>
              {sectionTypeLabels[s.type as keyof typeof sectionTypeLabels] ?? s.type}
              {s.title ? `: ${s.title}` : ''}
              {s.isVisible === false ? ' (hidden)' : ''}
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed">The home page has no sections.</Text>
      )}
    </Stack>
  );
}

/** The channel's content pages: create, edit details and sections, publish; and its home page. */
export function PagesTab({ channel }: { channel: ChannelView }) {
  const code = channel.channelCode;
  const pages = useCall('storefront.pages', { channelCode: code });
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<ContentPageView | null>(null);
  const [home, setHome] = useState(false);
  const list = pages.data?.pages ?? [];
  return (
    <>
      <DataTable
        label={`Content pages of ${channel.name ?? code}`}
        data={list}
        columns={columns}
        getRowId={(p) => p.slug}
        loading={pages.isLoading}
        error={pages.error}
        onRetry={() => void pages.refetch()}
        onOpenRow={setOpen}
        height="calc(100vh - 300px)"
        emptyMessage="This channel has no content pages yet."
        toolbar={
          <>
            <ScopedButton call="storefront.createPage" size="xs" leftSection={<IconPlus size={14} />} onClick={() => setCreating(true)}>New page</ScopedButton>
            <Button size="xs" variant="default" leftSection={<IconHome size={14} />} onClick={() => setHome(true)}>Home page</Button>
          </>
        }
      />
      {creating && (
        <CreatePageDialog
          channelCode={code}
          taken={list.map((p) => p.slug)}
          onClose={() => setCreating(false)}
          onCreated={(page) => {
            setCreating(false);
            setOpen(page);
          }}
        />
      )}
      <AppDrawer opened={!!open} onClose={() => setOpen(null)} position="right" size="min(760px, 92%)" title={open ? open.title : 'Content page'}>
        {open && <PageEditor key={open.slug} channelCode={code} page={open} deleteOffer={pages.data?.deleteOffer ?? { offered: null, reason: null }} onChanged={setOpen} onDeleted={() => setOpen(null)} />}
      </AppDrawer>
      <AppDrawer opened={home} onClose={() => setHome(false)} position="right" size="min(560px, 92%)" title={`Home page of ${channel.name ?? code}`}>
        {home && <HomePage channelCode={code} />}
      </AppDrawer>
    </>
  );
}
