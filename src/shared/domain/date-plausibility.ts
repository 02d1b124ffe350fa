import { formatDate, isDateOnly } from './time';

/**
 * Dates that make no sense for what they describe (assumption 66): an expiry already passed
 * (the stock would land expired and unpickable), a date before the one it follows (promised
 * before ordered), or any date years away from today. The screen warns before posting, naming
 * the date; it does not refuse, since the ERP accepts them and a person may mean it.
 */
export const PLAUSIBLE_YEARS = 5;

export interface DateRules {
  /** The date's label as the screen shows it ("Expiry date of line 2"). */
  label: string;
  /** Today's calendar date (yyyy-mm-dd) where the user is. */
  today: string;
  /** An expiry: a date before today means the goods are expired. */
  expiry?: boolean;
  /** A date this one cannot come before, with its own label ("the order date"). */
  notBefore?: { date: string; label: string } | null;
}

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** A warning naming the date, or null when it is plausible (or empty or not a date). */
export function implausibleDate(value: string, rules: DateRules): string | null {
  if (!isDateOnly(value) || Number.isNaN(dayNumber(value))) return null;
  const named = `${rules.label} ${formatDate(value)}`;
  const fromToday = dayNumber(value) - dayNumber(rules.today);
  if (rules.expiry && fromToday < 0) return `${named} has already passed: the stock would land expired and could not be picked.`;
  if (rules.notBefore && isDateOnly(rules.notBefore.date) && value < rules.notBefore.date) {
    return `${named} is before ${rules.notBefore.label} ${formatDate(rules.notBefore.date)}.`;
  }
  const years = fullYearsBetween(fromToday < 0 ? value : rules.today, fromToday < 0 ? rules.today : value);
  if (years >= PLAUSIBLE_YEARS) return `${named} is ${Math.floor(years)} years ${fromToday < 0 ? 'in the past' : 'ahead'}: check the year.`;
  return null;
}

/** Whole calendar years from one ISO date to a later one. */
function fullYearsBetween(from: string, to: string): number {
  return Number(to.slice(0, 4)) - Number(from.slice(0, 4)) - (to.slice(5) < from.slice(5) ? 1 : 0);
}

/** Today's calendar date on this machine, as yyyy-mm-dd. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
