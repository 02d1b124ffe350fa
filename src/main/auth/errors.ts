import * as oauth from 'oauth4webapi';
import { AppError } from '@shared/errors';

/**
 * What goes wrong during sign-in, in words a user can act on. Protocol details stay in the
 * detail sentence; tokens never appear in any message.
 */
export function signInAgain(detail = 'Your sign-in has ended or was revoked. Sign in again on the Connections page to continue.'): AppError {
  return new AppError({ kind: 'auth', title: 'Sign in again', detail });
}

export function signInCancelled(): AppError {
  return new AppError({ kind: 'cancelled', title: 'Sign-in cancelled', detail: 'The sign-in was cancelled before it finished.' });
}

export function signInTimedOut(minutes: number): AppError {
  return new AppError({
    kind: 'auth',
    title: 'Sign-in timed out',
    detail: `No answer came from the browser within ${minutes} minute${minutes === 1 ? '' : 's'}. Start the sign-in again and finish it in the browser window.`,
  });
}

/** True for the answers that mean the refresh token (or the client behind it) is gone for good. */
export function isGrantGone(error: unknown): boolean {
  return error instanceof oauth.ResponseBodyError && (error.error === 'invalid_grant' || error.error === 'invalid_client');
}

export function toAuthError(error: unknown, step: string): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof oauth.AuthorizationResponseError) {
    if (error.error === 'access_denied')
      return new AppError({ kind: 'cancelled', title: 'Sign-in cancelled', detail: 'The sign-in was cancelled in the browser.', code: error.error });
    return new AppError({
      kind: 'auth',
      title: 'Sign-in refused',
      detail: `The server refused the sign-in: ${error.error_description ?? error.error}.`,
      code: error.error,
    });
  }
  if (error instanceof oauth.ResponseBodyError) {
    return new AppError({
      kind: 'auth',
      status: error.status,
      code: error.error,
      title: 'Sign-in failed',
      detail: `The server refused the ${step}: ${error.error_description ?? error.error}.`,
    });
  }
  if (error instanceof oauth.OperationProcessingError && error.code === oauth.HTTP_REQUEST_FORBIDDEN) {
    return new AppError({
      kind: 'auth',
      title: 'Sign-in needs HTTPS',
      detail: `The ${step} uses plain http:// on a remote host; Quartermaster signs in only over HTTPS (plain http is allowed on this computer only).`,
    });
  }
  if (error instanceof oauth.OperationProcessingError) {
    return new AppError({
      kind: 'auth',
      title: 'Sign-in is not set up correctly on the server',
      detail: `The ${step} gave an unusable answer: ${error.message}`,
    });
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return error.name === 'AbortError'
      ? signInCancelled()
      : new AppError({ kind: 'timeout', title: 'The sign-in server did not answer', detail: `No answer to the ${step} in time.` });
  }
  return new AppError({
    kind: 'network',
    title: 'Cannot reach the sign-in server',
    detail: `The ${step} failed: ${error instanceof Error ? error.message : String(error)}`,
  });
}
