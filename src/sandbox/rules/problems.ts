/**
 * ProblemDetails (RFC 9457) as the ERP sends them: detail, instance, status, title, type,
 * plus an `errors` array of {code, field?, detail}. Validation failures carry one entry per
 * field so a client can show each message next to its field.
 */
export interface ProblemError {
  code: string;
  field?: string;
  /** Configurator errors name the form feature the value belongs to. */
  featureCode?: string;
  detail: string;
}

const TITLES: Record<number, string> = {
  400: 'One or more validation errors occurred.',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  421: 'Misdirected Request',
  431: 'Request Header Fields Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const TYPES: Record<number, string> = {
  400: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
  401: 'https://tools.ietf.org/html/rfc9110#section-15.5.2',
  403: 'https://tools.ietf.org/html/rfc9110#section-15.5.4',
  404: 'https://tools.ietf.org/html/rfc9110#section-15.5.5',
  405: 'https://tools.ietf.org/html/rfc9110#section-15.5.6',
  409: 'https://tools.ietf.org/html/rfc9110#section-15.5.10',
  413: 'https://tools.ietf.org/html/rfc9110#section-15.5.14',
  415: 'https://tools.ietf.org/html/rfc9110#section-15.5.16',
  421: 'https://tools.ietf.org/html/rfc9110#section-15.5.20',
  431: 'https://tools.ietf.org/html/rfc6585#section-5',
  422: 'https://tools.ietf.org/html/rfc9110#section-15.5.21',
  429: 'https://tools.ietf.org/html/rfc6585#section-4',
  500: 'https://tools.ietf.org/html/rfc9110#section-15.6.1',
  503: 'https://tools.ietf.org/html/rfc9110#section-15.6.4',
};

/**
 * The most entries an answer's `errors` list carries; `omittedErrors` counts the rest. One per
 * bad line of a large upload would otherwise make an answer far larger than the request.
 */
export const MAX_PROBLEM_ERRORS = 100;

export class ApiProblem extends Error {
  readonly status: number;
  readonly title: string;
  readonly errors: ProblemError[];
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    errors: ProblemError[] = [],
    options: { title?: string; detail?: string; extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    const kept = errors.slice(0, MAX_PROBLEM_ERRORS);
    super(options.detail ?? (kept.length > 0 ? kept.map((e) => e.detail).join(' ') : (TITLES[status] ?? 'Error')));
    this.status = status;
    this.title = options.title ?? TITLES[status] ?? 'Error';
    this.errors = kept;
    this.extra = { ...(errors.length > kept.length ? { omittedErrors: errors.length - kept.length } : {}), ...options.extra };
    this.headers = options.headers ?? {};
  }

  body(instance: string): Record<string, unknown> {
    return {
      type: TYPES[this.status] ?? null,
      title: this.title,
      status: this.status,
      detail: this.message || null,
      instance,
      ...(this.errors.length > 0 ? { errors: this.errors } : {}),
      ...this.extra,
    };
  }
}

export const problem = {
  invalid(field: string, code: string, detail: string): ApiProblem {
    return new ApiProblem(400, [{ code, field, detail }]);
  },
  badRequest(code: string, detail: string): ApiProblem {
    return new ApiProblem(400, [{ code, detail }]);
  },
  notFound(code: string, detail: string): ApiProblem {
    return new ApiProblem(404, [{ code, detail }]);
  },
  conflict(code: string, detail: string, field?: string): ApiProblem {
    return new ApiProblem(409, [{ code, detail, ...(field ? { field } : {}) }]);
  },
};

/** Collects several field errors so one request reports all of them at once (atomic creates). */
export class ErrorList {
  readonly list: ProblemError[] = [];
  add(field: string, code: string, detail: string): void {
    this.list.push({ code, field, detail });
  }
  /** Runs a reader and records its ApiProblem instead of throwing; returns undefined on failure. */
  try<T>(read: () => T): T | undefined {
    try {
      return read();
    } catch (error) {
      if (error instanceof ApiProblem) {
        this.list.push(...error.errors);
        return undefined;
      }
      throw error;
    }
  }
  throwIfAny(): void {
    if (this.list.length > 0) throw new ApiProblem(400, this.list);
  }
}
