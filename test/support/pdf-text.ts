import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const fonts = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';

/** Every page's text as pdf.js reads it: one string per piece of text drawn, in drawing order (the spaces pdf.js adds between them left out). */
export async function pdfText(bytes: Uint8Array): Promise<string[][]> {
  const task = getDocument({ data: bytes, standardFontDataUrl: fonts, useSystemFonts: false });
  const pdf = await task.promise;
  try {
    const pages: string[][] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      pages.push(content.items.flatMap((item) => ('str' in item && item.str.trim() !== '' ? [item.str] : [])));
    }
    return pages;
  } finally {
    await task.destroy();
  }
}
