import { z } from 'zod';

/**
 * ERP enums are open: new values may appear without a version change. A known value gets
 * autocompletion and exhaustive handling; an unknown one passes through unchanged and is
 * shown as-is instead of failing a parse.
 */
export type OpenEnum<K extends string> = K | (string & {});

export interface OpenEnumDef<K extends string> {
  readonly values: readonly K[];
  isKnown(value: string): value is K;
  /** Case-insensitive match to a known value (query filters are case-insensitive), else the input. */
  normalise(value: string): OpenEnum<K>;
  /** A zod schema accepting any string, typed as the open enum. */
  schema: z.ZodType<OpenEnum<K>>;
}

export function openEnum<const K extends string>(values: readonly K[]): OpenEnumDef<K> {
  const known = new Set<string>(values);
  const byLower = new Map(values.map((v) => [v.toLowerCase(), v] as const));
  return {
    values,
    isKnown: (value: string): value is K => known.has(value),
    normalise: (value: string) => byLower.get(value.toLowerCase()) ?? value,
    schema: z.string() as z.ZodType<OpenEnum<K>>,
  };
}

/** Turns "PartiallyReceived" into "Partially received" for display of unknown values too. */
export function enumLabel(value: string): string {
  const words = value.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
  return words
    .split(' ')
    .map((w, i) => (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : /^[A-Z][a-z]+$/.test(w) ? w.toLowerCase() : w))
    .join(' ');
}
