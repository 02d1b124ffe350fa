import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { FormData } from 'undici';
import type { PoolRegistry } from './pool';
import { refuseUnsendable } from './sendable';
import type { HttpMethod } from './types';

export interface RawRequest {
  origin: string;
  method: HttpMethod;
  /** Path with query string. */
  path: string;
  headers: Record<string, string>;
  /** An async iterable is sent as undici pulls it, chunk by chunk (undici takes one though its types do not say so). */
  body?: string | Buffer | FormData | Readable | AsyncIterable<Uint8Array>;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
  bytes: number;
}

/**
 * A failure before a complete answer arrived. `sent` says whether the server may have
 * received the request: false only when the connection was never established.
 */
export class TransportFailure extends Error {
  /** The system's error code (ECONNREFUSED, ENOTFOUND...), when there is one. */
  readonly code: string;
  constructor(
    readonly reason: 'network' | 'timeout' | 'cancelled',
    readonly sent: boolean,
    override readonly cause: unknown,
  ) {
    super(`${reason}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'TransportFailure';
    this.code = errorCode(cause);
  }
}

/** Error codes that prove the request never reached the server. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/** One HTTP exchange on the origin's pool, bounded by `timeoutMs` and the caller's signal. */
export async function sendOnce(pools: PoolRegistry, request: RawRequest, options: { signal?: AbortSignal; timeoutMs: number }): Promise<RawResponse> {
  if (options.signal?.aborted) throw new TransportFailure('cancelled', false, options.signal.reason);
  refuseUnsendable(request.headers, request.path);
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    const response = await pools.get(request.origin).request({
      method: request.method,
      path: request.path,
      headers: request.headers,
      body: (request.body ?? null) as string | Buffer | FormData | Readable | null,
      signal,
    });
    const buffer = Buffer.from(await response.body.arrayBuffer());
    return { status: response.statusCode, headers: flatten(response.headers), text: buffer.toString('utf8'), bytes: buffer.length };
  } catch (err) {
    // Whatever undici still refuses inside its dispatch leaves the pool waiting on a connection
    // that never drains (see sendable.ts): that pool is dropped, the next call gets a fresh one.
    if (errorCode(err) === 'UND_ERR_INVALID_ARG') await pools.discard(request.origin);
    if (options.signal?.aborted) throw new TransportFailure('cancelled', true, err);
    if (timeout.aborted) throw new TransportFailure('timeout', true, err);
    throw new TransportFailure('network', !NOT_SENT.has(errorCode(err)), err);
  }
}

export function errorCode(err: unknown): string {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  return String(e?.code ?? e?.cause?.code ?? '');
}

function flatten(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) {
    if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}
