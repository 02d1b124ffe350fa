import { describe, expect, it } from 'vitest';
import { SvgScanner } from '../../../src/shared/domain/svg-safety';

/** Scans in chunks of `size` bytes, so constructs split across reads are seen too. */
function scan(svg: string, size = 7): string | null {
  const scanner = new SvgScanner();
  const bytes = new TextEncoder().encode(svg);
  for (let i = 0; i < bytes.length; i += size) scanner.push(bytes.subarray(i, i + size));
  return scanner.end();
}

const svg = (body: string, attrs = '') =>
  `<?xml version="1.0" encoding="UTF-8"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attrs}>${body}</svg>`;

describe('SVG safety: an allowlist read by an XML parser', () => {
  it('accepts drawing: shapes, gradients by url(#id), internal use and xlink:href, style with url(#id), a web link', () => {
    const drawing = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><path id="p" d="M0 0h1"/></defs>' +
        '<style><![CDATA[ .a { fill: url(#g); } ]]></style><rect class="a" width="10" height="10" fill="url(#g)" style="stroke: url( #g )"/>' +
        '<use href="#p"/><use xlink:href="#p"/><a href="https://example.com/"><text>Shop</text></a>',
      ' viewBox="0 0 10 10"',
    );
    expect(scan(drawing)).toBeNull();
    expect(scan('<svg><rect width="1" height="1"/></svg>')).toBeNull();
  });

  it.each([
    ['a data: href on an image', svg('<image href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0Lz48L3N2Zz4="/>'), 'a reference outside the file'],
    ['an external image', svg('<image xlink:href="https://tracker.example/pixel.png"/>'), 'a reference outside the file'],
    ['a <style> with url() to another server', svg('<style>rect { fill: url(https://evil.example/x.svg#a) }</style>'), 'a <style> that loads from outside'],
    ['a style attribute with url()', svg('<rect style="background:url(//evil.example/t.png)"/>'), 'a style that loads from outside'],
    ['@import in a style', svg('<style>@import "https://evil.example/x.css";</style>'), 'a <style> that loads from outside'],
    ['a script element', svg('<script>alert(1)</script>'), 'a <script> element'],
    ['an event handler', svg('<g onload="alert(1)"/>'), 'an event-handler attribute (onload)'],
    ['an entity-encoded javascript: link', svg('<a href="&#106;avascript:alert(1)"><text>x</text></a>'), 'a reference outside the file'],
    ['a javascript: link split by a tab', svg('<a href="java\tscript:alert(1)"><text>x</text></a>'), 'a reference outside the file'],
    ['an external use', svg('<use href="https://evil.example/sprites.svg#a"/>'), 'a reference outside the file'],
    ['animation that could rewrite a link', svg('<a href="#x"><set attributeName="href" to="javascript:alert(1)"/></a>'), 'a <set> element'],
    ['embedded HTML', svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'), 'a <foreignObject> element'],
    ['a document type with entities', `<!DOCTYPE svg [<!ENTITY a "b">]>${svg('')}`, 'a document type declaration'],
    ['an external stylesheet instruction', `<?xml-stylesheet href="https://evil.example/x.css"?>${svg('')}`, 'a processing instruction'],
    ['XML that does not parse', '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>', 'XML that does not parse'],
    ['a root other than <svg>', '<html><svg/></html>', '<html> where <svg> must be the outermost element'],
  ])('refuses %s', (_what, text, reason) => {
    expect(scan(text)).toContain(reason);
    expect(scan(text, 1)).toContain(reason);
  });
});
