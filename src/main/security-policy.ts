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
