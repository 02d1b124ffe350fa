/**
 * Where a media library's previews come from: the ERP's public asset urls (row 154), any https
 * host, or a sandbox on this machine. Only as images and video: never script, frames or objects,
 * and an SVG shown through <img> cannot run its own script.
 */
const MEDIA_SOURCES = 'https: http://127.0.0.1:* http://localhost:*';

/**
 * The renderer's Content-Security-Policy. No remote code is ever loaded: scripts and styles
 * come from the app bundle only; remote images and video only from the media library. Inline style attributes are allowed because Mantine sets
 * CSS variables through them; inline scripts are not.
 */
export function contentSecurityPolicy(options: { connectSelf: boolean }): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    // Workers (the PDF reader's) only from the app bundle: never blob: or data:, which would run code the bundle does not hold.
    "worker-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${MEDIA_SOURCES}`,
    `media-src ${MEDIA_SOURCES}`,
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
