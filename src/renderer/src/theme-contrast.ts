/**
 * WCAG 2.1 contrast arithmetic for the theme. Mantine's default palette has no shade of green,
 * teal, yellow, orange, lime or cyan that carries white text at 4.5:1, and its dimmed greys fall
 * short on both schemes, so the theme derives readable variants of its colours instead of
 * trusting the shade numbers.
 */

/** Normal-size text needs 4.5:1 (WCAG 2.1 SC 1.4.3, level AA). */
export const MIN_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `color` mixed towards `target` by `amount` (0..1), in sRGB. */
export function mix(color: string, target: string, amount: number): string {
  const from = parseHex(color);
  const to = parseHex(target);
  return toHex(from.map((v, i) => v + (to[i]! - v) * amount) as Rgb);
}

/**
 * The closest colour to `color` that reaches `min` contrast against every one of `backgrounds`,
 * found by mixing it towards black (direction 'darker') or white ('lighter') in small steps.
 * A colour that already passes is returned unchanged.
 */
export function readable(color: string, backgrounds: string[], direction: 'darker' | 'lighter', min = MIN_TEXT_CONTRAST): string {
  const target = direction === 'darker' ? '#000000' : '#ffffff';
  for (let step = 0; step <= 100; step += 2) {
    const candidate = mix(color, target, step / 100);
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= min)) return candidate;
  }
  return target;
}
