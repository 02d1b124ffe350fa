import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST, readable } from '../../../src/renderer/src/theme-contrast';
import { cssVariablesResolver, DARK_SURFACES, LIGHT_SURFACES, theme } from '../../../src/renderer/src/theme';

const resolved = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
const palette = Object.keys(DEFAULT_THEME.colors);
const worst = (color: string, backgrounds: string[]) => Math.min(...backgrounds.map((bg) => contrastRatio(color, bg)));

describe('contrast arithmetic', () => {
  it('measures the WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(contrastRatio('#ffffff', '#228be6')).toBeCloseTo(3.56, 2);
  });

  it('keeps a colour that already passes, and darkens or lightens one that does not', () => {
    expect(readable('#1864ab', ['#ffffff'], 'darker')).toBe('#1864ab');
    const darker = readable('#12b886', ['#ffffff'], 'darker');
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    const lighter = readable('#828282', ['#242424'], 'lighter');
    expect(contrastRatio(lighter, '#242424')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});

describe('theme colours reach 4.5:1 in both schemes', () => {
  it('dimmed, placeholder, error and link text on every surface', () => {
    for (const name of ['dimmed', 'placeholder', 'error', 'anchor']) {
      expect(worst(resolved.light[`--mantine-color-${name}`]!, LIGHT_SURFACES), `light ${name}`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(worst(resolved.dark[`--mantine-color-${name}`]!, DARK_SURFACES), `dark ${name}`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it.each(palette)('%s: coloured text, white on filled, light-variant text on its tint', (color) => {
    const shades = DEFAULT_THEME.colors[color]!;
    const v = (scheme: 'light' | 'dark', suffix: string) => (resolved[scheme] as Record<string, string>)[`--mantine-color-${color}-${suffix}`]!;
    expect(worst(v('light', 'text'), LIGHT_SURFACES)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(worst(v('dark', 'text'), DARK_SURFACES)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio('#ffffff', v('light', 'filled'))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio('#ffffff', v('dark', 'filled'))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(v('light', 'light-color'), shades[1])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(worst(v('light', 'outline'), LIGHT_SURFACES)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(worst(v('dark', 'outline'), DARK_SURFACES)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
