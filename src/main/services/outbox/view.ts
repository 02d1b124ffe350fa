import type { PendingWrite } from '@shared/contract/outbox';
import type { JournalEntry } from '../../store/idempotency-journal';

/** A held write as Pending writes shows it: what, when, target, state and the last error in words. */
export function toPendingWrite(entry: JournalEntry, all: readonly JournalEntry[]): PendingWrite {
  const note = entry.outbox;
  const state: PendingWrite['state'] = note?.refused
    ? 'refused'
    : note?.expired
      ? 'expired'
      : note?.blockedBy
        ? 'blocked'
        : note?.queued
          ? 'queued'
          : 'unknown';
  const blocker = note?.blockedBy ? all.find((e) => e.key === note.blockedBy) : undefined;
  const error = note?.lastError;
  return {
    key: entry.key,
    summary: entry.summary ?? `${entry.method} ${entry.path}`,
    method: entry.method,
    path: entry.path,
    createdAt: entry.createdAt,
    state,
    attempts: note?.attempts ?? 0,
    lastAttemptAt: note?.lastAttemptAt ?? null,
    lastError: error ? [error.title, error.detail].filter(Boolean).join(': ') : null,
    blockedBehind: blocker ? (blocker.summary ?? `${blocker.method} ${blocker.path}`) : null,
  };
}

/** Writes that need the user: refused, expired, or held behind one of those. */
export function needsAttention(write: PendingWrite): boolean {
  return write.state === 'refused' || write.state === 'expired' || write.state === 'blocked';
}
