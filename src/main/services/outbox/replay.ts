import { AppError, isOutcomeUnknown, toErrorData } from '@shared/errors';
import type { ClientOutbox } from '../../erp/client';
import type { JournalEntry } from '../../store/idempotency-journal';

/**
 * One round of the outbox: the waiting writes are sent oldest first, each with its original key,
 * so the ERP replays what it already booked and books the rest once. The round stops at the
 * first write the ERP still cannot be reached for (the later ones would fail the same way and
 * must not overtake it). A write the ERP refuses stops the writes to the same record behind it
 * (a receipt behind a refused confirmation), which then wait for the user. A write older than
 * the ERP's key retention is not resent blindly: the user looks at its record and decides.
 */
export interface RoundResult {
  sent: number;
  refused: number;
  /** The ERP could not be reached: the round stopped and the rest waits. */
  unreachable: boolean;
}

/**
 * The record a write acts on: an action or sub-resource path (`/preview/purchase-orders/PO-1/send`,
 * `.../lines/2/receipts`) belongs to the record above it; a create on a collection has none, so
 * creates never block each other.
 */
export function recordOf(path: string): string | null {
  const parts = path.split('?')[0]!.split('/').filter(Boolean);
  return parts.length >= 4 ? `/${parts.slice(0, -1).join('/')}` : null;
}

function dependsOn(entry: JournalEntry, refusedRecord: string): boolean {
  const record = recordOf(entry.path);
  return !!record && (record === refusedRecord || record.startsWith(`${refusedRecord}/`) || refusedRecord.startsWith(`${record}/`));
}

/**
 * Writes the round may send: waiting, not given up, not behind a refusal or expired; and either
 * queued, left over from before `leftBefore` (an earlier run of the app), or all when asked.
 */
export function isDue(entry: JournalEntry, includeUnknown: boolean, leftBefore?: string): boolean {
  const note = entry.outbox;
  if (entry.state !== 'pending' || note?.discarded || note?.blockedBy || note?.expired) return false;
  return includeUnknown || !!note?.queued || (!!leftBefore && entry.createdAt < leftBefore);
}

export async function sendRound(
  outbox: ClientOutbox,
  options: { includeUnknown: boolean; leftBefore?: string; only?: string; signal?: AbortSignal },
): Promise<RoundResult> {
  const result: RoundResult = { sent: 0, refused: 0, unreachable: false };
  const entries = outbox.entries();
  // Records with a refusal still waiting for the user hold back the writes behind them.
  const refusedRecords = new Map<string, string>();
  for (const e of entries) {
    const record = recordOf(e.path);
    if (e.outbox?.refused && record) refusedRecords.set(record, e.key);
  }
  for (const entry of entries) {
    if (options.signal?.aborted) break;
    const behind = [...refusedRecords].find(([record]) => dependsOn(entry, record));
    if (entry.state === 'pending' && behind && behind[1] !== entry.key) {
      if (entry.outbox?.blockedBy !== behind[1]) await outbox.annotate(entry.key, { blockedBy: behind[1] });
      continue;
    }
    if (entry.outbox?.blockedBy) {
      // The refusal it waited behind was discarded (or sent successfully): it may go now.
      await outbox.annotate(entry.key, { blockedBy: undefined });
      entry.outbox = { ...entry.outbox, blockedBy: undefined };
    }
    if (options.only ? entry.key !== options.only || entry.state !== 'pending' : !isDue(entry, options.includeUnknown, options.leftBefore)) continue;
    if (outbox.isInFlight(entry.key)) continue;
    if (outbox.isExpired(entry)) {
      await outbox.annotate(entry.key, { expired: true });
      const record = recordOf(entry.path);
      if (record) refusedRecords.set(record, entry.key);
      continue;
    }
    const attempts = (entry.outbox?.attempts ?? 0) + 1;
    const lastAttemptAt = new Date().toISOString();
    try {
      await outbox.resend(entry.key, { signal: options.signal });
      await outbox.annotate(entry.key, { attempts, lastAttemptAt, lastError: undefined, queued: false });
      result.sent++;
    } catch (error) {
      const data = toErrorData(error);
      const lastError = { title: data.title, ...(data.detail ? { detail: data.detail } : {}), ...(data.code ? { code: data.code } : {}) };
      if (isOutcomeUnknown(data)) {
        // Still out of reach (or the answer lost again): it stays pending with its key; stop here.
        await outbox.annotate(entry.key, { attempts, lastAttemptAt, lastError });
        result.unreachable = true;
        break;
      }
      await outbox.annotate(entry.key, { attempts, lastAttemptAt, lastError, refused: true });
      result.refused++;
      const record = recordOf(entry.path);
      if (record) refusedRecords.set(record, entry.key);
      if (!(error instanceof AppError)) throw error;
    }
  }
  return result;
}
