import { z } from 'zod';
import { asHeader, id, MAX_DOMAIN, MAX_SECRET, MAX_URL } from './bounds';
import { command, query } from './define';
import { isCurrencyCode } from '../domain/money';

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

const httpUrl = (example: string) =>
  z.string().trim().max(MAX_URL, 'An address is at most 2048 characters').refine(isHttpUrl, `Enter a full http:// or https:// address, such as ${example}`);

export const DEFAULT_CALLS_PER_MINUTE = 6000;
/** The item attribute that holds GTINs when a connection names none (docs/api-assumptions.md 323). */
export const DEFAULT_GTIN_ATTRIBUTE = 'GTIN';
/** Its form label: a refusal names the field (docs/api-assumptions.md 350). */
export const BASE_CURRENCY_FIELD = 'Base currency';
const BASE_CURRENCY_RULE = `${BASE_CURRENCY_FIELD} is a three-letter ISO 4217 code, such as NOK, EUR or USD; leave it empty when you do not know it`;
/** A code ISO 4217 lists, as far as this runtime's Intl knows them (every code when it cannot say). */
function isKnownCurrency(code: string): boolean {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : null;
  return !known || known.length === 0 || known.includes(code);
}
const GTIN_ATTRIBUTE_RULE = 'An attribute code is 1 to 50 letters, digits, “-”, “_” or “.”';
export const MIN_CALLS_PER_MINUTE = 1;
export const MAX_CALLS_PER_MINUTE = 1_000_000;
const CALLS_PER_MINUTE_RULE = `Calls per minute must be a whole number from ${MIN_CALLS_PER_MINUTE} to ${MAX_CALLS_PER_MINUTE.toLocaleString('en-US')}`;

/** What the renderer may know about a profile: never the secret, only that one is stored and its class. */
export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  previewBaseUrl: z.string(),
  ecomBaseUrl: z.string(),
  tenantId: z.string(),
  defaultChannel: z.string().nullable(),
  auth: z.enum(['none', 'apiKey', 'oauth']),
  environment: z.enum(['TEST', 'LIVE']).nullable(),
  oauthUser: z.string().nullable(),
  isDemo: z.boolean(),
  isActive: z.boolean(),
  /** The client-side quota: calls the app sends per minute at most (docs/api-assumptions.md 230). */
  callsPerMinute: z.number().int(),
  /** The item attribute holding GTINs, for finding items by a scanned label (docs/api-assumptions.md 323). */
  gtinAttribute: z.string(),
  /** The ISO 4217 code of the tenant's base currency, which the ERP never names; null: not set (docs/api-assumptions.md 350). */
  baseCurrency: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileInputSchema = z.object({
  id: id().optional(),
  name: z.string().trim().min(1, 'Give the connection a name').max(80, 'Keep the name under 80 characters'),
  previewBaseUrl: httpUrl('https://erp.example.com/preview'),
  ecomBaseUrl: httpUrl('https://erp.example.com/ecom'),
  tenantId: z
    .string()
    .trim()
    .max(36, 'The tenant id is a GUID, such as 3f2b6c1e-5a7d-4b1e-9c3f-2a6b8d0e1f42')
    .uuid('The tenant id is a GUID, such as 3f2b6c1e-5a7d-4b1e-9c3f-2a6b8d0e1f42'),
  defaultChannel: z
    .string()
    .trim()
    .min(1, 'Enter a channel code, or leave it empty')
    .max(40, 'A channel code is at most 40 characters')
    .superRefine(asHeader('The channel code'))
    .nullable(),
  /** As typed in the form; left out keeps the profile's value (new profiles: the default). */
  callsPerMinute: z
    .string()
    .trim()
    .max(12, CALLS_PER_MINUTE_RULE)
    .regex(/^\d+$/, CALLS_PER_MINUTE_RULE)
    .transform(Number)
    .refine((n) => n >= MIN_CALLS_PER_MINUTE && n <= MAX_CALLS_PER_MINUTE, CALLS_PER_MINUTE_RULE)
    .optional(),
  /** As typed; left out keeps the profile's value (new profiles: the default). */
  gtinAttribute: z
    .string()
    .trim()
    .max(50, GTIN_ATTRIBUTE_RULE)
    .regex(/^[A-Za-z0-9_.-]{1,50}$/, GTIN_ATTRIBUTE_RULE)
    .optional(),
  /** As typed (lower case is taken as upper); empty or null clears it; left out keeps the profile's value (new profiles: none). */
  baseCurrency: z
    .string()
    .trim()
    .max(3, BASE_CURRENCY_RULE)
    .transform((code) => code.toUpperCase())
    .refine((code) => code === '' || (isCurrencyCode(code) && isKnownCurrency(code)), BASE_CURRENCY_RULE)
    .transform((code) => code || null)
    .nullable()
    .optional(),
});

