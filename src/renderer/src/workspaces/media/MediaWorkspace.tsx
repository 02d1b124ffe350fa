import { Button, Center, Group, SegmentedControl, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconLayoutGrid from '@tabler/icons-react/dist/esm/icons/IconLayoutGrid.mjs';
import IconList from '@tabler/icons-react/dist/esm/icons/IconList.mjs';
import IconPhotoOff from '@tabler/icons-react/dist/esm/icons/IconPhotoOff.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import IconUpload from '@tabler/icons-react/dist/esm/icons/IconUpload.mjs';
import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import type { MediaAssetView, MediaKindFilter } from '@shared/contract/media';
import { call } from '../../api/client';
import { useCall } from '../../api/hooks';
import { oldestAsOf } from '../../api/offline-retry';
import { AsOfNotice } from '../../components/AsOfNotice';
import { ScopedButton } from '../../components/ScopedButton';
import { ConfirmDestructive } from '../../components/ConfirmDestructive';
import { AppDrawer } from '../../components/overlay/AppModal';
import { ProblemAlert } from '../../components/ProblemAlert';
import { WorkspaceHeader } from '../../components/WorkspaceHeader';
import { DraftMark } from '../../drafts/DraftMark';
import { useDraftKeys } from '../../drafts/useDraftList';
import { useShortcuts } from '../../components/shortcuts';
import { useDraftRequests } from '../../stores/useRecordRequests';
import { metadataDraftKey } from './asset-metadata';
import { AssetDetails } from './AssetDetails';
import { BulkEditDialog } from './BulkEditDialog';
import { bulkDraftKey, type BulkMetadata } from './bulk-metadata';
import { FolderNav } from './FolderNav';
import { MediaGrid } from './MediaGrid';
import { MediaList } from './MediaList';
import { filesOfDrop, stage, type StagedFile } from './staged-files';
import { UploadDialog } from './UploadDialog';
import { UploadQueuePanel } from './UploadQueuePanel';
import { folderKey, useLibrary, type FolderChoice } from './useLibrary';
import { useUploadQueue } from './useUploadQueue';
import classes from './media.module.css';

const kinds: { value: MediaKindFilter | 'all'; label: string }[] = [
  { value: 'all', label: 'All types' },
  { value: 'image', label: 'Images' },
  { value: 'video', label: 'Videos' },
  { value: 'pdf', label: 'PDFs' },
];
const viewChoices = [
  { value: 'grid', word: 'Grid', Icon: IconLayoutGrid },
  { value: 'list', word: 'List', Icon: IconList },
];

const LIBRARY_HEIGHT = 'max(320px, calc(100vh - 290px))';

/** Media: a channel's library (grid or list, folders, search, type), its details, bulk edits, and uploads. */
export function MediaWorkspace() {
  const status = useCall('app.connectionStatus', {});
  const channelCode = status.data?.channel?.code ?? '';
  const [folder, setFolder] = useState<FolderChoice>(null);
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText, 250);
  const [kind, setKind] = useState<MediaKindFilter | null>(null);
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [activeIndex, setActiveIndex] = useState(-1);
  const [open, setOpen] = useState<MediaAssetView | null>(null);
  const [staged, setStaged] = useState<StagedFile[]>([]);
  const [bulkEditing, setBulkEditing] = useState<MediaAssetView[] | null>(null);
  const [deleting, setDeleting] = useState<MediaAssetView[] | null>(null);
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  const grid = useRef<HTMLDivElement>(null);

  const library = useLibrary({ channelCode, folder, search, kind });
  const folders = useCall('media.folders', { channelCode }, { enabled: !!channelCode });
  const queue = useUploadQueue();
  const selectedAssets = library.assets.filter((a) => selected.has(a.id));
  const metadataDrafts = useDraftKeys('media.metadata');
  const bulkDrafts = useDraftKeys('media.bulkMetadata');
  const draftedAssets = useMemo(
    () => new Set(library.assets.filter((a) => metadataDrafts.has(metadataDraftKey(channelCode, a.id))).map((a) => a.id)),
    [library.assets, metadataDrafts, channelCode],
  );
  const selectionDrafted =
    selectedAssets.length > 0 &&
    bulkDrafts.has(
      bulkDraftKey(
        channelCode,
        selectedAssets.map((a) => a.id),
      ),
    );

  // The Drafts list's Open: the file's details, or the bulk edit on the files it was opened on.
  const assetsOf = (ids: string[]) => Promise.all(ids.map((assetId) => call('media.asset', { channelCode, assetId })));
  useDraftRequests(({ editor, recordKey }) => {
    const [channel, id] = [recordKey.slice(0, recordKey.indexOf('/')), recordKey.slice(recordKey.indexOf('/') + 1)];
    if (channel !== channelCode) return false;
    if (editor === 'media.metadata') void assetsOf([id]).then(([asset]) => asset && setOpen(asset));
    else if (editor === 'media.bulkMetadata')
      void call('drafts.get', { editor, recordKey }).then(async ({ draft }) => draft && setBulkEditing(await assetsOf((draft.value as BulkMetadata).assetIds)));
    else return false;
    return true;
  });

  // Another folder, search or type shows other files: what was selected or active no longer is.
  const refilter =
    <V,>(set: (v: V) => void) =>
    (value: V) => {
      set(value);
      setSelected(new Set());
      setActiveIndex(-1);
    };

  const add = useCallback(async (files: File[]) => {
    if (files.length === 0) return;
    const checked = await Promise.all(files.map(stage));
    setStaged((prev) => [...prev, ...checked]);
  }, []);

  // Files pasted anywhere in the workspace (a screenshot, files copied in the file manager).
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])];
      if (files.length === 0) return;
      event.preventDefault();
      void add(files);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [add]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void filesOfDrop(event.dataTransfer).then(add);
  };
  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const active = library.assets[activeIndex];
  const editSelection = () => {
    if (selectedAssets.length > 0) setBulkEditing(selectedAssets);
    else if (active) setOpen(active);
  };
  const deleteSelection = () => {
    const targets = selectedAssets.length > 0 ? selectedAssets : active ? [active] : [];
    if (targets.length > 0) setDeleting(targets);
  };

  useShortcuts('Media', [
    { keys: 'alt+U', label: 'Upload files', run: () => picker.current?.click() },
    { keys: 'alt+F', label: 'Search the library', run: () => searchBox.current?.focus() },
    { keys: 'E', label: 'Edit title and alt text of the selected files (or the active one)', run: editSelection },
    { keys: 'Delete', label: 'Delete the selected files (or the active one)', run: deleteSelection },
    { keys: 'alt+A', label: 'Select every file shown', run: () => setSelected(new Set(library.assets.map((a) => a.id))) },
    { keys: 'alt+G', label: 'Switch between grid and list', run: () => setView((v) => (v === 'grid' ? 'list' : 'grid')) },
  ]);

  const emptyMessage =
    search || kind || folder ? 'No files match. Change the search, type or folder.' : 'This library is empty. Drop files here or press Upload files.';
  const defaultFolder = folder ? folderKey(folder) : 'Content';

  return (
    <Stack
      gap="md"
      data-testid="workspace-media"
      className={dragging ? classes.dropTarget : undefined}
      onDragOver={(e) => {
        if (![...e.dataTransfer.types].includes('Files')) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(e) => {
        if (e.currentTarget === e.target) setDragging(false);
      }}
      onDrop={onDrop}
    >
      <WorkspaceHeader
        title="Media"
        description={`Images, videos and PDFs of ${status.data?.channel?.name ?? 'the channel'}. Drop files or folders anywhere here, or paste; press ? for every shortcut.`}
      >
        <ScopedButton call="media.enqueue" leftSection={<IconUpload size={16} />} onClick={() => picker.current?.click()} title="Alt+U" disabled={!channelCode}>
          Upload files
        </ScopedButton>
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          aria-label="Files to upload"
          onChange={(e) => {
            void add([...(e.currentTarget.files ?? [])]);
            e.currentTarget.value = '';
          }}
        />
      </WorkspaceHeader>
      {!channelCode && status.isSuccess && <Text c="dimmed">Choose a channel in the header to see its media.</Text>}
      <UploadQueuePanel items={queue.items} totals={queue.totals} onItems={queue.replace} />
      <Group align="flex-start" gap="md" wrap="nowrap">
        <FolderNav
          folders={folders.data?.folders ?? []}
          loading={folders.isPending && !!channelCode}
          error={folders.error}
          value={folder}
          onChange={refilter(setFolder)}
        />
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <Group gap="sm" wrap="wrap">
            <TextInput
              ref={searchBox}
              aria-label="Search"
              placeholder="Search file name, title, alt text"
              leftSection={<IconSearch size={16} />}
              value={searchText}
              onChange={(e) => refilter(setSearchText)(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 200 }}
            />
            <SegmentedControl
              aria-label="Type"
              data={kinds}
              value={kind ?? 'all'}
              onChange={(v) => refilter(setKind)(v === 'all' ? null : (v as MediaKindFilter))}
            />
            <SegmentedControl
              aria-label="View"
              value={view}
              onChange={(v) => setView(v as 'grid' | 'list')}
              data={viewChoices.map(({ value, word, Icon }) => ({
                value,
                // The icon shows the choice; the hidden word names the radio (a label on the svg names nothing).
                label: (
                  <Center title={word}>
                    <Icon size={16} aria-hidden />
                    <VisuallyHidden>{word}</VisuallyHidden>
                  </Center>
                ),
              }))}
            />
          </Group>
          <Group justify="space-between" gap="xs" mih={30}>
            <Group gap="xs">
              <Text size="sm" c="dimmed" aria-live="polite">
                {library.loading ? 'Loading…' : `${library.totalCount} ${library.totalCount === 1 ? 'file' : 'files'}, newest first`}
                {selectedAssets.length > 0 ? ` · ${selectedAssets.length} selected` : ''}
              </Text>
              {/* The tree, counts and files come from one local copy: one notice says how old it is. */}
              <AsOfNotice
                asOf={oldestAsOf(library.asOf, folders.data?.asOf)}
                testId="media-as-of"
                onRetry={() => (library.refetch(), void folders.refetch())}
                retrying={library.fetching || folders.isFetching}
              />
            </Group>
            {selectedAssets.length > 0 && (
              <Group gap="xs" data-testid="selection-actions">
                <ScopedButton
                  call="media.updateMany"
                  size="xs"
                  variant="light"
                  onClick={() => setBulkEditing(selectedAssets)}
                  title="E"
                  rightSection={selectionDrafted ? <DraftMark what="A draft is kept for these files" /> : undefined}
                >
                  Edit title and alt text
                </ScopedButton>
                <ScopedButton call="media.remove" size="xs" variant="light" color="red" onClick={deleteSelection} title="Delete">
                  Delete
                </ScopedButton>
                <Button size="xs" variant="subtle" color="gray" onClick={() => setSelected(new Set())}>
                  Clear selection
                </Button>
              </Group>
            )}
          </Group>
          {view === 'list' ? (
            <MediaList
              assets={library.assets}
              selected={selected}
              drafted={draftedAssets}
              onSelectedChange={setSelected}
              onOpen={setOpen}
              loading={library.loading}
              error={library.error}
              onRetry={library.refetch}
              height={LIBRARY_HEIGHT}
              emptyMessage={emptyMessage}
            />
          ) : library.error ? (
            <ProblemAlert error={library.error} onRetry={library.refetch} />
          ) : !library.loading && library.assets.length === 0 ? (
            <Center h={240} className={classes.grid}>
              <Stack align="center" gap="xs">
                <IconPhotoOff size={40} stroke={1.3} aria-hidden />
                <Text c="dimmed">{emptyMessage}</Text>
              </Stack>
            </Center>
          ) : (
            <MediaGrid
              ref={grid}
              assets={library.assets}
              selected={selected}
              drafted={draftedAssets}
              activeIndex={activeIndex}
              onActiveIndex={setActiveIndex}
              onToggle={toggle}
              onOpen={setOpen}
              onEndReached={library.loadMore}
              height={LIBRARY_HEIGHT}
            />
          )}
        </Stack>
      </Group>

      <AppDrawer
        opened={!!open}
        onClose={() => setOpen(null)}
        position="right"
        size="min(560px, 92%)"
        title={open ? (open.title ?? open.fileName) : 'File'}
        data-testid="asset-drawer"
      >
        {open && <AssetDetails key={open.id} channelCode={channelCode} asset={open} onDelete={() => setDeleting([open])} />}
      </AppDrawer>
      {staged.length > 0 && (
        <UploadDialog
          channelCode={channelCode}
          staged={staged}
          folders={folders.data?.folders ?? []}
          defaultFolder={defaultFolder}
          onChange={setStaged}
          onClose={() => setStaged([])}
          onQueued={() => setStaged([])}
        />
      )}
      {bulkEditing && <BulkEditDialog channelCode={channelCode} assets={bulkEditing} onClose={() => setBulkEditing(null)} />}
      {deleting && (
        <ConfirmDestructive
          title={deleting.length === 1 ? `Delete ${deleting[0]!.fileName}?` : `Delete ${deleting.length} files?`}
          confirmLabel={deleting.length === 1 ? 'Delete the file' : `Delete ${deleting.length} files`}
          keepLabel="Keep"
          testId="delete-dialog"
          call="media.remove"
          input={{ channelCode, assetIds: deleting.map((a) => a.id) }}
          write={{ invalidates: ['media.library', 'media.folders'] }}
          onClose={() => setDeleting(null)}
          onDone={({ outcomes }) => {
            const gone = new Set(outcomes.filter((o) => o.ok).map((o) => o.id));
            setSelected((prev) => new Set([...prev].filter((id) => !gone.has(id))));
            if (open && gone.has(open.id)) setOpen(null);
            const left = deleting.filter((a) => !gone.has(a.id));
            setDeleting(left.length ? left : null);
          }}
        >
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {deleting.length === 1
              ? `${deleting[0]!.fileName} is removed from the library. Pages that show it lose the picture; this cannot be undone.`
              : `${deleting.length} files are removed from the library. Pages that show them lose them; this cannot be undone.`}
          </Text>
        </ConfirmDestructive>
      )}
    </Stack>
  );
}
