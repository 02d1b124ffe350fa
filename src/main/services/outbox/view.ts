import type { PendingWrite } from '@shared/contract/outbox';
import type { DamageReport } from '../../store/damaged-copy';
import type { JournalEntry } from '../../store/idempotency-journal';

/** The key Pending writes knows the unreadable lines of a journal by: one card for all of them. */
export const unreadableKey = (report: DamageReport) => `unreadable:${report.foundAt}`;

/** What could not be read of the journal, as one card the user checks and then discards. */
export function toUnreadableWrite({ count, report }: { count: number; report: DamageReport }): PendingWrite {
  const what = report.emptied
    ? 'The file of waiting writes was found empty'
    : count === 1
      ? 'A waiting write could not be read'
      : `${count} waiting writes could not be read`;
  return {
    key: unreadableKey(report),
    summary: what,
    method: '',
    path: '',
    createdAt: report.foundAt,
    state: 'unreadable',
    attempts: 0,
    lastAttemptAt: null,
    lastError: `${what}: check the records you changed last in their workspaces, then discard. A copy of the file is kept at ${report.copy}.`,
    blockedBehind: null,
  };
}

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
  return write.state === 'refused' || write.state === 'expired' || write.state === 'blocked' || write.state === 'unreadable';
}
