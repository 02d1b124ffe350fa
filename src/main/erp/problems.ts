import { AppError, type ErrorKind, type FieldError } from '@shared/errors';

/**
 * ProblemDetails (and the ecom 429 body, which is problem-shaped but sent as plain JSON)
 * turned into the one AppError. Parsing is lenient: `errors` may be an array of codes,
 * an array of objects, or an ASP.NET-style map of field -> messages.
 */
export interface ProblemContext {
  status: number;
  body: unknown;
  retryAfterMs?: number;
}

const KIND_BY_STATUS: Record<number, ErrorKind> = {
  401: 'auth',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  422: 'conflict',
  429: 'rateLimited',
};

const DEFAULT_TITLES: Record<number, string> = {
  400: 'The ERP refused the request',
  401: 'Not signed in to the ERP',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  415: 'Unsupported media type',
  422: 'The idempotency key was reused for another request',
  429: 'Too many requests',
  503: 'The ERP is unavailable',
};

export function problemToError({ status, body, retryAfterMs }: ProblemContext): AppError {
  const problem = isRecord(body) ? body : {};
  const { codes, fieldErrors } = parseErrors(problem.errors);
  const code = stringOf(problem.code);
  if (code && !codes.includes(code)) codes.unshift(code);

  let kind: ErrorKind = KIND_BY_STATUS[status] ?? (status >= 500 ? 'unavailable' : 'problem');
  if (status === 400) kind = fieldErrors.length > 0 ? 'validation' : 'problem';

  let title = stringOf(problem.title) ?? DEFAULT_TITLES[status] ?? `The ERP answered ${status}`;
  if (status === 422) {
    // The only 422 either interface sends: key reused with another endpoint or body.
    if (!codes.includes('idempotencyKey.conflict')) codes.unshift('idempotencyKey.conflict');
    title = 'The idempotency key was already used for a different request';
  }

  const scopes = status === 403 ? parseScopes(problem) : {};
  return new AppError({
    kind,
    status,
    code: status === 422 ? 'idempotencyKey.conflict' : codes[0],
    codes,
    title,
    detail: stringOf(problem.detail),
    fieldErrors,
    ...(retryAfterMs !== undefined ? { retryAfter: Math.ceil(retryAfterMs / 1000) } : {}),
    ...scopes,
  });
}

function parseErrors(errors: unknown): { codes: string[]; fieldErrors: FieldError[] } {
  const codes: string[] = [];
  const fieldErrors: FieldError[] = [];
  const addCode = (c: string | undefined) => {
    if (c && !codes.includes(c)) codes.push(c);
  };
  if (Array.isArray(errors)) {
    for (const entry of errors) {
      if (typeof entry === 'string') {
        addCode(entry);
        continue;
      }
      if (!isRecord(entry)) continue;
      const c = stringOf(entry.code) ?? stringOf(entry.errorCode);
      addCode(c);
      const field = stringOf(entry.field) ?? stringOf(entry.propertyName) ?? stringOf(entry.property) ?? stringOf(entry.path);
      const message = stringOf(entry.message) ?? stringOf(entry.detail) ?? stringOf(entry.description) ?? stringOf(entry.errorMessage);
      if (field) fieldErrors.push({ field: normaliseFieldPath(field), message: message ?? c ?? 'Invalid value', ...(c ? { code: c } : {}) });
    }
  } else if (isRecord(errors)) {
    for (const [field, messages] of Object.entries(errors)) {
      const list = Array.isArray(messages) ? messages : [messages];
      for (const m of list) fieldErrors.push({ field: normaliseFieldPath(field), message: String(m) });
    }
  }
  return { codes, fieldErrors };
}

/**
 * One spelling for field paths, matching request bodies: `lines[2].quantity`.
 * Accepts `$.Lines[2].Quantity`, `lines.2.quantity`, `Lines[2].Quantity`.
 */
export function normaliseFieldPath(path: string): string {
  return path
    .replace(/^\$\.?/, '')
    .replace(/\.(\d+)(?=\.|$)/g, '[$1]')
    .split('.')
    .map((segment) => segment.charAt(0).toLowerCase() + segment.slice(1))
    .join('.');
}

