import { Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import IconHome from '@tabler/icons-react/dist/esm/icons/IconHome.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { ChannelView, ContentPageView } from '@shared/contract/storefront';
import { useCall } from '../../api/hooks';
import { ScopedButton } from '../../components/ScopedButton';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { label, when } from '../../components/format';
import { AppDrawer } from '../../components/overlay/AppModal';
import { ProblemAlert } from '../../components/ProblemAlert';
import { DraftMark } from '../../drafts/DraftMark';
import { useDraftList } from '../../drafts/useDraftList';
import { CreatePageDialog } from './CreatePageDialog';
import { draftedSlugs, newPageRecordKey, type PageRequest } from './page-drafts';
import { sectionTypeLabels } from './page-fields';
import { PageEditor } from './PageEditor';

const column = createColumnHelper<ContentPageView>();
/** The columns; a page whose editor holds a kept draft is marked beside its title. */
const columnsFor = (drafted: ReadonlySet<string>): DataTableColumn<ContentPageView>[] => [
  column.accessor('title', {
    header: 'Title',
    size: 260,
    cell: (c) =>
      drafted.has(c.row.original.slug) ? (
        <Group gap={6} wrap="nowrap">
          <span>{c.getValue()}</span>
          {/* The mark keeps its width; a long title wraps instead (1024 px cut it to "D…"). */}
          <span style={{ flexShrink: 0, display: 'inline-flex' }}>
            <DraftMark what="Changes to this page kept as a draft" />
          </span>
        </Group>
      ) : (
        c.getValue()
      ),
  }),
  column.accessor('slug', { header: 'Address', size: 200, meta: { content: 'identifier', text: (p) => `/p/${p.slug}` } }),
  column.accessor('pageType', { header: 'Type', size: 110, cell: (c) => label(c.getValue()) }),
  column.accessor('isPublished', {
    header: 'Status',
    size: 150,
    meta: { text: (p) => (p.isPublished ? 'Published' : 'Not published') },
    cell: (c) =>
      c.getValue() ? (
        <Badge color="teal" variant="light">
          Published
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          Not published
        </Badge>
      ),
  }),
  column.accessor((p) => p.sections.length, { id: 'sections', header: 'Sections', size: 90, meta: { numeric: true, content: 'figure' } }),
  column.accessor('showInNavigation', { header: 'In navigation', size: 120, cell: (c) => (c.getValue() ? 'Yes' : 'No') }),
  column.accessor('modifiedDate', { header: 'Changed', size: 150, cell: (c) => when(c.getValue()) }),
];

function HomePage({ channelCode }: { channelCode: string }) {
  const home = useCall('storefront.homePage', { channelCode });
  if (home.error) return <ProblemAlert error={home.error} onRetry={() => void home.refetch()} />;
  if (!home.data)
    return (
      <Text size="sm" c="dimmed">
        Loading the home page…
      </Text>
    );
  if (home.data.offer.offered === false)
    return (
      <Text size="sm" c="dimmed" data-testid="home-page-not-offered">
        {home.data.offer.reason}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="home-page">
      <Title order={3} size="h4">
        {home.data.title ?? 'Untitled home page'}
      </Title>
      {home.data.metaDescription && (
        <Text size="sm" c="dimmed">
          {home.data.metaDescription}
        </Text>
      )}
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
        <Text size="sm" c="dimmed">
          The home page has no sections.
        </Text>
      )}
    </Stack>
  );
}

/**
 * The channel's content pages: create, edit details and sections, publish; and its home page.
 * `request`: a kept draft to open (from the Drafts list).
 */
export function PagesTab({ channel, request }: { channel: ChannelView; request: PageRequest | null }) {
  const code = channel.channelCode;
  const pages = useCall('storefront.pages', { channelCode: code });
  const drafts = useDraftList().data?.drafts ?? [];
  const [creating, setCreating] = useState(false);
  // The slug open, and the page as last seen: the list's fresh copy wins once it is there.
  const [open, setOpen] = useState<ContentPageView | null>(null);
  const [home, setHome] = useState(false);
  const list = pages.data?.pages ?? [];
  const openPage = open ? (list.find((p) => p.slug === open.slug) ?? open) : null;
  const drafted = draftedSlugs(drafts, code);
  const draftedKey = [...drafted].join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => columnsFor(drafted), [draftedKey]);
  const newPageDraft = drafts.some((d) => d.editor === 'storefront.newPage' && d.recordKey === newPageRecordKey(code));

  // A draft asked for from the Drafts list opens once (a page once the list knows it).
  const [handled, setHandled] = useState<PageRequest | null>(null);
  if (request && request !== handled && (request.open.kind !== 'page' || pages.data)) {
    const wanted = request.open;
    setHandled(request);
    if (wanted.kind === 'new') setCreating(true);
    else if (wanted.kind === 'home') setHome(true);
    else setOpen(pages.data?.pages.find((p) => p.slug === wanted.slug) ?? null);
  }
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
            <ScopedButton
              call="storefront.createPage"
              size="xs"
              leftSection={<IconPlus size={14} />}
              rightSection={newPageDraft ? <DraftMark what="A new page kept as a draft" /> : undefined}
              onClick={() => setCreating(true)}
            >
              New page
            </ScopedButton>
            <Button size="xs" variant="default" leftSection={<IconHome size={14} />} onClick={() => setHome(true)}>
              Home page
            </Button>
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
      <AppDrawer opened={!!openPage} onClose={() => setOpen(null)} position="right" size="min(760px, 92%)" title={openPage ? openPage.title : 'Content page'}>
        {openPage && (
          <PageEditor
            key={openPage.slug}
            channelCode={code}
            page={openPage}
            deleteOffer={pages.data?.deleteOffer ?? { offered: null, reason: null }}
            onDeleted={() => setOpen(null)}
          />
        )}
      </AppDrawer>
      <AppDrawer opened={home} onClose={() => setHome(false)} position="right" size="min(560px, 92%)" title={`Home page of ${channel.name ?? code}`}>
        {home && <HomePage channelCode={code} />}
      </AppDrawer>
    </>
  );
}
