import { Group, Progress, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { EventPayload } from '@shared/contract';
import { onEvent } from '../api/client';

type ProgressEvent = EventPayload<'progress'>;

/** The latest `progress` event of one piece of long work (by the id the screen gave it). */
export function useWorkProgress(progressId: string): ProgressEvent | null {
  const [latest, setLatest] = useState<ProgressEvent | null>(null);
  useEffect(() => onEvent('progress', (event) => event.operationId === progressId && setLatest(event)), [progressId]);
  return latest;
}

/** "Reading availability · 3 of 25 · waiting for the ERP's quota (about 4 s)" while work runs. */
export function WorkProgress({ progressId, running }: { progressId: string; running: boolean }) {
  const progress = useWorkProgress(progressId);
  if (!running || !progress || progress.label === 'Done') return null;
  const { label, done, total, waitingForQuotaMs } = progress;
  const waiting =
    waitingForQuotaMs !== undefined ? `waiting for the ERP's per-minute quota (about ${Math.max(1, Math.round(waitingForQuotaMs / 1000))} s)` : null;
  return (
    <Group gap="sm" wrap="nowrap" role="status" aria-live="polite" data-testid="work-progress">
      {total ? <Progress value={(done / total) * 100} w={160} aria-label={label} /> : null}
      <Text size="sm" c="dimmed">
        {[label, total ? `${done} of ${total}` : null, waiting].filter(Boolean).join(' · ')}
      </Text>
    </Group>
  );
}
