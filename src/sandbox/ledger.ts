/**
 * Every committed write, in order. Tests use it to prove a retried or dropped request was
 * booked exactly once and that nothing acknowledged was lost.
 */
export interface LedgerEntry {
  seq: number;
  at: string;
  method: string;
  path: string;
  idempotencyKey: string | null;
  credential: string;
  status: number;
  /** The resource the write created or changed, e.g. `purchase-orders/PO-100001/lines/1`. */
  resourceRef: string;
  /** What the write did, in a few words (e.g. `receipt 5 FV-10001 OSL/R-01`). */
  effect: string;
}

export type LedgerFilter = Partial<Pick<LedgerEntry, 'method' | 'path' | 'idempotencyKey' | 'credential' | 'resourceRef' | 'status'>> & {
  sinceSeq?: number;
  pathPrefix?: string;
};

export class Ledger {
  private readonly list: LedgerEntry[] = [];

  record(entry: Omit<LedgerEntry, 'seq' | 'at'>, at: number): LedgerEntry {
    const full: LedgerEntry = { seq: this.list.length + 1, at: new Date(at).toISOString(), ...entry };
    this.list.push(full);
    return full;
  }

  entries(filter: LedgerFilter = {}): LedgerEntry[] {
    const { sinceSeq, pathPrefix, ...exact } = filter;
    return this.list.filter(
      (e) =>
        (sinceSeq === undefined || e.seq > sinceSeq) &&
        (pathPrefix === undefined || e.path.startsWith(pathPrefix)) &&
        Object.entries(exact).every(([k, v]) => v === undefined || e[k as keyof LedgerEntry] === v),
    );
  }

  /** Groups entries by a field or a key function, e.g. `countBy('idempotencyKey')`. */
  countBy(key: keyof LedgerEntry | ((entry: LedgerEntry) => string), filter: LedgerFilter = {}): Record<string, number> {
    const out: Record<string, number> = {};
    for (const entry of this.entries(filter)) {
      const k = typeof key === 'function' ? key(entry) : String(entry[key]);
      out[k] = (out[k] ?? 0) + 1;
    }
    return out;
  }

  get size(): number {
    return this.list.length;
  }
}
