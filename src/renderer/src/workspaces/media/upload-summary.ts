import type { UploadItem } from '@shared/contract/media';
import { worthRetrying } from '@shared/domain/media-check';

/** A failed or cancelled upload that sending again could change: not one refused for what the file is. */
export function offersRetry(item: UploadItem): boolean {
  if (item.state !== 'failed' && item.state !== 'cancelled') return false;
  return worthRetrying([item.error?.code, ...(item.error?.codes ?? [])]);
}

const files = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;

/** The queue's heading: what moves, what is over, and every file still waiting for the user. */
export function uploadSummary(items: readonly UploadItem[], active: number): string {
  const count = (state: UploadItem['state']) => items.filter((i) => i.state === state).length;
  const parts = [active ? `Uploading ${files(active)}` : `Uploads: ${count('done')} uploaded`];
  if (count('failed')) parts.push(`${count('failed')} failed`);
  if (count('needsDecision')) parts.push(`${count('needsDecision')} waiting for your decision`);
  return parts.join(', ');
}
