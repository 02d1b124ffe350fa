/**
 * Finds script in an SVG while it streams by (docs/api-assumptions.md 150): an SVG served from
 * the public url runs in the visitor's browser, so anything that can execute is refused. Chunks
 * are scanned with an overlap so a token split across two chunks is still seen.
 */
const UNSAFE: { pattern: RegExp; what: string }[] = [
  { pattern: /<script\b/i, what: 'a <script> element' },
  { pattern: /<foreignObject\b/i, what: 'a <foreignObject> element' },
  { pattern: /<(iframe|embed|object)\b/i, what: 'an embedded document element' },
  { pattern: /<!ENTITY\b/i, what: 'an entity declaration' },
  { pattern: /[\s"'/]on[a-z]+\s*=/i, what: 'an event-handler attribute (on…=)' },
  { pattern: /(java|vb)script\s*:/i, what: 'a script URL' },
];

const OVERLAP = 64;

export class SvgScanner {
  private tail = '';
  private found: string | null = null;

  private readonly decoder = new TextDecoder('latin1');

  push(chunk: Uint8Array): void {
    if (this.found) return;
    const text = this.tail + this.decoder.decode(chunk, { stream: true });
    this.found = unsafeIn(normalise(text));
    this.tail = text.slice(-OVERLAP);
  }

  /** What unsafe construct was found, or null. */
  get unsafe(): string | null {
    return this.found;
  }
}

/** Undoes the simple disguises: numeric character references and whitespace inside URL schemes. */
function normalise(text: string): string {
  return text
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_, hex: string) => String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d{1,7});?/g, (_, dec: string) => String.fromCodePoint(Math.min(Number(dec), 0x10ffff)))
    .replace(/&(tab|newline);/gi, '')
    .replace(/(j\s*a\s*v\s*a|v\s*b)\s*s\s*c\s*r\s*i\s*p\s*t\s*:/gi, (m) => m.replace(/\s+/g, ''));
}

function unsafeIn(text: string): string | null {
  return UNSAFE.find((u) => u.pattern.test(text))?.what ?? null;
}
