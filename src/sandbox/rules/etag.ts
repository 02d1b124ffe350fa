import { createHash } from 'node:crypto';

/**
 * Weak validators computed from the serialised representation, so any change to a nested part
 * (a line, a location) changes the tag without bookkeeping per resource.
 */
export function weakEtag(body: unknown): string {
  return `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
}

/** If-None-Match uses the weak comparison: W/ prefixes are ignored, `*` matches anything. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === wanted);
}
