/**
 * WCAG 2.x contrast of text against its background, for a branding before it is published:
 * normal text needs 4.5:1 (AA). Colours are `#rgb` or `#rrggbb`; others are not judged.
 */
export const AA_NORMAL_TEXT = '4.5';

function channel(hex: string): number {
  const c = Number.parseInt(hex, 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(colour: string): number | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!m?.[1]) return null;
  const hex = m[1].length === 3 ? [...m[1]].map((d) => d + d).join('') : m[1];
  return 0.2126 * channel(hex.slice(0, 2)) + 0.7152 * channel(hex.slice(2, 4)) + 0.0722 * channel(hex.slice(4, 6));
}

/** The ratio to two decimals, as a decimal string ("4.54"); null when a colour cannot be read. */
export function contrastRatio(foreground: string, background: string): string | null {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  if (a === null || b === null) return null;
  const [hi, lo] = a > b ? [a, b] : [b, a];
  // Rounded down, so 4.499 never passes as 4.5 (a ratio, not money: plain numbers are exact enough).
  return (Math.floor(((hi + 0.05) / (lo + 0.05)) * 100) / 100).toFixed(2);
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
