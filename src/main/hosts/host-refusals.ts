import { AppError, toErrorData, type Envelope, type ErrorKind } from '@shared/errors';

/**
 * Every refusal of the browser host is the contract's error envelope, never the HTTP framework's
 * own body: the page can then say what went wrong instead of "The app host did not answer".
 */
export function refusal(kind: ErrorKind, title: string, detail?: string): Envelope<never> {
  return { ok: false, error: toErrorData(new AppError({ kind, title, ...(detail ? { detail } : {}) })) };
}

/** A sentence for each way a request can fail before it reaches the dispatcher. */
export function refusalOfRequest(error: { code?: string; statusCode?: number; message?: string }): { status: number; envelope: Envelope<never> } {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status, envelope: refusal('validation', 'A call takes its input as JSON', 'Send the input with the content type application/json.') };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status, envelope: refusal('validation', 'The call input is too large', 'A call takes at most 25 MB of input.') };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status, envelope: refusal('validation', 'The call input is empty', 'Send {} for a call without input.') };
    case 'QM_PROTOTYPE_KEY':
      return {
        status,
        envelope: refusal('validation', 'The call input holds a key the app does not take', 'Keys named __proto__ or constructor are refused.'),
      };
    case 'QM_INVALID_JSON':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status, envelope: refusal('validation', 'The call input is not valid JSON') };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 404, envelope: refusal('notFound', 'Unknown call', 'The name is not one of the app calls.') };
  }
  return { status, envelope: refusal(status === 500 ? 'internal' : 'validation', 'The app host could not take this request') };
}
