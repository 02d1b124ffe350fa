/**
 * When a quote is flagged as expired or soon expiring (docs/api-assumptions.md 98, 334): only a
 * quote still open towards the customer (Draft or Sent) can run out; its last valid day is
 * `validUntil`, compared with today's date where the user is (see `localToday`).
 */
export const openQuoteStatuses: readonly string[] = ['Draft', 'Sent'];

/** How many days ahead "soon" looks when no other window is chosen. */
export const SOON_EXPIRING_DAYS = 7;

export type QuoteExpiry = 'expired' | 'expiring' | null;

export interface QuoteValidity {
  status: string;
  validUntil: string | null;
}

/** The calendar date `days` after an ISO date (YYYY-MM-DD), without time zones getting in the way. */
export function addCalendarDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The ERP's own Expired status, or an open quote past its last valid day; else soon when within `days`. */
export function quoteExpiry(quote: QuoteValidity, today: string, days: number = SOON_EXPIRING_DAYS): QuoteExpiry {
  if (quote.status === 'Expired') return 'expired';
  const until = quote.validUntil?.slice(0, 10);
  if (!until || !openQuoteStatuses.includes(quote.status)) return null;
  if (until < today) return 'expired';
  return until <= addCalendarDays(today, days) ? 'expiring' : null;
}

/** The "expiring within N days" filter: still open and its last valid day between today and N days on. */
export function expiresWithin(quote: QuoteValidity, today: string, days: number): boolean {
  const until = quote.validUntil?.slice(0, 10);
  return !!until && openQuoteStatuses.includes(quote.status) && until >= today && until <= addCalendarDays(today, days);
}
