import { useInfiniteQuery } from '@tanstack/react-query';
import type { LibraryFilter, MediaAssetView, MediaKindFilter } from '@shared/contract/media';
import type { MEDIA_FOLDERS } from '@shared/domain/media-limits';
import type { AppError } from '@shared/errors';
import { call } from '../../api/client';
import { queryKeyOf } from '../../api/hooks';
import { asOfOf, refetchIntervalOf } from '../../api/offline-retry';

/** A root folder by name, a subfolder by id, or the whole channel (null). */
export type FolderChoice = { folder: string } | { folderId: string } | null;

export interface LibraryView {
  channelCode: string;
  folder: FolderChoice;
  search: string;
  kind: MediaKindFilter | null;
}

const PAGE_SIZE = 100;

/** One string per folder choice: a subfolder's id, or a root's name. */
export const folderKey = (choice: FolderChoice): string => (!choice ? '' : 'folderId' in choice ? choice.folderId : choice.folder);

export function folderFilter(choice: FolderChoice): Pick<LibraryFilter, 'folder' | 'folderId'> {
  if (!choice) return {};
  if ('folderId' in choice) return { folderId: choice.folderId };
  return { folder: choice.folder as (typeof MEDIA_FOLDERS)[number] };
}

/** The library, newest first, a page at a time as the grid or list scrolls toward its end. */
export function useLibrary(view: LibraryView) {
  const filter: LibraryFilter = {
    channelCode: view.channelCode,
    ...folderFilter(view.folder),
    ...(view.search.trim() ? { search: view.search.trim() } : {}),
    ...(view.kind ? { kind: view.kind } : {}),
    pageSize: PAGE_SIZE,
  };
  const query = useInfiniteQuery({
    queryKey: queryKeyOf('media.library', filter),
    queryFn: ({ pageParam }) => call('media.library', { ...filter, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.page + 1 : undefined),
    enabled: !!view.channelCode,
    refetchInterval: refetchIntervalOf(false),
  });
  const assets: MediaAssetView[] = query.data?.pages.flatMap((p) => p.items) ?? [];
  return {
    assets,
    totalCount: query.data?.pages[0]?.totalCount ?? 0,
    /** The ERP could not be reached: the local copy answered, as of its last sync. */
    asOf: asOfOf(query.data),
    loading: query.isPending && !!view.channelCode,
    error: (query.error as AppError | null) ?? null,
    refetch: () => void query.refetch(),
    fetching: query.isFetching,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}
