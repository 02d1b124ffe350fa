import { z } from 'zod';
import { isDecimalString } from '@shared/domain/decimal';
import { normaliseUtc } from '@shared/domain/time';

/**
 * Building blocks for lenient response schemas: unknown fields pass through, enums are open,
 * nullable by default (the ERP's convention), decimals stay strings, timestamps become UTC.
 */

/** Decimal string as sent. A number (not expected) is accepted as its shortest string form. */
export const decimal = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const s = typeof v === 'number' ? String(v) : v;
  if (!isDecimalString(s)) {
    ctx.addIssue({ code: 'custom', message: `Not a decimal string: ${s}` });
    return z.NEVER;
  }
  return s;
});

/** Timestamp normalised to ISO UTC with `Z`; unparseable values are kept as sent rather than failing a read. */
export const utcTimestamp = z.string().transform((v) => normaliseUtc(v) ?? v);

/** ISO date (yyyy-mm-dd); a timestamp where a date was expected is cut to its date part. */
export const isoDate = z.string().transform((v) => (/^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v));

export const links = z.looseObject({ self: z.string().nullish() }).nullish();

export const nstr = z.string().nullish();
export const ndec = decimal.nullish();
export const nts = utcTimestamp.nullish();
export const nint = z.number().int().nullish();
export const nbool = z.boolean().nullish();

export function paged<T extends z.ZodType>(item: T) {
  return z.looseObject({
    items: z.array(item),
    totalCount: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    hasPreviousPage: z.boolean().optional().default(false),
    hasNextPage: z.boolean().optional().default(false),
  });
}

/** A small list that may come as a bare array or wrapped in `items` (one page of a paged list). */
export function arrayOrItems<T extends z.ZodType>(item: T) {
  return z.union([z.array(item), z.looseObject({ items: z.array(item) }).transform((p) => p.items as z.output<T>[])]);
}

export { openEnum } from '@shared/domain/enums';
