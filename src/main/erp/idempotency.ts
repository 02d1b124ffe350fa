import type { HttpMethod, Surface } from './types';

/**
 * How a request may be repeated:
 * - `safe`: no side effect or the same effect twice (GET, PUT, PATCH merge patch, DELETE, calculate);
 * - `keyed`: a POST carrying an Idempotency-Key, so the server replays instead of repeating;
 * - `unsafe`: a POST without a key (media upload, cart add): never resent once it may have been sent.
 */
export type RetryMode = 'safe' | 'keyed' | 'unsafe';

const PREVIEW_UNKEYED_POSTS: RegExp[] = [
  /^\/preview\/configurations\/calculate$/, // no side effects, key not required
  /^\/preview\/channels\/[^/]+\/media$/, // upload: key not honoured, a retry may duplicate
];
const PREVIEW_SAFE_POSTS: RegExp[] = [/^\/preview\/configurations\/calculate$/];

/** On /ecom the key is honoured on these two only; elsewhere it would be ignored. */
const ECOM_KEYED_POSTS: RegExp[] = [/^\/ecom\/checkout\/place$/, /^\/ecom\/checkout\/sessions$/];
/** Reads that use POST only to carry a long id list. */
const ECOM_SAFE_POSTS: RegExp[] = [/^\/ecom\/catalog\/prices$/, /^\/ecom\/catalog\/stock$/];

export function needsIdempotencyKey(surface: Surface, method: HttpMethod, path: string): boolean {
  if (method !== 'POST') return false;
  if (surface === 'ecom') return ECOM_KEYED_POSTS.some((r) => r.test(path));
  return !PREVIEW_UNKEYED_POSTS.some((r) => r.test(path));
}

export function retryModeFor(surface: Surface, method: HttpMethod, path: string): RetryMode {
  if (method !== 'POST') return 'safe';
  if (needsIdempotencyKey(surface, method, path)) return 'keyed';
  const safe = surface === 'ecom' ? ECOM_SAFE_POSTS : PREVIEW_SAFE_POSTS;
  return safe.some((r) => r.test(path)) ? 'safe' : 'unsafe';
}
