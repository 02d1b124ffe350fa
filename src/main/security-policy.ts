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
