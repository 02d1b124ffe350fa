import { LRUCache } from 'lru-cache';

/**
 * Validators and bodies of single-record reads, so a 304 can be answered locally.
 * Bounded both by entry count and by body bytes: a few huge records cannot pin memory,
 * and least recently used entries go first (a hit counts as a use).
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
  private readonly entries: LRUCache<string, CachedRecord>;
  readonly maxEntries: number;
  readonly maxBytes: number;

  constructor(options: EtagCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 2_000;
    this.maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
    this.entries = new LRUCache<string, CachedRecord>({
      max: this.maxEntries,
      maxSize: this.maxBytes,
      // lru-cache counts sizes of at least 1; an empty body is never cached (http.ts needs a body).
      sizeCalculation: (entry) => Math.max(1, entry.bytes),
    });
  }

  get(key: string): CachedRecord | undefined {
    return this.entries.get(key);
  }

  /** A body larger than the whole budget is not kept (and the key's older entry goes). */
  set(key: string, etag: string, body: string): void {
    this.entries.set(key, { etag, body, bytes: Buffer.byteLength(body) });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }
}
