/**
 * The browser host's access cookie and the page shown without it. HttpOnly keeps the token
 * away from page scripts; SameSite=Strict keeps other sites from sending it; without Max-Age it
 * ends with the browser session, and a new launch's token replaces it.
 */
export function accessCookie(name: string, token: string): string {
  return `${name}=${token}; Path=/; HttpOnly; SameSite=Strict`;
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** A page without scripts (the CSP allows none inline), in the app's words. */
export function noAccessPage(hadToken: boolean): string {
  const why = hadToken
    ? 'This address carries an access token from an earlier start of Quartermaster, so it no longer opens the app.'
    : 'This browser has no access to Quartermaster yet: the address needs the access token printed when it started.';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Quartermaster: open the address from the terminal</title>
<meta name="color-scheme" content="light dark"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Open the address printed in the terminal</h1>
<p>${why}</p>
<p>Quartermaster prints a fresh address, ending in <code>?token=…</code>, in the terminal where it was started
(<code>npm run start:browser</code>). Open that address in this browser; after that, the plain address works in every tab until the browser is closed.</p>
<p>If Quartermaster is no longer running, start it again to get a new address.</p>
</body></html>`;
}