function parseScopes(problem: Record<string, unknown>): { requiredScopes?: string[]; grantedScopes?: string[] } {
  const pick = (...names: string[]) => {
    for (const n of names) {
      const v = problem[n];
      if (Array.isArray(v)) return v.map(String);
      if (typeof v === 'string') return v.split(/[\s,]+/).filter(Boolean);
    }
    return undefined;
  };
  const requiredScopes = pick('requiredScopes', 'requiredScope', 'required_scopes', 'required');
  const grantedScopes = pick('grantedScopes', 'granted_scopes', 'granted', 'scopes');
  return { ...(requiredScopes ? { requiredScopes } : {}), ...(grantedScopes ? { grantedScopes } : {}) };
}

/** Where a call went and how the connection failed, for a sentence naming the address. */
export interface FailedConnection {
  /** The base address called, e.g. http://127.0.0.1:9/preview. */
  address: string;
  /** The system's error code: ECONNREFUSED, ENOTFOUND, ... */
  code: string;
}

/** Connection failures a person can act on, each in one plain sentence instead of a system code. */
function unreachable({ address, code }: FailedConnection): { title: string; detail: string } | undefined {
  const host = new URL(address).hostname;
  switch (code) {
    case 'ECONNREFUSED':
      return { title: `Nothing is listening at ${address}`, detail: 'The address or port may be wrong, or the ERP is not running there.' };
    case 'ENOTFOUND':
      return { title: `No server is known by the name ${host}`, detail: 'Check the spelling of the address.' };
    case 'EAI_AGAIN':
      return { title: `The name ${host} could not be looked up`, detail: 'The network or its name service may be down. Try again in a moment.' };
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return { title: `${address} cannot be reached from this computer`, detail: 'Check the network connection.' };
    default:
      return undefined;
  }
}

/** Errors raised before or instead of an HTTP answer. */
export function transportError(kind: 'network' | 'timeout' | 'cancelled', mayHaveCommitted: boolean, cause?: unknown, where?: FailedConnection): AppError {
  const plain = kind === 'network' && !mayHaveCommitted && where ? unreachable(where) : undefined;
  if (plain) return new AppError({ kind, code: where!.code, ...plain });
  const titles = {
    network: 'The ERP could not be reached',
    timeout: 'The ERP did not answer in time',
    cancelled: 'Cancelled',
  } as const;
  const detail = mayHaveCommitted
    ? 'The request was sent but the answer was lost, so it may or may not have been carried out.'
    : cause instanceof Error
      ? cause.message
      : undefined;
  return new AppError({ kind, title: titles[kind], ...(detail ? { detail } : {}) });
}

/** A keyed write the ERP could not be reached for: kept with its key in the outbox, to be sent later. */
export function queuedWrite(cause: AppError): AppError {
  const why = cause.data.detail ?? cause.data.title;
  return new AppError({
    kind: 'queued',
    title: 'Queued: the ERP cannot be reached',
    detail: `${why.replace(/\.?$/, '.')} The change waits in Pending writes and is sent, in order, as soon as the ERP can be reached.`,
  });
}

/**
 * Something answered, but not with the ERP's JSON (a web page, a router's login, another
 * service): the address is wrong, and saying so helps more than any parsing detail.
 */
export function notTheInterface(surface: 'preview' | 'ecom', address: string, status: number, contentType: string | undefined): AppError {
  const name = surface === 'preview' ? 'integration interface' : 'storefront interface';
  const what = contentType?.includes('html') ? 'a web page' : 'something other than data';
  return new AppError({
    kind: 'problem',
    status,
    code: 'Response.NotErpInterface',
    title: `This address does not look like the ERP's ${name}`,
    detail: `${address} answered with ${what} instead of the ERP's data. Check the address: it usually ends in /${surface}.`,
  });
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function stringOf(v: unknown): string | undefined {
  return typeof v === 'string' && v.length > 0 ? v : undefined;
}
