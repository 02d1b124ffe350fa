/**
 * WCAG 2.x contrast of text against its background: for a branding before it is published, and
 * for the app's own theme (renderer/src/theme-contrast.ts). Normal text needs 4.5:1 (AA).
 * Colours are `#rgb` or `#rrggbb`; others are not judged.
 */
export const AA_NORMAL_TEXT = '4.5';

export type Rgb = [number, number, number];

/** `#rgb` or `#rrggbb` as channels of 0 to 255; null for any other notation. */
export function parseHexColour(colour: string): Rgb | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!m?.[1]) return null;
  const hex = m[1].length === 3 ? [...m[1]].map((d) => d + d).join('') : m[1];
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

/** An sRGB channel (0 to 1) as linear light, with the sRGB threshold 0.04045 that WCAG 2.x uses. */
export function linearChannel(c: number): number {
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(colour: string): number | null {
  const rgb = parseHexColour(colour);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((v) => linearChannel(v / 255)) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG ratio unrounded (1 to 21); null when a colour cannot be read. */
export function luminanceRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

/** The ratio to two decimals, as a decimal string ("4.54"); null when a colour cannot be read. */
export function contrastRatio(foreground: string, background: string): string | null {
  const ratio = luminanceRatio(foreground, background);
  if (ratio === null) return null;
  // Rounded down, so 4.499 never passes as 4.5 (a ratio, not money: plain numbers are exact enough).
  return (Math.floor(ratio * 100) / 100).toFixed(2);
}

/** The text/background pairs a storefront draws with a branding. */
export const TEXT_PAIRS = [
  { pair: 'Body text', foreground: 'textColor', background: 'backgroundColor' },
  { pair: 'Header', foreground: 'headerTextColor', background: 'headerBackgroundColor' },
  { pair: 'Footer', foreground: 'footerTextColor', background: 'footerBackgroundColor' },
  { pair: 'Button', foreground: 'backgroundColor', background: 'primaryColor' },
] as const;

export interface ContrastFinding {
  pair: string;
  foreground: string;
  background: string;
  ratio: string;
  required: string;
}

/** Pairs below AA, for colours both set and readable. */
export function contrastIssues(colours: Partial<Record<string, string | null>>): ContrastFinding[] {
  const out: ContrastFinding[] = [];
  for (const p of TEXT_PAIRS) {
    const fg = colours[p.foreground];
    const bg = colours[p.background];
    if (!fg || !bg) continue;
    const ratio = contrastRatio(fg, bg);
    if (ratio !== null && Number(ratio) < Number(AA_NORMAL_TEXT)) out.push({ pair: p.pair, foreground: fg, background: bg, ratio, required: AA_NORMAL_TEXT });
  }
  return out;
}
