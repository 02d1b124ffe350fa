import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ActivityEntry {
  time: string;
  profileId: string;
  profileName: string;
  /** The contract call, e.g. "warehouse.bookAdjustment". */
  operation: string;
  /** A one-line, human summary of what was asked ("Scrap -2 of ITEM-1 at MAIN/A-01"). */
  summary: string;
  idempotencyKey: string | null;
  /** unknown: sent, but the answer was lost; the write stays pending and is resent with its key. */
  outcome: 'ok' | 'error' | 'unknown';
  status: number | null;
  /** What the ERP answered with: a transaction id, an order number... */
  reference: string | null;
  detail: string | null;
}

/** Anything shaped like a credential is masked before it reaches the disk. */
const secretPatterns: RegExp[] = [
  /svc_(?:live|test)_sk_[A-Za-z0-9_-]+/g,
  /Bearer\s+[A-Za-z0-9._~+/=-]+/gi,
  /("?(?:apiKey|api_key|x-api-key|access_token|refresh_token|token|password|secret)"?\s*[:=]\s*"?)[^",\s}]+/gi,
];

export function redact(text: string): string {
  return secretPatterns.reduce(
    (acc, pattern) =>
      acc.replace(pattern, (match, prefix?: string) => (typeof prefix === 'string' && match.startsWith(prefix) ? `${prefix}[redacted]` : '[redacted]')),
    text,
  );
}

/** Every write to the ERP, appended as one JSON line, secrets redacted. */
export class ActivityLog {
  private readonly path: string;

  constructor(dataDir: string) {
    this.path = join(dataDir, 'activity.jsonl');
  }

  append(entry: ActivityEntry): void {
    const line = redact(JSON.stringify(entry));
    appendFileSync(this.path, `${line}\n`, { mode: 0o600 });
  }

  /** Newest first; `search` matches any field, case-insensitively. */
  list(options: { search?: string; limit?: number } = {}): ActivityEntry[] {
    if (!existsSync(this.path)) return [];
    const needle = options.search?.trim().toLowerCase();
    const entries: ActivityEntry[] = [];
    const lines = readFileSync(this.path, 'utf8').split('\n');
    for (let i = lines.length - 1; i >= 0 && entries.length < (options.limit ?? 500); i--) {
      const line = lines[i];
      if (!line) continue;
      if (needle && !line.toLowerCase().includes(needle)) continue;
      try {
        entries.push(JSON.parse(line) as ActivityEntry);
      } catch {
        // A torn last line after a crash is skipped, not fatal.
      }
    }
    return entries;
  }
}
