import { randomUUID } from 'node:crypto';
import { request } from 'undici';
import { startSandbox, type SandboxHandle, type SandboxOptions } from '../../../src/sandbox';
import { ecomItemId } from '../../../src/sandbox/ecom/catalog';

/** Test helpers: a sandbox on a random port and a small client over real HTTP (undici). */

/** A parsed JSON body: its shape is what the assertions check, so it is left untyped. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Body = any;

export interface Answer<T = Body> {
  status: number;
  headers: Record<string, string>;
  text: string;
  body: T;
}

export function start(options: SandboxOptions = {}): Promise<SandboxHandle> {
  return startSandbox({ port: 0, ...options });
}

async function send(url: string, method: string, headers: Record<string, string>, body?: string | Buffer): Promise<Answer> {
  const res = await request(url, { method: method as 'GET', headers, ...(body !== undefined ? { body } : {}) });
  const text = await res.body.text();
  const flat: Record<string, string> = {};
  for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) flat[k] = Array.isArray(v) ? v.join(', ') : v;
  let parsed: unknown = null;
  if (text && (flat['content-type'] ?? '').includes('json')) parsed = JSON.parse(text);
  return { status: res.statusCode, headers: flat, text, body: parsed };
}

export interface WriteOptions {
  /** Idempotency-Key; a fresh one when omitted, none when null. */
  key?: string | null;
  headers?: Record<string, string>;
  contentType?: string;
}

export function client(sb: SandboxHandle, apiKey: string | null = sb.apiKeys.all) {
  const auth = (): Record<string, string> => (apiKey ? { 'x-api-key': apiKey } : {});
  const url = (path: string) => (path.startsWith('http') ? path : `${sb.previewUrl}${path}`);
  return {
    get: (path: string, headers: Record<string, string> = {}) => send(url(path), 'GET', { ...auth(), ...headers }),
    post: (path: string, body?: unknown, o: WriteOptions = {}) =>
      send(
        url(path),
        'POST',
        {
          ...auth(),
          ...(body !== undefined ? { 'content-type': o.contentType ?? 'application/json' } : {}),
          ...(o.key === null ? {} : { 'idempotency-key': o.key ?? randomUUID() }),
          ...o.headers,
        },
        body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      ),
    patch: (path: string, body: unknown, o: WriteOptions = {}) =>
      send(
        url(path),
        'PATCH',
        { ...auth(), 'content-type': o.contentType ?? 'application/merge-patch+json', ...o.headers },
        typeof body === 'string' ? body : JSON.stringify(body),
      ),
    raw: (path: string, method: string, headers: Record<string, string>, body?: string | Buffer) => send(url(path), method, { ...auth(), ...headers }, body),
  };
}

export type Client = ReturnType<typeof client>;

export const control = {
  post: (sb: SandboxHandle, path: string, body?: unknown) =>
    send(
      `${sb.controlUrl}${path}`,
      'POST',
      body === undefined ? {} : { 'content-type': 'application/json' },
      body === undefined ? undefined : JSON.stringify(body),
    ),
  get: (sb: SandboxHandle, path: string) => send(`${sb.controlUrl}${path}`, 'GET', {}),
  delete: (sb: SandboxHandle, path: string) => send(`${sb.controlUrl}${path}`, 'DELETE', {}),
};

/** The codes and fields of a ProblemDetails body, for compact assertions. */
export function codes(answer: Answer): string[] {
  return ((answer.body?.errors ?? []) as { code: string }[]).map((e) => e.code);
}
export function fields(answer: Answer): string[] {
  return ((answer.body?.errors ?? []) as { field?: string }[]).flatMap((e) => (e.field ? [e.field] : []));
}

/** First item matching a filter (via the API, so tests do not hard-code seed details). */
export async function firstItem(api: Client, query: string, accept: (item: Body) => boolean = () => true): Promise<Body> {
  const page = await api.get(`/items?pageSize=200&${query}`);
  const found = (page.body.items as Body[]).find(accept);
  if (!found) throw new Error(`no seeded item for ${query}`);
  return found;
}

/** On-hand stock rows of an item (from GET /inventory/stock). */
export async function stockRows(api: Client, itemNumber: string, warehouseCode?: string): Promise<Body[]> {
  const page = await api.get(`/inventory/stock?itemNumber=${itemNumber}${warehouseCode ? `&warehouseCode=${warehouseCode}` : ''}&pageSize=200`);
  return page.body.items;
}

/** Published, active, priced items of a channel (read from /preview), with their /ecom ids. */
export async function pricedPublications(
  sb: SandboxHandle,
  channels: readonly string[],
): Promise<Record<string, { itemId: string; itemNumber: string; salesPrice: string }[]>> {
  const api = client(sb);
  const items = new Map<string, Body>();
  for (let page = 1; ; page++) {
    const res = await api.get(`/items?pageSize=200&page=${page}`);
    for (const i of res.body.items as Body[]) items.set(i.itemNumber, i);
    if ((res.body.items as Body[]).length < 200) break;
  }
  const out: Record<string, { itemId: string; itemNumber: string; salesPrice: string }[]> = {};
  for (const code of channels) {
    const pubs = (await api.get(`/channels/${code}/items?pageSize=200&isActive=true`)).body.items as Body[];
    out[code] = pubs
      .map((p) => items.get(p.itemNumber))
      .filter((i) => i?.isActive && i.salesPrice !== null)
      .map((i) => ({ itemId: ecomItemId(sb.tenantId, i.itemNumber), itemNumber: i.itemNumber, salesPrice: i.salesPrice }));
  }
  return out;
}
