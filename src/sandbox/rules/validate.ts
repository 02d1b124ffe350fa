import { problem } from './problems';

/** Small readers for JSON bodies and query strings; each failure is a 400 naming the field. */
export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readBody(body: unknown, { optional = false } = {}): Json {
  if (body === undefined && optional) return {};
  if (isObject(body)) return body;
  throw problem.badRequest('Request.InvalidBody', 'The request body must be a JSON object.');
}

export function readString(body: Json, field: string, opts: { required?: boolean; max?: number; label?: string } = {}): string | null {
  const label = opts.label ?? field;
  const value = body[field];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '' && opts.required)) {
    if (opts.required) throw problem.invalid(label, 'Validation.Required', `'${label}' is required.`);
    return null;
  }
  if (typeof value !== 'string') throw problem.invalid(label, 'Validation.InvalidString', `'${label}' must be a string.`);
  if (opts.max !== undefined && value.length > opts.max) {
    throw problem.invalid(label, 'Validation.TooLong', `'${label}' may be at most ${opts.max} characters.`);
  }
  return value;
}

export function requireString(body: Json, field: string, opts: { max?: number; label?: string } = {}): string {
  return readString(body, field, { ...opts, required: true }) as string;
}

export function readBoolean(value: unknown, field: string, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  throw problem.invalid(field, 'Validation.InvalidBoolean', `'${field}' must be true or false.`);
}

export function readInteger(value: unknown, field: string, { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = {}): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value) && Number(value) >= min && Number(value) <= max) return Number(value);
  throw problem.invalid(field, 'Validation.InvalidInteger', `'${field}' must be a whole number between ${min} and ${max}.`);
}

/** Query booleans: true/false in any case; anything else is a 400. */
export function queryBoolean(value: string | undefined, field: string): boolean | undefined {
  if (value === undefined) return undefined;
  const lower = value.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  throw problem.invalid(field, 'Validation.InvalidBoolean', `'${field}' must be true or false.`);
}

export function queryInteger(value: string | undefined, field: string, min = 0): number | undefined {
  return value === undefined ? undefined : readInteger(value, field, { min });
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function checkEmail(value: string | null, field: string): void {
  if (value !== null && !EMAIL.test(value)) throw problem.invalid(field, 'Validation.InvalidEmail', `'${field}' must be an email address.`);
}

export function checkCode(value: string | null, field: string, pattern: RegExp, what: string): void {
  if (value !== null && !pattern.test(value)) throw problem.invalid(field, 'Validation.InvalidCode', `'${field}' must be ${what}.`);
}

/** Case-insensitive substring match used by every `search` parameter. */
export function matchesSearch(search: string | undefined, ...values: (string | null | undefined)[]): boolean {
  if (!search) return true;
  const needle = search.toLowerCase();
  return values.some((v) => v !== null && v !== undefined && v.toLowerCase().includes(needle));
}
