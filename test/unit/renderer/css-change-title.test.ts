import { describe, expect, it } from 'vitest';
import { cssChangeTitle } from '../../../src/renderer/src/workspaces/storefront/css-change-title';

describe('cssChangeTitle', () => {
  it.each([
    [{ dropped: 2, changed: 4, added: 0 }, 'The ERP dropped 2 lines and changed 4 lines of your CSS'],
    [{ dropped: 1, changed: 0, added: 0 }, 'The ERP dropped 1 line of your CSS'],
    [{ dropped: 0, changed: 1, added: 0 }, 'The ERP changed 1 line of your CSS'],
    [{ dropped: 1, changed: 2, added: 3 }, 'The ERP dropped 1 line, changed 2 lines and added 3 lines of your CSS'],
    [{ dropped: 0, changed: 0, added: 0 }, 'The ERP changed only blank lines of your CSS'],
  ])('%j', (counts, title) => {
    expect(cssChangeTitle(counts)).toBe(title);
  });
});
