import { z } from 'zod';

/**
 * What the keychain entry 'oauthRefreshToken' holds: the refresh token together with where it
 * may be used. Binding it to the issuer and resource means a profile whose address was edited
 * never sends its token to the new server, and the client id survives a restart even when the
 * profile has not stored it yet.
 */
const storedGrantSchema = z.object({
  v: z.literal(1),
  refreshToken: z.string().min(1),
  issuer: z.string(),
  resource: z.string(),
  clientId: z.string(),
});
export type StoredGrant = Omit<z.infer<typeof storedGrantSchema>, 'v'>;

export function encodeGrant(grant: StoredGrant): string {
  return JSON.stringify({ v: 1, ...grant });
}

/** Null for anything unreadable: such an entry cannot be used and means "sign in again". */
export function decodeGrant(stored: string | null): StoredGrant | null {
  if (!stored) return null;
  try {
    const parsed = storedGrantSchema.safeParse(JSON.parse(stored));
    if (!parsed.success) return null;
    const { v: _v, ...grant } = parsed.data;
    return grant;
  } catch {
    return null;
  }
}
