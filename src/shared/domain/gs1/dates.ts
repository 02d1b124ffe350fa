/**
 * GS1 dates (YYMMDD). The century follows the GS1 General Specifications (section 7.12): a year
 * more than 50 years ahead of today's belongs to the previous century, one more than 49 years
 * behind to the next; day 00 means the last day of the month.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The four-digit year of a two-digit GS1 year, seen from `todayYear`. */
export function gs1Year(yy: number, todayYear: number): number {
  const current = todayYear % 100;
  const century = todayYear - current;
  const difference = yy - current;
  if (difference >= 51) return century - 100 + yy;
  if (difference <= -50) return century + 100 + yy;
  return century + yy;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The ISO date (yyyy-mm-dd) of a YYMMDD field, or a reason it is no date. */
export function gs1Date(yymmdd: string, today: string): { date: string } | { reason: string } {
  if (!/^\d{6}$/.test(yymmdd)) return { reason: 'is not six digits (YYMMDD)' };
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  if (month < 1 || month > 12) return { reason: `has month ${pad(month)}, which does not exist` };
  const year = gs1Year(yy, Number(today.slice(0, 4)));
  const last = daysInMonth(year, month);
  if (day > last) return { reason: `has day ${pad(day)}, but ${year}-${pad(month)} has ${last} days` };
  return { date: `${pad(year, 4)}-${pad(month)}-${pad(day === 0 ? last : day)}` };
}
