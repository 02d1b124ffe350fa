import { Badge, Box, Group, Text } from '@mantine/core';
import { createColumnHelper, type RowSelectionState } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { MediaAssetView } from '@shared/contract/media';
import type { AppError } from '@shared/errors';
import { DataTable } from '../../components/DataTable';
import { DraftMark } from '../../drafts/DraftMark';
import { when } from '../../components/format';
import { needsAltText } from './MediaGrid';
import { byteSize, dimensions, typeLabel } from './media-format';
import { MediaThumb } from './MediaThumb';

const column = createColumnHelper<MediaAssetView>();

/** How the list names an asset: its title beside the file name, which alone may repeat across folders. */
const assetName = (a: MediaAssetView) => (a.title ? `${a.title} (${a.fileName})` : a.fileName);

/** The library as a table: the same assets, order and selection as the grid, with every fact in a column. */
export function MediaList(props: {
  assets: MediaAssetView[];
  selected: ReadonlySet<string>;
  /** Files whose details hold a kept draft. */
  drafted: ReadonlySet<string>;
  onSelectedChange: (ids: Set<string>) => void;
  onOpen: (asset: MediaAssetView) => void;
  loading: boolean;
  error: AppError | null;
  onRetry: () => void;
  height: number | string;
  emptyMessage: string;
}) {
  const { drafted } = props;
  const columns = useMemo(
    () => [
      column.display({
        id: 'preview',
        header: '',
        size: 64,
        meta: { headerLabel: 'Preview' },
        cell: ({ row }) => (
          <Box w={48}>
            <MediaThumb asset={row.original} size={32} />
          </Box>
        ),
      }),
      column.accessor('fileName', {
        header: 'File',
        size: 300,
        meta: { content: 'text', text: (a) => assetName(a) },
        cell: ({ row }) => (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" truncate="end" title={row.original.fileName}>
              {assetName(row.original)}
            </Text>
            {needsAltText(row.original) && (
              <Badge size="xs" color="orange" variant="light" style={{ flexShrink: 0 }}>
                No alt text
              </Badge>
            )}
            {drafted.has(row.original.id) && <DraftMark what="A draft of these details is kept" />}
          </Group>
        ),
      }),
      column.accessor((a) => typeLabel(a.contentType), { id: 'type', header: 'Type', size: 130, meta: { content: 'text' } }),
      column.accessor('fileSize', { header: 'Size', size: 100, meta: { numeric: true, text: (a) => byteSize(a.fileSize) } }),
      column.accessor((a) => dimensions(a), { id: 'dimensions', header: 'Dimensions', size: 130, meta: { content: 'identifier' } }),
      column.accessor((a) => a.folderPath ?? a.folder ?? '–', { id: 'folder', header: 'Folder', size: 140, meta: { content: 'text' } }),
      column.accessor('createdDate', { header: 'Uploaded', size: 170, meta: { content: 'identifier', text: (a) => when(a.createdDate) } }),
    ],
    [drafted],
  );
  const rowSelection: RowSelectionState = Object.fromEntries([...props.selected].map((id) => [id, true]));
  return (
    <DataTable
      label="Media library"
      data={props.assets}
      columns={columns}
      getRowId={(a) => a.id}
      selectable
      rowLabel={assetName}
      rowSelection={rowSelection}
      onRowSelectionChange={(next) => props.onSelectedChange(new Set(Object.keys(next).filter((id) => next[id])))}
      onOpenRow={props.onOpen}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      height={props.height}
      rowHeight={48}
      emptyMessage={props.emptyMessage}
      exportFileName="media-library"
    />
  );
}
