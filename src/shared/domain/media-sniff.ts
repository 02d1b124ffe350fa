/**
 * What a file is, from its first bytes (magic numbers), and the pixel size its header states
 * (docs/api-assumptions.md 147, 149). Works on the head of the file only; the caller keeps at
 * most HEAD_BYTES of it in memory. Pure (plain byte arrays), so the sandbox that enforces the
 * rule and the app that checks a file before sending it read the bytes the same way.
 */
export const HEAD_BYTES = 512 * 1024;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
/** ftyp brands that are not MP4 video: QuickTime and HEIF/AVIF still images. */
const NOT_MP4_BRANDS = new Set(['qt  ', 'heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis', 'crx ']);

type Bytes = Uint8Array;
const ascii = (b: Bytes, start: number, end: number) => String.fromCharCode(...b.subarray(start, end));
const startsWith = (b: Bytes, prefix: readonly number[]) => b.length >= prefix.length && prefix.every((v, i) => b[i] === v);
const utf8 = (b: Bytes) => new TextDecoder('utf-8').decode(b);
const view = (b: Bytes) => new DataView(b.buffer, b.byteOffset, b.byteLength);
const u16be = (b: Bytes, at: number) => view(b).getUint16(at, false);
const u16le = (b: Bytes, at: number) => view(b).getUint16(at, true);
const u32be = (b: Bytes, at: number) => view(b).getUint32(at, false);
const u32le = (b: Bytes, at: number) => view(b).getUint32(at, true);
const u24le = (b: Bytes, at: number) => (b[at] as number) | ((b[at + 1] as number) << 8) | ((b[at + 2] as number) << 16);

/** The recognised content type, or undefined when the bytes are none of the accepted types. */
export function sniffType(head: Bytes): string | undefined {
  if (startsWith(head, PNG)) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 6 && /^GIF8[79]a$/.test(ascii(head, 0, 6))) return 'image/gif';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (head.length >= 5 && ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && !NOT_MP4_BRANDS.has(ascii(head, 8, 12))) return 'video/mp4';
  if (startsWith(head, EBML) && isWebmDocType(head)) return 'video/webm';
  if (isSvg(head)) return 'image/svg+xml';
  return undefined;
}

/** The EBML header names its DocType (element 0x4282); Matroska files say "matroska". */
function isWebmDocType(head: Bytes): boolean {
  const first = head.subarray(0, 64);
  const at = first.findIndex((v, i) => v === 0x42 && first[i + 1] === 0x82);
  return at >= 0 && ascii(head, at + 3, at + 7) === 'webm';
}

/** Text whose first element, after a BOM, XML declaration, comments and a DOCTYPE, is <svg. */
function isSvg(head: Bytes): boolean {
  let text = utf8(head.subarray(0, 4096)).replace(/^\uFEFF/, '');
  for (;;) {
    const before = text;
    text = text
      .replace(/^\s+/, '')
      .replace(/^<\?xml[\s\S]*?\?>/, '')
      .replace(/^<!--[\s\S]*?-->/, '')
      .replace(/^<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i, '');
    if (text === before) break;
  }
  return /^<svg[\s>/]/i.test(text);
}

export interface Size {
  width: number;
  height: number;
}

/** Pixel size from the header, or null when the type has none or the header does not say. */
export function readSize(contentType: string, head: Bytes): Size | null {
  switch (contentType) {
    case 'image/png':
      return head.length >= 24 && ascii(head, 12, 16) === 'IHDR' ? { width: u32be(head, 16), height: u32be(head, 20) } : null;
    case 'image/gif':
      return head.length >= 10 ? { width: u16le(head, 6), height: u16le(head, 8) } : null;
    case 'image/webp':
      return webpSize(head);
    case 'image/jpeg':
      return jpegSize(head);
    case 'image/svg+xml':
      return svgSize(head);
    default:
      return null;
  }
}

function webpSize(b: Bytes): Size | null {
  if (b.length < 30) return null;
  const chunk = ascii(b, 12, 16);
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = u32le(b, 21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

/** Walks the JPEG segments to the first start-of-frame marker (SOF0..SOF15 except DHT, JPG, DAC). */
function jpegSize(b: Bytes): Size | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] as number;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const length = u16be(b, i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: u16be(b, i + 7), height: u16be(b, i + 5) };
    }
    if (marker === 0xda || marker === 0xd9) return null;
    i += 2 + length;
  }
  return null;
}

function svgSize(head: Bytes): Size | null {
  const root = /<svg\b([^>]*)>/i.exec(utf8(head));
  if (!root) return null;
  const attrs = root[1] ?? '';
  const attr = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i')
      .exec(attrs)
      ?.slice(1)
      .find((v) => v !== undefined);
  const pixels = (raw: string | undefined) => {
    const m = raw === undefined ? null : /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/i.exec(raw);
    return m ? Math.round(Number(m[1])) : undefined;
  };
  const width = pixels(attr('width'));
  const height = pixels(attr('height'));
  if (width !== undefined && height !== undefined && width > 0 && height > 0) return { width, height };
  const box = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box && box.length === 4 && box.every(Number.isFinite) && (box[2] as number) > 0 && (box[3] as number) > 0) {
    return { width: Math.round(box[2] as number), height: Math.round(box[3] as number) };
  }
  return null;
}
