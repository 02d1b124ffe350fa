/** A call's JSON input, refused with a code of its own when malformed or when it holds prototype keys. */
export class JsonBodyError extends Error {
  readonly statusCode = 400;
  constructor(readonly code: 'QM_INVALID_JSON' | 'QM_PROTOTYPE_KEY') {
    super(code === 'QM_PROTOTYPE_KEY' ? 'The input holds a __proto__ or constructor.prototype key' : 'The input is not valid JSON');
  }
}

/**
 * Parses like the framework's own parser (which refuses the same keys) but says which refusal
 * it was, so the answer can name it. `__proto__` could reach an object's prototype once merged;
 * `constructor.prototype` likewise.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return {};
  let poisoned = false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, (key, value: unknown) => {
      if (key === '__proto__' || (key === 'constructor' && typeof value === 'object' && value !== null && Object.hasOwn(value, 'prototype'))) poisoned = true;
      return value;
    });
  } catch {
    throw new JsonBodyError('QM_INVALID_JSON');
  }
  if (poisoned) throw new JsonBodyError('QM_PROTOTYPE_KEY');
  return parsed;
}
