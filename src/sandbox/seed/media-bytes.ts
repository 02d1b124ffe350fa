import { crc32, deflateSync } from 'node:zlib';

/**
 * Small, real image and document files for the seeded media library: each opens in a browser
 * or viewer and states its size in its header, so the sandbox's type and size readers are
 * exercised on seeded data as on uploads. Deterministic: the same arguments give the same bytes.
 */
export type Rgb = readonly [number, number, number];

/** A PNG (8-bit RGB) with a left-to-right gradient between two colours. */
export function pngBytes(width: number, height: number, from: Rgb, to: Rgb): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) {
    const t = width === 1 ? 0 : x / (width - 1);
    for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.round((from[c] as number) + ((to[c] as number) - (from[c] as number)) * t);
  }
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * A baseline JPEG of one flat colour. Every 8×8 block then has only a DC coefficient, so the
 * entropy coding needs two tiny Huffman tables: DC categories 0–11 as 4-bit codes, AC only EOB.
 */
export function jpegBytes(width: number, height: number, colour: Rgb): Buffer {
  const [r, g, b] = colour;
  const ycc = [0.299 * r + 0.587 * g + 0.114 * b, 128 - 0.168736 * r - 0.331264 * g + 0.5 * b, 128 + 0.5 * r - 0.418688 * g - 0.081312 * b];
  const dc = ycc.map((v) => 8 * (Math.round(Math.min(255, Math.max(0, v))) - 128));
  const bits = new BitWriter();
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  for (let i = 0; i < blocks; i++) {
    for (let c = 0; c < 3; c++) {
      const diff = i === 0 ? (dc[c] as number) : 0;
      const category = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
      bits.write(category, 4);
      if (category > 0) bits.write(diff > 0 ? diff : diff + (1 << category) - 1, category);
      bits.write(0, 1); // end of block
    }
  }
  const segment = (marker: number, body: number[]) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
  const sof = [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0];
  const dcTable = [0x00, 0, 0, 0, 12, ...new Array<number>(12).fill(0), ...Array.from({ length: 12 }, (_, i) => i)];
  const acTable = [0x10, 1, ...new Array<number>(15).fill(0), 0x00];
  const sos = [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xdb, [0, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, sof),
    ...segment(0xc4, dcTable),
    ...segment(0xc4, acTable),
    ...segment(0xda, sos),
    ...bits.finish(),
    0xff,
    0xd9,
  ]);
}

class BitWriter {
  private bytes: number[] = [];
  private current = 0;
  private used = 0;

  write(value: number, count: number): void {
    for (let i = count - 1; i >= 0; i--) {
      this.current = (this.current << 1) | ((value >> i) & 1);
      if (++this.used === 8) this.flush();
    }
  }

  /** Pads with one bits; a 0xFF in entropy-coded data is followed by a stuffed 0x00. */
  finish(): number[] {
    if (this.used > 0) this.write(0xff, 8 - this.used);
    return this.bytes;
  }

  private flush(): void {
    this.bytes.push(this.current);
    if (this.current === 0xff) this.bytes.push(0);
    this.current = 0;
    this.used = 0;
  }
}

export function svgBytes(width: number, height: number, colour: string, label: string): Buffer {
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="100%" height="100%" rx="6" fill="${colour}"/><text x="50%" y="55%" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(height / 4)}" fill="#fff">${label}</text></svg>\n`,
    'utf8',
  );
}

/** A one-page PDF with a title line; the cross-reference table has the real byte offsets. */
export function pdfBytes(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
