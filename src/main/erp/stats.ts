/** Counters for the bench and for diagnostics. Plain numbers, cheap to update on every call. */
export interface ErpStats {
  /** Logical calls (one per resource function call, whatever the retries). */
  calls: number;
  /** HTTP requests actually sent, retries included. */
  requests: number;
  retries: number;
  /** Response body bytes received over the wire (304s add nothing). */
  bodyBytesReceived: number;
  /** Request body bytes sent. */
  bodyBytesSent: number;
  /** Conditional reads answered 304 and served from the cache. */
  notModified: number;
  /** Responses that carried `Idempotency-Replayed: true`. */
  replayed: number;
  byStatus: Record<string, number>;
  /** Time calls spent waiting for room in the client-side quota. */
  quotaWaitMs: number;
}

export function createStats(): ErpStats {
  return { calls: 0, requests: 0, retries: 0, bodyBytesReceived: 0, bodyBytesSent: 0, notModified: 0, replayed: 0, byStatus: {}, quotaWaitMs: 0 };
}

export function resetStats(stats: ErpStats): void {
  Object.assign(stats, createStats());
}

export function snapshotStats(stats: ErpStats): ErpStats {
  return { ...stats, byStatus: { ...stats.byStatus } };
}
