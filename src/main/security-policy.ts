/**
 * The renderer's Content-Security-Policy. Nothing remote is ever loaded: scripts and styles
 * come from the app bundle only. Inline style attributes are allowed because Mantine sets
 * CSS variables through them; inline scripts are not.
 */
export function contentSecurityPolicy(options: { connectSelf: boolean }): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    options.connectSelf ? "connect-src 'self'" : "connect-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The page's own CSP meta set to the policy its host sends as a header, so the two never
 * disagree (the build writes the Electron one; the browser host, which also needs
 * connect-src 'self' for its calls, rewrites it when it serves the page).
 */
export function withMetaPolicy(html: string, policy: string): string {
  return html.replace(/(<meta http-equiv="Content-Security-Policy" content=")[^"]*(")/, `$1${policy}$2`);
}
