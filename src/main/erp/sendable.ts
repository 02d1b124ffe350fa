import { AppError } from '@shared/errors';
import { headerValueProblem, pathKeyProblem } from '@shared/domain/sendable-text';

/**
 * undici refuses a header value or path it cannot send (a lone surrogate, "€", NUL, a
 * right-to-left mark) inside the Pool's dispatch, and then marks the connection it chose as busy
 * until a 'drain' that never comes: after one refusal per connection every later call of the
 * origin waits forever. So nothing undici would refuse is ever handed to it; the refusal is a
 * field error naming where the value came from.
 */
const FIELD_OF_HEADER: Record<string, { field: string; label: string }> = {
  'x-channel': { field: 'channelCode', label: 'The channel code' },
  'x-tenant-id': { field: 'tenantId', label: 'The tenant id' },
};

export function refuseUnsendable(headers: Record<string, string | undefined>, path: string): void {
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const source = FIELD_OF_HEADER[name.toLowerCase()] ?? { field: name, label: `The ${name} header` };
    const problem = headerValueProblem(value, source.label);
    if (problem) throw unsendable(source.field, problem);
  }
  // What undici accepts in a path; seg() has already refused keys that cannot be encoded.
  if (!/^[\x21-\xff]*$/.test(path)) throw unsendable('key', 'The record key holds a space or a character that cannot be part of an address.');
}

/** A record key as one URL path segment, refused as a field error when it cannot be one. */
export function pathSegment(value: string | number): string {
  const text = String(value);
  const problem = pathKeyProblem(text, 'The record key');
  if (problem) throw unsendable('key', problem);
  return encodeURIComponent(text);
}

function unsendable(field: string, message: string): AppError {
  return new AppError({
    kind: 'validation',
    code: 'Request.Unsendable',
    title: 'This value cannot be sent to the ERP',
    detail: message,
    fieldErrors: [{ field, message }],
  });
}
