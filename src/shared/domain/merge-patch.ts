/**
 * What a user changed in a form, against the record as it was when the edit began, and how that
 * meets what a colleague changed meanwhile. Fields are the form's top-level members; a value is
 * compared as JSON, so arrays and nested objects count as one field. Updates send only
 * `changedFields(base, mine)` (JSON Merge Patch), never the whole form.
 */
export type Fields = Readonly<Record<string, unknown>>;

/** JSON with object members in a fixed order, so two equal values always compare equal. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * Whether two values are equal as JSON: what `canonicalJson(a) === canonicalJson(b)` says, walked
 * member by member and stopping at the first difference, without writing either out. Editors
 * compare their whole form with this on every key typed.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isPlainData(a) || !isPlainData(b)) return canonicalJson(a) === canonicalJson(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    // JSON writes a missing element as null.
    return a.every((item, i) => sameValue(inArray(item), inArray(b[i])));
  }
  const mine = members(a);
  const theirs = members(b);
  if (mine.length !== theirs.length) return false;
  const other = b as Record<string, unknown>;
  return mine.every((key) => Object.hasOwn(other, key) && written(other[key]) && sameValue((a as Record<string, unknown>)[key], other[key]));
}

/** An array or an object JSON writes member by member (not a Date or another value with toJSON). */
const isPlainData = (v: unknown): v is object => typeof v === 'object' && v !== null && typeof (v as { toJSON?: unknown }).toJSON !== 'function';
/** JSON leaves out members holding undefined, a function or a symbol. */
const written = (v: unknown) => v !== undefined && typeof v !== 'function' && typeof v !== 'symbol';
const members = (v: object) => Object.keys(v).filter((key) => written((v as Record<string, unknown>)[key]));
const inArray = (v: unknown) => (written(v) ? v : null);

/** The members of `mine` that differ from `base`: the patch to send. */
export function changedFields<T extends Fields>(base: T, mine: T): Partial<T> {
  const patch: Partial<T> = {};
  for (const key of Object.keys(mine) as (keyof T)[]) if (!sameValue(base[key], mine[key])) patch[key] = mine[key];
  return patch;
}

/**
 * An edit made before the kept draft was read, laid onto that draft: the fields the user changed
 * from `base` (the record when the edit began) take the typed values, the others keep the draft's.
 * A value that is not a form of fields is taken as typed. Main and the editor both use it, so an
 * early edit sent before the window closed and the one the editor holds end the same.
 */
export function layEditOnto<T>(kept: T, base: T, typed: T): T {
  const isFields = (v: unknown): v is Fields => !!v && typeof v === 'object' && !Array.isArray(v);
  if (!isFields(kept) || !isFields(base) || !isFields(typed)) return typed;
  return { ...kept, ...changedFields(base, typed) } as T;
}

export interface ThreeWay<T extends Fields> {
  /** What the user changed (sent as it is when nobody else changed the same field). */
  mine: Partial<T>;
  /** Fields a colleague changed that the user did not touch: the form takes their value. */
  theirs: (keyof T & string)[];
  /** Fields both changed to different values: the user chooses which wins. */
  conflicts: (keyof T & string)[];
}

/** Meets the user's edit (`base` → `mine`) with the record as it is now (`base` → `current`). */
export function threeWay<T extends Fields>(base: T, mine: T, current: T): ThreeWay<T> {
  const ours = changedFields(base, mine);
  const theirs: (keyof T & string)[] = [];
  const conflicts: (keyof T & string)[] = [];
  for (const key of Object.keys(current) as (keyof T & string)[]) {
    if (sameValue(base[key], current[key])) continue;
    if (!(key in ours)) theirs.push(key);
    else if (!sameValue(ours[key], current[key])) conflicts.push(key);
  }
  return { mine: ours, theirs, conflicts };
}

/**
 * The form after meeting a colleague's change: their values where the user changed nothing,
 * the user's where only they changed, and for a conflict the side chosen (the user's by default).
 */
export function rebase<T extends Fields>(mine: T, current: T, merge: ThreeWay<T>, winners: Partial<Record<keyof T, 'mine' | 'theirs'>> = {}): T {
  const next: Record<string, unknown> = { ...mine };
  for (const key of merge.theirs) next[key] = current[key];
  for (const key of merge.conflicts) if (winners[key] === 'theirs') next[key] = current[key];
  return next as T;
}
