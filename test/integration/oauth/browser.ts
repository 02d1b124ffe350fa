/**
 * The browser's part of an OAuth sign-in, done headlessly over real HTTP: follows redirects
 * with a cookie jar, fills in the sandbox's sign-in form as a demo user, and either follows the
 * final redirect to the app's loopback listener or stops there and reports it.
 */
export interface BrowserResult {
  /** The last URL reached (the loopback callback when the flow went through). */
  url: string;
  status: number;
  body: string;
}

export class HeadlessBrowser {
  private readonly cookies = new Map<string, string>();
  /** Every URL visited, in order (for assertions on what the user saw). */
  readonly visited: string[] = [];
  /** The sign-in page as served, with its headers. */
  signInPage: { html: string; headers: Headers } | null = null;

  constructor(
    private readonly login: string,
    private readonly password = 'demo',
    private readonly decision: 'allow' | 'deny' = 'allow',
  ) {}

  /** Usable as `openExternal`. */
  readonly open = async (url: string): Promise<void> => {
    await this.authorize(url);
  };

  async authorize(url: string, options: { stopAtCallback?: boolean } = {}): Promise<BrowserResult> {
    let page = await this.go(url, undefined, options.stopAtCallback);
    if (page.status === 200 && new URL(page.url).pathname.startsWith('/oauth/interaction/')) {
      const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
      if (!action) throw new Error('the sign-in page has no form');
      const form = new URLSearchParams({ login: this.login, password: this.password, decision: this.decision });
      page = await this.go(
        new URL(action.replace(/&#38;/g, '&'), page.url).href,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        },
        options.stopAtCallback,
      );
    }
    return page;
  }

  private async go(start: string, init: RequestInit | undefined, stopAtCallback = false): Promise<BrowserResult> {
    let url = start;
    let request = init;
    for (let hop = 0; hop < 10; hop += 1) {
      if (stopAtCallback && new URL(url).pathname === '/callback') return { url, status: 0, body: '' };
      this.visited.push(url);
      const response = await fetch(url, {
        ...request,
        redirect: 'manual',
        headers: { ...(request?.headers as Record<string, string>), cookie: this.cookieHeader() },
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const eq = pair?.indexOf('=') ?? -1;
        if (pair && eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
      }
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        url = new URL(location, url).href;
        request = undefined;
        continue;
      }
      const body = await response.text();
      if (new URL(url).pathname.startsWith('/oauth/interaction/') && response.status === 200) this.signInPage = { html: body, headers: response.headers };
      return { url, status: response.status, body };
    }
    throw new Error(`too many redirects from ${start}`);
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}
