import { createHash } from 'node:crypto';

/**
 * Idempotency-Key handling, scoped per credential. The first request with a key runs; a retry
 * with the same key and request replays the stored answer; the same key for another request is
 * a conflict; a retry while the first still runs waits, and after the in-flight wait gets 503.
 * A 5xx answer is never stored: the key is released so a retry runs again.
 */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;
export const MAX_KEY_LENGTH = 255;

export interface StoredResponse {
  status: number;
  body: unknown;
  contentType: string;
  location?: string;
}

interface Entry {
  fingerprint: string;
  createdAt: number;
  response?: StoredResponse;
  settled: Promise<void>;
  settle: () => void;
}

export type Begin =
  { kind: 'run'; finish(response: StoredResponse): void } | { kind: 'replay'; response: StoredResponse } | { kind: 'conflict' } | { kind: 'busy' };

/** Same method, path (with query) and JSON body, compared with object keys sorted. */
export function fingerprint(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n${canonicalJson(body)}`)
    .digest('base64url');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

export class IdempotencyStore {
  private readonly entries = new Map<string, Entry>();
  private calls = 0;

  constructor(private readonly now: () => number) {}

  async begin(partition: string, key: string, print: string, waitMs: number): Promise<Begin> {
    const id = `${partition}\n${key}`;
    const deadline = Date.now() + waitMs;
    this.sweep();
    for (;;) {
      const entry = this.entries.get(id);
      if (entry && this.now() - entry.createdAt > IDEMPOTENCY_RETENTION_MS && entry.response) this.entries.delete(id);
      const current = this.entries.get(id);
      if (!current) return this.start(id, print);
      if (current.fingerprint !== print) return { kind: 'conflict' };
      if (current.response) return { kind: 'replay', response: current.response };
      const remaining = deadline - Date.now();
      if (remaining <= 0 || !(await settledWithin(current.settled, remaining))) return { kind: 'busy' };
    }
  }

  private start(id: string, print: string): Begin {
    let settle: () => void = () => {};
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const entry: Entry = { fingerprint: print, createdAt: this.now(), settled, settle };
    this.entries.set(id, entry);
    return {
      kind: 'run',
      finish: (response) => {
        if (response.status < 500) entry.response = response;
        else this.entries.delete(id);
        entry.settle();
      },
    };
  }

  private sweep(): void {
    if (++this.calls % 500 !== 0) return;
    const now = this.now();
    for (const [id, entry] of this.entries) {
      if (entry.response && now - entry.createdAt > IDEMPOTENCY_RETENTION_MS) this.entries.delete(id);
    }
  }
}

function settledWithin(settled: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  return Promise.race([settled.then(() => true), timeout]).finally(() => clearTimeout(timer));
}
