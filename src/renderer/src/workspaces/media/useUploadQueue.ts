import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { UploadItem, UploadState } from '@shared/contract/media';
import { call, onEvent } from '../../api/client';
import { newest } from './queue-merge';
import { queryKeyOf } from '../../api/hooks';

const ACTIVE: readonly UploadState[] = ['queued', 'checking', 'uploading', 'processing', 'resolving'];
export const isActive = (item: UploadItem) => ACTIVE.includes(item.state);

export interface QueueTotals {
  sentBytes: number;
  totalBytes: number;
  active: number;
  failed: number;
  /** Seconds until the bytes still to send are sent, at the recent rate; null while unknown. */
  secondsLeft: number | null;
}

/**
 * The upload queue of main as the screen shows it: read once, then kept current from the
 * mediaUpload events. When an upload finishes, the library is read again so the new asset shows.
 */
interface QueueState {
  items: Map<string, UploadItem>;
  /** Bytes sent in all, sampled at each event of the last ten seconds: the rate behind the time left. */
  samples: { at: number; bytes: number }[];
}

const sentOf = (items: Iterable<UploadItem>) => [...items].filter((i) => isActive(i) || i.state === 'done').reduce((n, i) => n + i.sentBytes, 0);

export function useUploadQueue() {
  const [state, setState] = useState<QueueState>({ items: new Map(), samples: [] });
  const client = useQueryClient();

  useEffect(() => {
    let live = true;
    void call('media.queue', {}).then(({ items: list }) => live && setState((prev) => ({ ...prev, items: newest(prev.items, list, true) })));
    const off = onEvent('mediaUpload', (item) => {
      const at = Date.now();
      setState((prev) => {
        const items = newest(prev.items, [item], false);
        const bytes = sentOf(items.values());
        // Steady enough to read, quick to follow a change; a drop in the total (a retry) starts over.
        const samples = [...prev.samples.filter((s) => at - s.at < 10_000 && s.bytes <= bytes), { at, bytes }];
        return { items, samples };
      });
      if (item.state === 'done') {
        void client.invalidateQueries({ queryKey: queryKeyOf('media.library') });
        void client.invalidateQueries({ queryKey: queryKeyOf('media.folders') });
      }
    });
    return () => {
      live = false;
      off();
    };
  }, [client]);

  const list = useMemo(() => [...state.items.values()], [state.items]);
  const totals = useMemo<QueueTotals>(() => {
    const counted = list.filter((i) => isActive(i) || i.state === 'done');
    const sentBytes = sentOf(counted);
    const totalBytes = counted.reduce((n, i) => n + (i.totalBytes ?? 0), 0);
    const first = state.samples[0];
    const last = state.samples.at(-1);
    const rate = first && last && last.at > first.at ? (last.bytes - first.bytes) / ((last.at - first.at) / 1000) : 0;
    const active = list.filter(isActive).length;
    return {
      sentBytes,
      totalBytes,
      active,
      failed: list.filter((i) => i.state === 'failed').length,
      secondsLeft: active && rate > 0 ? (totalBytes - sentBytes) / rate : null,
    };
  }, [list, state.samples]);

  const replace = (next: UploadItem[]) => setState((prev) => ({ ...prev, items: newest(prev.items, next, true) }));
  return { items: list, totals, replace };
}
