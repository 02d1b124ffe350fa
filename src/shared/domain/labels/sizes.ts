/**
 * The label sizes the floor prints on (docs/api-assumptions.md 347): a 62x29 mm roll label (a
 * Brother QL's DK-11209), a 100x150 mm shipping label, and A4 sheets of 3x8 self-adhesive labels
 * (70x37 mm). A roll prints one label a page; a sheet places labels left to right, top to bottom.
 */
export const labelSizeIds = ['62x29', '100x150', 'a4-3x8'] as const;
export type LabelSizeId = (typeof labelSizeIds)[number];

export interface LabelSize {
  id: LabelSizeId;
  name: string;
  /** One label, in millimetres. */
  labelMm: { width: number; height: number };
  /** The page, in millimetres: the label itself on a roll, the sheet for A4. */
  pageMm: { width: number; height: number };
  /** Labels on one page, across and down. */
  grid: { columns: number; rows: number };
}

const size = (id: LabelSizeId, name: string, label: [number, number], page: [number, number], grid: [number, number]): LabelSize => ({
  id,
  name,
  labelMm: { width: label[0], height: label[1] },
  pageMm: { width: page[0], height: page[1] },
  grid: { columns: grid[0], rows: grid[1] },
});

export const labelSizes: Readonly<Record<LabelSizeId, LabelSize>> = {
  '62x29': size('62x29', '62 × 29 mm roll', [62, 29], [62, 29], [1, 1]),
  '100x150': size('100x150', '100 × 150 mm shipping label', [100, 150], [100, 150], [1, 1]),
  'a4-3x8': size('a4-3x8', 'A4 sheet, 3 × 8 labels', [70, 37], [210, 297], [3, 8]),
};

export const DEFAULT_LABEL_SIZE: LabelSizeId = '62x29';

/** The labels split into pages of the size: `per page` of them on each. */
export function labelPages<T>(labels: readonly T[], size: LabelSize): T[][] {
  const perPage = size.grid.columns * size.grid.rows;
  const pages: T[][] = [];
  for (let i = 0; i < labels.length; i += perPage) pages.push(labels.slice(i, i + perPage));
  return pages;
}
