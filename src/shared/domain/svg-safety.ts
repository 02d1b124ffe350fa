import { SaxesParser, type SaxesTagNS } from 'saxes';

/**
 * Checks an SVG while it streams by (docs/api-assumptions.md 150): an SVG served from the public
 * url runs in the visitor's browser, so it may hold only drawing. A real XML parser (saxes,
 * streaming, so a 10 MB file is never held whole) reads it as the browser will, strictly, with
 * entities decoded; what is not on the allowlist, or points outside the file, is refused.
 */
const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** Drawing, text, structure, paint servers and filters; no script, animation, embedded documents. */
const ELEMENTS = new Set(
  (
    'svg g defs desc title metadata symbol use switch view a ' +
    'path rect circle ellipse line polyline polygon text tspan textPath marker pattern clipPath mask image style ' +
    'linearGradient radialGradient stop filter feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix ' +
    'feDiffuseLighting feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur ' +
    'feMerge feMergeNode feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence'
  ).split(' '),
);

/** Attributes that name another resource: only a reference inside the file (#id) may stay. */
const REFERENCES = new Set(['href', 'src']);

/** CSS that reaches outside the file or runs code: url() to anything but #id, @import, expression(). */
const OUTSIDE_IN_CSS = /url\(\s*(?!['"]?\s*#)|@import|expression\s*\(|javascript\s*:/i;

export class SvgScanner {
  private readonly parser = new SaxesParser({ xmlns: true, position: false });
  private readonly decoder = new TextDecoder('utf-8');
  private found: string | null = null;
  private ended = false;
  private inStyle = 0;
  private seenRoot = false;

  constructor() {
    const p = this.parser;
    p.on('doctype', () => this.refuse('a document type declaration (entities)'));
    p.on('processinginstruction', (pi) => this.refuse(`a processing instruction (<?${pi.target}?>)`));
    p.on('opentag', (tag) => this.openTag(tag as SaxesTagNS));
    p.on('closetag', (tag) => {
      if ((tag as SaxesTagNS).local === 'style') this.inStyle--;
    });
    p.on('text', (text) => this.styleText(text));
    p.on('cdata', (text) => this.styleText(text));
    p.on('error', (error) => this.refuse(`XML that does not parse (${error.message.replace(/^.*?:\d+:\d+: /, '')})`));
  }

  push(chunk: Uint8Array): void {
    if (this.found || this.ended) return;
    this.parser.write(this.decoder.decode(chunk, { stream: true }));
  }

  /** Ends the scan (an unclosed element is found only here) and says what was refused, or null. */
  end(): string | null {
    if (!this.ended && !this.found) {
      this.ended = true;
      this.parser.write(this.decoder.decode());
      this.parser.close();
    }
    this.ended = true;
    return this.found;
  }

  /** What unsafe construct was found so far, or null. */
  get unsafe(): string | null {
    return this.found;
  }

  private refuse(what: string): void {
    this.found ??= what;
  }

  private openTag(tag: SaxesTagNS): void {
    if (!this.seenRoot && tag.local !== 'svg') this.refuse(`<${tag.name}> where <svg> must be the outermost element`);
    this.seenRoot = true;
    if ((tag.uri !== SVG_NS && tag.uri !== '') || !ELEMENTS.has(tag.local)) return this.refuse(`a <${tag.name}> element`);
    if (tag.local === 'style') this.inStyle++;
    for (const attribute of Object.values(tag.attributes)) {
      const { local, uri, name, value } = attribute;
      if (uri === XMLNS_NS || name === 'xmlns' || uri === XML_NS) continue;
      if (uri !== '' && uri !== XLINK_NS) return this.refuse(`an attribute from another vocabulary (${name})`);
      if (/^on/i.test(local)) return this.refuse(`an event-handler attribute (${name})`);
      if (REFERENCES.has(local) && !insideTheFile(value, tag.local))
        return this.refuse(`a reference outside the file (<${tag.local} ${name}="${value.slice(0, 40)}">)`);
      if (OUTSIDE_IN_CSS.test(value)) return this.refuse(`a style that loads from outside the file (${name})`);
    }
  }

  private styleText(text: string): void {
    if (this.inStyle > 0 && OUTSIDE_IN_CSS.test(text)) this.refuse('a <style> that loads from outside the file (url(), @import)');
  }
}

/** A reference to an element of the same file; a link (<a>) may also lead to a web page. */
function insideTheFile(value: string, element: string): boolean {
  // Browsers drop control characters and spaces around a scheme: "java\tscript:" is javascript:.
  const plain = [...value].filter((c) => c > ' ').join('');
  if (plain.startsWith('#')) return true;
  return element === 'a' && /^(https?:|mailto:)/i.test(plain);
}
