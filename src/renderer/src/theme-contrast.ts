import { luminanceRatio, parseHexColour, type Rgb } from '@shared/domain/contrast';

/**
 * WCAG 2.x contrast for the theme, on the one computation in src/shared/domain/contrast.ts.
 * Mantine's default palette has no shade of green, teal, yellow, orange, lime or cyan that
 * carries white text at 4.5:1, and its dimmed greys fall short on both schemes, so the theme
 * derives readable variants of its colours instead of trusting the shade numbers.
 */

/** Normal-size text needs 4.5:1 (WCAG 2.1 SC 1.4.3, level AA). */
export const MIN_TEXT_CONTRAST = 4.5;

/** The theme's colours are its own `#rrggbb` constants: another notation is a mistake in the theme. */
function notHex(colours: string[]): Error {
  return new Error(`The theme uses a colour that is not #rgb or #rrggbb: ${colours.join(' or ')}`);
}

function rgbOf(hex: string): Rgb {
  const rgb = parseHexColour(hex);
  if (!rgb) throw notHex([hex]);
  return rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function contrastRatio(a: string, b: string): number {
  const ratio = luminanceRatio(a, b);
  if (ratio === null) throw notHex([a, b]);
  return ratio;
}

/** `color` mixed towards `target` by `amount` (0..1), in sRGB. */
export function mix(color: string, target: string, amount: number): string {
  const from = rgbOf(color);
  const to = rgbOf(target);
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
