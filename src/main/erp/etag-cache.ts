/**
 * Validators and bodies of single-record reads, so a 304 can be answered locally.
 * Bounded both by entry count and by body bytes: a few huge records cannot pin memory,
 * and least recently used entries go first (Map keeps insertion order; a hit re-inserts).
 */
export interface CachedRecord {
  etag: string;
  /** The response body as received, re-parsed on every hit so callers never share objects. */
  body: string;
  bytes: number;
}

export interface EtagCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
}

export class EtagCache {
  private readonly entries = new Map<string, CachedRecord>();
  private bytes = 0;
  readonly maxEntries: number;
  readonly maxBytes: number;

  constructor(options: EtagCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 2_000;
    this.maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  }

  get(key: string): CachedRecord | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, etag: string, body: string): void {
    this.delete(key);
    const bytes = Buffer.byteLength(body);
    if (bytes > this.maxBytes) return; // would evict everything else and still not fit
    this.entries.set(key, { etag, body, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
