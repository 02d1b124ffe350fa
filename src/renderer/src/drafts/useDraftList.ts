import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { onEvent } from '../api/client';
import { queryKeyOf, useCall } from '../api/hooks';

/** Every draft kept for the active connection, refetched when a draft appears or goes. */
export function useDraftList() {
  const client = useQueryClient();
  useEffect(() => onEvent('draftsChanged', () => void client.invalidateQueries({ queryKey: queryKeyOf('drafts.list') })), [client]);
  return useCall('drafts.list', {});
}

/** The records of one editor that have a draft: lists and tabs mark them. */
export function useDraftKeys(editor: string): ReadonlySet<string> {
  const list = useDraftList();
  return useMemo(() => new Set((list.data?.drafts ?? []).filter((d) => d.editor === editor).map((d) => d.recordKey)), [list.data, editor]);
}
