/**
 * The /preview and /ecom requests the sandbox answered while a recording runs, so tests and
 * benches can count calls and see how many were in flight at once where the server sees them.
 * Nothing is kept unless a recording is running: a Demo sandbox that runs all day stays small.
 */
export interface TrafficEntry {
  method: string;
  /** Without the query string. */
  path: string;
  /** The route it matched (`/preview/items/:itemNumber`), null for none. */
  route: string | null;
  startMs: number;
  endMs: number | null;
}

export interface TrafficFilter {
  method?: string;
  pathPrefix?: string;
  /** The path (without its query string) matches this. */
  pathPattern?: RegExp;
}

export interface TrafficRecording {
  entries(filter?: TrafficFilter): TrafficEntry[];
  /** Requests matching the filter. */
  count(filter?: TrafficFilter): number;
  /** The most matching requests the server was answering at the same moment. */
  maxConcurrent(filter?: TrafficFilter): number;
  /** Matching requests per `METHOD route`. */
  byRoute(filter?: TrafficFilter): Record<string, number>;
  stop(): void;
}

function matches(entry: TrafficEntry, filter: TrafficFilter): boolean {
  return (
    (filter.method === undefined || entry.method === filter.method) &&
    (filter.pathPrefix === undefined || entry.path.startsWith(filter.pathPrefix)) &&
    (filter.pathPattern === undefined || filter.pathPattern.test(entry.path))
  );
}

export class Traffic {
  private readonly recordings = new Set<TrafficEntry[]>();

  /** A request arrived; the answer to it calls the returned function when sent. */
  began(method: string, path: string, route: string | null, now: number): (endMs: number) => void {
    if (this.recordings.size === 0) return () => undefined;
    const entry: TrafficEntry = { method, path, route, startMs: now, endMs: null };
    for (const list of this.recordings) list.push(entry);
    return (endMs) => {
      entry.endMs = endMs;
    };
  }

  record(): TrafficRecording {
    const list: TrafficEntry[] = [];
    this.recordings.add(list);
    const entries = (filter: TrafficFilter = {}) => list.filter((e) => matches(e, filter));
    return {
      entries,
      count: (filter) => entries(filter).length,
      maxConcurrent(filter) {
        // Ends sort before starts at the same instant: back-to-back requests do not overlap.
        const edges = entries(filter).flatMap((e) => [
          { at: e.startMs, delta: 1 },
          { at: e.endMs ?? Number.POSITIVE_INFINITY, delta: -1 },
        ]);
        edges.sort((a, b) => a.at - b.at || a.delta - b.delta);
        let current = 0;
        let max = 0;
        for (const edge of edges) max = Math.max(max, (current += edge.delta));
        return max;
      },
      byRoute(filter) {
        const out: Record<string, number> = {};
        for (const e of entries(filter)) {
          const key = `${e.method} ${e.route ?? e.path}`;
          out[key] = (out[key] ?? 0) + 1;
        }
        return out;
      },
      stop: () => {
        this.recordings.delete(list);
      },
    };
  }
}
