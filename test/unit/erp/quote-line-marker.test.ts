import { describe, expect, it } from 'vitest';
import { configurationMarker, configurationOfLine, withoutMarker } from '../../../src/main/erp/preview/quotes';

describe('the configuration behind a quote line (row 336)', () => {
  it('reads back the number the app wrote and shows the description without the marker', () => {
    const description = `Terrace awning (4 m) ${configurationMarker('CFG-100007')}`;
    expect(configurationOfLine(description)).toBe('CFG-100007');
    expect(withoutMarker(description)).toBe('Terrace awning (4 m)');
  });

  it('finds no link in a line written elsewhere, brackets or not, and leaves its text alone', () => {
    for (const description of ['Terrace awning (CFG-100007)', 'Remote (5 channels)', 'configuration CFG-1', null]) {
      expect(configurationOfLine(description), String(description)).toBeNull();
      expect(withoutMarker(description)).toBe(description);
    }
  });
});
