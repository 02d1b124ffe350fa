import { chmodSync, existsSync, renameSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/**
 * The JSON-lines store files earlier versions kept, read once so their records move into the
 * local database (row 311). Each line was `{"k": key, "v": value}` or `{"k": key, "del": true}`,
 * the last line of a key winning; a torn last line after a crash is not damage (row 300).
 */
export type StoreLine<V> = { k: string; v: V } | { k: string; del: true };

/** Written by a compaction that kept no record, so that only damage left a file of 0 bytes (row 300). */
export const EMPTY_MARK = '{"durable":"empty"}';

export interface Replayed<V> {
  records: Map<string, V>;
  /** The raw lines that could not be read (a torn last line after a crash is not among them). */
  unreadable: string[];
  emptied: boolean;
}

/**
 * A line of an older format in the same file, folded into the records as they stand so far.
 */
export type LegacyLine<V> = (line: Record<string, unknown>, records: Map<string, V>) => void;

/** The records of a store file as the app that wrote it would have read them; null when there is no file. */
export async function replay<V>(path: string, legacyLine?: LegacyLine<V>): Promise<Replayed<V> | null> {
  const records = new Map<string, V>();
  const unreadable: string[] = [];
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const lines = text.split('\n');
  for (const [i, raw] of lines.entries()) {
    if (!raw.trim() || raw === EMPTY_MARK) continue;
    const line = parseLine(raw);
    if (line === null) {
      if (!isTornLastLine(raw, i === lines.length - 1)) unreadable.push(raw);
      continue;
    }
    if (typeof line.k === 'string' && line.del === true) records.delete(line.k);
    else if (typeof line.k === 'string' && 'v' in line) records.set(line.k, line.v as V);
    else legacyLine?.(line, records);
  }
  return { records, unreadable, emptied: text.length === 0 };
}

function parseLine(raw: string): Record<string, unknown> | null {
  try {
    const line: unknown = JSON.parse(raw);
    return typeof line === 'object' && line !== null && !Array.isArray(line) ? (line as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * A crash can only tear the change being appended: the last line, without its newline, and
 * starting as every line of the store starts. That change never completed; it is not damage.
 */
function isTornLastLine(raw: string, isLast: boolean): boolean {
  return isLast && raw.startsWith('{"k":');
}

export function countBy(kinds: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of kinds) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

/**
 * Once its records are committed to the database, the old file is renamed `<name>.migrated`,
 * never deleted (row 311); an earlier one of that name is kept too.
 */
export function retireLegacyFile(path: string, now = new Date()): void {
  const target = existsSync(`${path}.migrated`) ? `${path}.migrated-${now.toISOString().replace(/[:.]/g, '-')}` : `${path}.migrated`;
  renameSync(path, target);
  // Owner only, like the database: an older version may have left it readable to all.
  chmodSync(target, 0o600);
}
