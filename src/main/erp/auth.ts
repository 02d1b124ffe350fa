import type { ErpRequest, SurfaceAdapter } from './http';

/** What the keychain side hands over for a call. Never logged, never cached on disk. */
export type Credentials = { apiKey: string } | { bearer: string };
export type CredentialsProvider = () => Promise<Credentials>;

export interface PreviewAuthOptions {
  origin: string;
  basePath: string;
  profileId: string;
  credentials: CredentialsProvider;
  /**
   * Called once when a bearer token gets 401 (refresh-token rotation lives elsewhere).
   * Return true when a fresh token is available; the call is then sent once more.
   */
  refreshBearer?: () => Promise<boolean>;
}

/** /preview: X-Api-Key or Authorization: Bearer, from the provider; one refresh on 401. */
export function previewAdapter(options: PreviewAuthOptions): SurfaceAdapter {
  // The provider may read the keychain; ask once and reuse until a 401 says otherwise.
  let current: Promise<Credentials> | null = null;
  const credentials = () =>
    (current ??= options.credentials().catch((err: unknown) => {
      current = null;
      throw err;
    }));
  return {
    surface: 'preview',
    origin: options.origin,
    basePath: options.basePath,
    cacheScope: `preview:${options.profileId}`,
    async headers(): Promise<Record<string, string>> {
      const c = await credentials();
      return 'apiKey' in c ? { 'x-api-key': c.apiKey } : { authorization: `Bearer ${c.bearer}` };
    },
    async unauthorized(_request: ErpRequest): Promise<boolean> {
      const used = current ? await current.catch(() => null) : null;
      current = null;
      if (!used || !('bearer' in used) || !options.refreshBearer) return false;
      return options.refreshBearer();
    },
  };
}
