import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { PaperDocument } from '@shared/documents/model';

/**
 * Draws a paper document as an A4 PDF with pdf-lib, in main, so neither the library nor the work
 * reaches the window. Helvetica, one of PDF's standard fonts: nothing to embed, and every
 * character of the Latin languages the ERP serves; one it cannot write becomes "?" (row 349).
 */
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const BODY = 9.5;
const LEADING = 12.5;
const GREY = rgb(0.35, 0.35, 0.35);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Spaces a number format uses that Helvetica's encoding lacks become the no-break space it has. */
function writable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/[\u2007\u2009\u202f]/g, '\u00a0')].map((c) => (known.has(c.codePointAt(0)!) ? c : '?')).join('');
}

/** Words wrapped to lines at most `width` wide; a word longer than a line is cut where it must. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) line = next;
      else {
        if (line) lines.push(line);
        let rest = word;
        while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
          let cut = rest.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
    }
    lines.push(line);
  }
  return lines;
}

class Writer {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
  }

  /** Room for `height` more points on this page, or a new page. True when a page was begun. */
  room(height: number): boolean {
    if (this.y - height >= MARGIN + LEADING) return false;
    this.newPage();
    return true;
  }

  text(text: string, x: number, options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; alignRightAt?: number } = {}): void {
    const size = options.size ?? BODY;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const shown = writable(font, text);
    const at = options.alignRightAt === undefined ? x : options.alignRightAt - font.widthOfTextAtSize(shown, size);
    this.page.drawText(shown, { x: at, y: this.y, size, font, color: options.color ?? rgb(0, 0, 0) });
  }
}

function drawHeader(w: Writer, doc: PaperDocument): void {
  w.text(doc.title, MARGIN, { size: 18, bold: true });
  w.y -= 30;
  const columnWidth = (A4.width - 2 * MARGIN) / Math.max(1, doc.addresses.length);
  const tallest = Math.max(0, ...doc.addresses.map((a) => a.lines.length));
  doc.addresses.forEach((address, i) => {
    const x = MARGIN + i * columnWidth;
    const top = w.y;
    w.text(address.heading, x, { bold: true, color: GREY });
    address.lines.forEach((line) => {
      w.y -= LEADING;
      w.text(line, x);
    });
    w.y = top;
  });
  w.y -= (tallest + 2) * LEADING;
  const half = (A4.width - 2 * MARGIN) / 2;
  doc.facts.forEach((fact, i) => {
    const x = MARGIN + (i % 2) * half;
    w.text(fact.label, x, { color: GREY });
    w.text(fact.value, x + 100);
    if (i % 2 === 1 || i === doc.facts.length - 1) w.y -= LEADING;
  });
  w.y -= LEADING;
}

function drawTable(w: Writer, doc: PaperDocument): void {
  const width = A4.width - 2 * MARGIN;
  const xs = doc.columns.reduce<number[]>((acc, c, i) => [...acc, acc[i]! + c.width * width], [MARGIN]);
  const cellWidth = (i: number) => xs[i + 1]! - xs[i]! - 6;
  const right = (i: number) => doc.columns[i]!.align === 'right';
  const cell = (text: string, i: number, bold: boolean) => {
    // A figure is never broken over lines: one too wide for its column is written smaller.
    const natural = (bold ? w.fonts.bold : w.fonts.regular).widthOfTextAtSize(writable(w.fonts.regular, text), BODY);
    const size = right(i) ? Math.min(BODY, (BODY * cellWidth(i)) / natural) : BODY;
    w.text(text, xs[i]!, { bold, size, ...(right(i) ? { alignRightAt: xs[i + 1]! - 6 } : {}) });
  };
  const header = () => {
    doc.columns.forEach((c, i) => cell(c.header, i, true));
    w.page.drawLine({ start: { x: MARGIN, y: w.y - 4 }, end: { x: A4.width - MARGIN, y: w.y - 4 }, thickness: 0.7, color: GREY });
    w.y -= LEADING + 4;
  };
  header();
  for (const row of doc.rows) {
    const cells = row.map((text, i) => (right(i) ? [text] : wrap(w.fonts.regular, BODY, writable(w.fonts.regular, text), cellWidth(i))));
    const lines = Math.max(1, ...cells.map((c) => c.length));
    if (w.room(lines * LEADING)) header();
    const top = w.y;
    cells.forEach((wrapped, i) => {
      w.y = top;
      wrapped.forEach((line, n) => {
        w.y = top - n * LEADING;
        cell(line, i, false);
      });
    });
    w.y = top - lines * LEADING;
  }
  w.page.drawLine({ start: { x: MARGIN, y: w.y + LEADING - 4 }, end: { x: A4.width - MARGIN, y: w.y + LEADING - 4 }, thickness: 0.7, color: GREY });
  w.y -= 4;
  for (const total of doc.totals) {
    w.room(LEADING);
    w.text(total.label, xs[xs.length - 3]!, { bold: true });
    w.text(total.value, 0, { bold: true, alignRightAt: A4.width - MARGIN - 6 });
    w.y -= LEADING;
  }
}

function drawNotes(w: Writer, doc: PaperDocument): void {
  for (const note of doc.notes) {
    w.y -= LEADING;
    for (const line of wrap(w.fonts.regular, BODY, writable(w.fonts.regular, note), A4.width - 2 * MARGIN)) {
      w.room(LEADING);
      w.text(line, MARGIN);
      w.y -= LEADING;
    }
  }
}

/** The document as PDF bytes: header, the table over as many pages as it needs (its header repeated), totals, notes, "Page n of m". */
export async function documentPdf(doc: PaperDocument, createdAt: Date = new Date()): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setCreator('Quartermaster');
  pdf.setCreationDate(createdAt);
  pdf.setModificationDate(createdAt);
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const w = new Writer(pdf, fonts);
  drawHeader(w, doc);
  drawTable(w, doc);
  drawNotes(w, doc);
  w.pages.forEach((page, i) => {
    const text = `${doc.title} · Page ${i + 1} of ${w.pages.length}`;
    const shown = writable(fonts.regular, text);
    page.drawText(shown, { x: A4.width - MARGIN - fonts.regular.widthOfTextAtSize(shown, 8), y: MARGIN / 2, size: 8, font: fonts.regular, color: GREY });
  });
  return pdf.save();
}
