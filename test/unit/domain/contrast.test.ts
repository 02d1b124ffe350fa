import { describe, expect, it } from 'vitest';
import { contrastRatio, linearChannel, luminanceRatio, parseHexColour, relativeLuminance } from '../../../src/shared/domain/contrast';

/** One WCAG 2.x contrast computation for the branding check and the app's theme. */
describe('WCAG 2.x contrast', () => {
  it('linearises sRGB with the threshold 0.04045: linear at and below it, the power curve above', () => {
    expect(linearChannel(0.04045)).toBeCloseTo(0.04045 / 12.92, 12);
    expect(linearChannel(0.0405)).toBeCloseTo(((0.0405 + 0.055) / 1.055) ** 2.4, 12);
    // Both pieces meet at the threshold.
    expect(Math.abs(((0.04045 + 0.055) / 1.055) ** 2.4 - 0.04045 / 12.92)).toBeLessThan(1e-7);
    expect(linearChannel(0)).toBe(0);
    expect(linearChannel(1)).toBeCloseTo(1, 12);
  });

  it('reads #rgb and #rrggbb, and judges no other notation', () => {
    expect(parseHexColour('#0aF')).toEqual([0, 170, 255]);
    expect(parseHexColour(' #0a0B0c ')).toEqual([10, 11, 12]);
    expect(parseHexColour('red')).toBeNull();
    expect(parseHexColour('0a0b0c')).toBeNull();
    expect(relativeLuminance('#12')).toBeNull();
    expect(luminanceRatio('#000', 'rgb(0,0,0)')).toBeNull();
  });

  it('measures known pairs', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 12);
    expect(relativeLuminance('#0a0a0a')).toBeCloseTo(10 / 255 / 12.92, 12);
    expect(luminanceRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(luminanceRatio('#ffffff', '#000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#767676', '#ffffff')).toBe('4.54');
    expect(contrastRatio('#777777', '#ffffff')).toBe('4.47');
  });
});
