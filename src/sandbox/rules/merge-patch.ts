import { ApiProblem, problem } from './problems';
import { isObject, type Json } from './validate';

/**
 * JSON Merge Patch (RFC 7396) bodies: present members change, null clears, absent members stay.
 * Header endpoints refuse members outside their contract (naming the member and listing the
 * accepted ones); the two line endpoints ignore unknown members instead.
 */
export function readMergePatch(body: unknown, accepted: readonly string[], { ignoreUnknown = false } = {}): Json {
  if (!isObject(body)) {
    throw problem.badRequest('MergePatch.InvalidDocument', 'A merge patch document must be a JSON object.');
  }
  if (ignoreUnknown) {
    return Object.fromEntries(Object.entries(body).filter(([key]) => accepted.includes(key)));
  }
  const unknown = Object.keys(body).filter((key) => !accepted.includes(key));
  if (unknown.length > 0) {
    throw new ApiProblem(
      400,
      unknown.map((field) => ({
        code: 'MergePatch.UnknownField',
        field,
        detail: `'${field}' cannot be patched here. Accepted fields: ${accepted.join(', ')}.`,
      })),
      { extra: { acceptedFields: [...accepted] } },
    );
  }
  return body;
}

/** Runs `apply` for a member only when the patch contains it (null included). */
export function patchField(patch: Json, field: string, apply: (value: unknown) => void): void {
  if (Object.prototype.hasOwnProperty.call(patch, field)) apply(patch[field]);
}
