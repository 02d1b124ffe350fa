/**
 * What the ERP does to a channel's custom CSS before storing it (docs/api-assumptions.md 166):
 * comments go, `</style` goes (it would end the storefront's style element), `@import` rules go,
 * and any declaration that could run code or fetch from elsewhere goes whole: `expression(...)`,
 * `behavior`/`-moz-binding`, `javascript:`/`vbscript:` and `url()`s that leave the channel's own
 * media or relative paths. Checks look through CSS escapes (`\65 xpression`) and case.
 */
export interface SanitisedCss {
  css: string;
  /** Each dropped piece, as it was sent (after comment removal). */
  dropped: string[];
}

const COMMENT = /\/\*[\s\S]*?(?:\*\/|$)/g;
const END_STYLE = /<\/style/gi;

/** Decodes CSS escapes (`\6a` and `\j`), folds case and removes whitespace, for the checks only. */
export function decodeForCheck(text: string): string {
  return text
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) || 0xfffd))
    .replace(/\\(.)/g, '$1')
    .toLowerCase()
    .replace(/\s+/g, '');
}

function urlsIn(decoded: string): string[] {
  return [...decoded.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/g)].map((m) => m[2] ?? '');
}

/** A url() target is allowed when it is relative, or under the channel's own media prefix. */
export function allowedUrl(target: string, mediaPrefixes: readonly string[]): boolean {
  if (mediaPrefixes.some((p) => target.startsWith(p.toLowerCase()))) return true;
  if (target.startsWith('//') || target.startsWith('\\\\')) return false;
  return !/^[a-z][a-z0-9+.-]*:/.test(target);
}

function forbidden(piece: string, mediaPrefixes: readonly string[]): boolean {
  const d = decodeForCheck(piece);
  if (/expression\(|javascript:|vbscript:|-moz-binding/.test(d)) return true;
  if (d.startsWith('behavior:') || d.startsWith('behaviour:')) return true;
  return urlsIn(d).some((u) => !allowedUrl(u, mediaPrefixes));
}

export function sanitiseCss(input: string, mediaPrefixes: readonly string[] = []): SanitisedCss {
  const dropped: string[] = [];
  let css = input.replace(COMMENT, (m) => (m.trim() === '' ? m : ''));
  css = css.replace(END_STYLE, (m) => {
    dropped.push(m);
    return '';
  });
  // Pieces between `{`, `}` and `;`: a piece before `{` is a selector or at-rule prelude, others are declarations.
  const parts = css.split(/([{};])/);
  let out = '';
  for (let i = 0; i < parts.length; i += 2) {
    const piece = parts[i] ?? '';
    const delimiter = parts[i + 1] ?? '';
    const trimmed = piece.trim();
    const isImport = decodeForCheck(trimmed).startsWith('@import');
    if (isImport || (trimmed !== '' && forbidden(trimmed, mediaPrefixes))) {
      dropped.push(trimmed);
      // A dropped declaration takes its `;` along; a dropped prelude keeps its braces so the block stays balanced.
      out += delimiter === ';' ? '' : delimiter;
      continue;
    }
    out += piece + delimiter;
  }
  return { css: out.replace(/[ \t]+\n/g, '\n').trim(), dropped };
}
