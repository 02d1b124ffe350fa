import { Pool } from 'undici';

export interface PoolOptions {
  /** Sockets per origin; paging and bulk reads run a few requests side by side. */
  connections?: number;
  keepAliveTimeoutMs?: number;
}

/** One keep-alive undici Pool per origin, created on first use and closed with the client. */
export class PoolRegistry {
  private readonly pools = new Map<string, Pool>();
  constructor(private readonly options: PoolOptions = {}) {}

  get(origin: string): Pool {
    let pool = this.pools.get(origin);
    if (!pool) {
      pool = new Pool(origin, {
        connections: this.options.connections ?? 16,
        keepAliveTimeout: this.options.keepAliveTimeoutMs ?? 30_000,
        // Our own timeouts bound every call; undici's defaults (300 s) would only hide them.
        headersTimeout: 0,
        bodyTimeout: 0,
      });
      this.pools.set(origin, pool);
    }
    return pool;
  }

  /** Drops the origin's pool (its requests end with an error); the next call opens a new one. */
  async discard(origin: string): Promise<void> {
    const pool = this.pools.get(origin);
    if (!pool) return;
    this.pools.delete(origin);
    await pool.destroy().catch(() => undefined);
  }

  async close(): Promise<void> {
    const pools = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(pools.map((p) => p.close().catch(() => p.destroy())));
  }
}
