import type { FoundRecord, RecordKind, RecordsReading } from '@shared/contract/app';
import { AppError } from '@shared/errors';
import type { ErpClient } from '../../erp/client';
import type { RecordsReplica } from '../shared/records/records-replica';
import type { ReadingFreshness } from '../shared/replica-sync';
import type { AppContext } from '../../context';

/**
 * The replicas the palette searches. Suppliers are replicated too, but no screen opens one by
 * number, so a result could lead nowhere: they are left out of the palette. A customer opens as
 * the Configurator's quotes of that customer.
 */
export interface RecordSources {
  client: ErpClient;
  items: RecordsReplica<'item'>;
  purchaseOrders: RecordsReplica<'purchaseOrder'>;
  configurations: RecordsReplica<'configuration'>;
  quotes: RecordsReplica<'quote'>;
  customers: RecordsReplica<'customer'>;
  tickets: TicketReplica;
  /** Whether so many records hold a text that each kind answers it in number order (RecordsReplicas.isBroad). */
  isBroad: (text: string) => boolean;
}
type PaletteKind = 'item' | 'purchaseOrder' | 'configuration' | 'quote' | 'customer';

type TicketReplica = ReturnType<AppContext['ticketReplicas']['of']>;

interface Source {
  kind: RecordKind;
  freshness: () => Promise<ReadingFreshness>;
  find: () => FoundRecord[];
}

/** The exact number first, then the words' matches (row 317), the exact one not twice. */
function replicaSource(replica: RecordsReplica<PaletteKind>, query: string, limit: number, broad: () => boolean): Source {
  return {
    kind: replica.kind,
    freshness: () => replica.soon(),
    find: () => {
      const exact = replica.table.byNumber(query);
      const words = replica.table.search(query, limit, broad()).filter((r) => r.number !== exact?.number);
      return (exact ? [exact, ...words] : words).slice(0, limit);
    },
  };
}

/**
 * What the command palette finds for a typed text: items, purchase orders, configurations, quotes,
 * customers and tickets from the local replicas by number and name, each brought up to date by its delta first
 * (from the stored rows, with `asOf`, when the ERP cannot be reached), and a count by its exact
 * number (counts are not replicated). A kind the connection may not read contributes nothing, so
 * one refusal does not hide the other matches. A kind still read from the start answers with
 * what it has stored so far, and says how far it is (row 340).
 */
export async function findRecords(
  s: RecordSources,
  query: string,
  limit: number,
): Promise<{ records: FoundRecord[]; asOf?: string; reading?: RecordsReading[] }> {
  const tickets: Source = {
    kind: 'ticket',
    freshness: () => s.tickets.soon(),
    find: () =>
      s.tickets.table.page({ query: { search: query }, view: 'all', now: new Date(), windowMinutes: 0 }, 'ticketNumber', 0, limit).tickets.map((t) => ({
        kind: 'ticket',
        number: t.ticketNumber,
        title: t.title ?? null,
        detail: t.status ?? null,
      })),
  };
  // Counted once, over every kind, after the deltas are in: not once per kind (row 352).
  let broadOnce: boolean | undefined;
  const broad = () => (broadOnce ??= s.isBroad(query));
  const sources = [
    replicaSource(s.purchaseOrders, query, limit, broad),
    replicaSource(s.quotes, query, limit, broad),
    replicaSource(s.configurations, query, limit, broad),
    tickets,
    replicaSource(s.customers, query, limit, broad),
    replicaSource(s.items, query, limit, broad),
  ];
  const count = async (): Promise<FoundRecord[]> => {
    const c = await s.client.preview.inventoryCounts.get(query);
    return [{ kind: 'count', number: c.countNumber, title: c.description ?? null, detail: [c.status, c.warehouseCode].filter(Boolean).join(' · ') || null }];
  };
  const [counted, ...synced] = await Promise.allSettled([count(), ...sources.map((x) => x.freshness())]);
  const found: FoundRecord[] = counted.status === 'fulfilled' ? counted.value : [];
  const asOfs: string[] = [];
  const reading: RecordsReading[] = [];
  synced.forEach((r, i) => {
    if (r.status !== 'fulfilled') return;
    if (r.value.asOf) asOfs.push(r.value.asOf);
    if (r.value.reading) reading.push({ kind: sources[i]!.kind, ...r.value.reading });
    found.push(...sources[i]!.find());
  });
  const failures = [counted, ...synced].filter((x): x is PromiseRejectedResult => x.status === 'rejected').map((x) => x.reason as unknown);
  // Nothing answered and something other than "no such record" went wrong: say so rather than "no matches".
  const real = failures.find((e) => !(e instanceof AppError && (e.kind === 'notFound' || e.kind === 'forbidden')));
  if (found.length === 0 && real && !synced.some((r) => r.status === 'fulfilled')) throw real;
  // The oldest instant among the kinds that answered from stored rows.
  return { records: found, ...(asOfs.length ? { asOf: asOfs.sort()[0] } : {}), ...(reading.length ? { reading } : {}) };
}
