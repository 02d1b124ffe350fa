import { z } from 'zod';
import { headerValueProblem, pathKeyProblem } from '../domain/sendable-text';

/**
 * Upper bounds for strings the window sends to main. Input from the window is untrusted (a
 * compromised page), and an unbounded string ends up in files, logs and ERP calls.
 */
export const MAX_ID = 200;
/** A decimal as typed: 28 significant digits, a sign, a point and some slack. */
export const MAX_DECIMAL = 40;
export const MAX_URL = 2048;
/** The longest DNS name (RFC 1035). */
export const MAX_DOMAIN = 253;
export const MAX_SECRET = 1024;
export const MAX_PATH = 4096;

/** An identifier the app itself handed to the window (profile, upload item). */
export const id = (message = 'The id is missing') => z.string().min(1, message).max(MAX_ID, 'The id is too long');

export const isoDate = (label: string) =>
  z
    .string()
    .max(10, `${label} is a date such as 2025-03-31`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} is a date such as 2025-03-31`);

/** A number as the user typed it, before its own rules (format, sign, size) are checked. */
export const decimalText = (label: string) => z.string().max(MAX_DECIMAL, `${label} is at most ${MAX_DECIMAL} characters`);

/**
 * A value sent as an HTTP header (a channel code, the tenant id): refused at once when it
 * cannot be one, instead of failing in the transport.
 */
export const asHeader =
  (label: string) =>
  (value: string, ctx: z.RefinementCtx): void => {
    const problem = headerValueProblem(value, label);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  };

/** A record key that becomes a URL path segment: no broken, control or invisible characters. */
export const asPathKey =
  (label: string) =>
  (value: string, ctx: z.RefinementCtx): void => {
    const problem = pathKeyProblem(value, label);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  };