export const apiKeyInputSchema = z.object({
  id: id(),
  apiKey: z
    .string()
    .trim()
    .max(MAX_SECRET, 'An API key is at most 1024 characters')
    .regex(/^svc_(test|live)_sk_[A-Za-z0-9_-]{8,}$/, 'An API key starts with svc_test_sk_ or svc_live_sk_ followed by the key itself'),
});

const interfaceCheck = z.object({ ok: z.boolean(), status: z.number().nullable(), message: z.string() });

/** What a credential may do, per API tag; `null` means not yet known. */
export const capabilitiesSchema = z.object({
  profileId: z.string().nullable(),
  grantedScopes: z.array(z.string()).nullable(),
  tags: z.record(
    z.string(),
    z.object({
      read: z.boolean().nullable(),
      write: z.boolean().nullable(),
      /** Why a write is refused: the credential's scopes, or the signed-in user's permissions. */
      deniedBy: z.enum(['scope', 'permission']).optional(),
    }),
  ),
  /** Calls refused with Permission.Denied for the signed-in user, until the connection changes. */
  deniedOperations: z.array(z.string()).optional(),
});
export type Capabilities = z.infer<typeof capabilitiesSchema>;

/** What differs between the server's OpenAPI documents and what each workspace relies on. */
export const compatibilitySchema = z.object({
  documents: z.array(z.object({ surface: z.enum(['preview', 'ecom']), path: z.string(), found: z.boolean(), message: z.string() })),
  workspaces: z.array(
    z.object({
      workspace: z.string(),
      label: z.string(),
      issues: z.array(
        z.object({
          kind: z.enum(['missingOperation', 'missingField', 'renamedField', 'unknownEnumValues', 'scope']),
          severity: z.enum(['error', 'warning', 'info']),
          subject: z.string(),
          message: z.string(),
          disables: z.string().optional(),
        }),
      ),
    }),
  ),
});
export type Compatibility = z.infer<typeof compatibilitySchema>;

export const activityEntrySchema = z.object({
  time: z.string(),
  profileId: z.string(),
  profileName: z.string(),
  operation: z.string(),
  summary: z.string(),
  idempotencyKey: z.string().nullable(),
  outcome: z.enum(['ok', 'error', 'unknown']),
  status: z.number().nullable(),
  reference: z.string().nullable(),
  detail: z.string().nullable(),
});

export const connectionCalls = {
  'connections.list': query('All connection profiles, without secrets', z.object({}).strict(), z.object({ profiles: z.array(profileSchema) })),
  'connections.save': command('Create or edit a connection profile', profileInputSchema, profileSchema),
  'connections.delete': command('Delete a profile and its secrets from the keychain', z.object({ id: id() }), z.object({ deleted: z.boolean() })),
  'connections.restoreDemo': command('Bring back the Demo profile after it was removed', z.object({}).strict(), profileSchema),
  'connections.setApiKey': command('Store an API key in the OS keychain', apiKeyInputSchema, profileSchema),
  'connections.clearCredentials': command('Remove the stored key or sign-in of a profile', z.object({ id: id() }), profileSchema),
  'connections.activate': command(
    'Make a profile the active connection, optionally with a channel',
    z.object({
      id: id(),
      channel: z
        .string()
        .trim()
        .min(1, 'Choose a channel')
        .max(40, 'A channel code is at most 40 characters')
        .superRefine(asHeader('The channel code'))
        .nullable()
        .optional(),
    }),
    profileSchema,
  ),
  'connections.test': command(
    "Check which interfaces answer, which scopes are granted and what differs from the server's OpenAPI description",
    z.object({ id: id() }),
    z.object({
      preview: interfaceCheck,
      ecom: interfaceCheck,
      channels: z.array(z.object({ code: z.string(), name: z.string() })),
      capabilities: capabilitiesSchema,
      /** Null when neither interface answered. */
      compatibility: compatibilitySchema.nullable(),
    }),
  ),
  'connections.resolveTenant': query(
    'Find a tenant and channel from a storefront domain',
    z.object({
      ecomBaseUrl: httpUrl('https://erp.example.com/ecom'),
      domain: z.string().trim().min(3, 'Enter the storefront domain, such as shop.example.com').max(MAX_DOMAIN, `A domain is at most ${MAX_DOMAIN} characters`),
    }),
    z.object({ tenantId: z.string(), channelCode: z.string(), channelName: z.string() }),
  ),
  'connections.signIn': command('Sign in with OAuth 2.1 in the system browser', z.object({ id: id() }), profileSchema),
  'connections.channels': query(
    'Channels of the active connection, for the header channel switcher',
    z.object({}).strict(),
    z.object({ channels: z.array(z.object({ code: z.string(), name: z.string(), type: z.string().nullable() })) }),
  ),
  'connections.capabilities': query('What the active credential may do', z.object({}).strict(), capabilitiesSchema),
  'activity.list': query(
    'Recorded writes, newest first',
    z.object({ search: z.string().max(200).optional(), limit: z.number().int().min(1).max(2000).optional() }),
    z.object({ entries: z.array(activityEntrySchema) }),
  ),
};
