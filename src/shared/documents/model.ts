/**
 * A business document as it is laid out on paper, in words already written for people: the
 * builders (purchase order, receiving slip, quote) turn the data a screen shows into one of these
 * with the screen's own formatting (domain/figures.ts); main draws it as PDF. Tests read the PDF's
 * text back and find these words.
 */
export interface DocumentColumn {
  header: string;
  /** Share of the table's width. */
  width: number;
  align?: 'left' | 'right';
}

export interface PaperDocument {
  /** "Purchase order PO-10023". */
  title: string;
  /** File name without extension. */
  fileName: string;
  /** Blocks of lines side by side under the title: "To" the supplier, "Deliver to" … */
  addresses: { heading: string; lines: string[] }[];
  /** Label and value pairs: order date, expected delivery, terms … */
  facts: { label: string; value: string }[];
  columns: DocumentColumn[];
  rows: string[][];
  /** Under the table, right-aligned: "Total" and its amount. */
  totals: { label: string; value: string }[];
  /** Paragraphs at the end (notes to the supplier). */
  notes: string[];
}

/** Columns from [header, share of the width, 'right' for figures]. */
export const columnsOf = (...specs: [string, number, 'right'?][]): DocumentColumn[] =>
  specs.map(([header, width, align]) => ({ header, width, ...(align ? { align } : {}) }));
