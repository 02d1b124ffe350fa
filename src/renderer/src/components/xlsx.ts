import type * as ExcelJsModule from 'exceljs';
import type { Sheet } from './table-sheet';

/**
 * An .xlsx workbook of a table export, written with exceljs. The library is large, so it is
 * loaded on the first export rather than with the app. Numbers are number cells with the shown
 * decimals as their format; text is a string cell, which no spreadsheet evaluates as a formula,
 * so it is written exactly as shown.
 */

type ExcelJs = typeof ExcelJsModule;

async function loadExcelJs(): Promise<ExcelJs> {
  const mod = await import('exceljs');
  // The package is CommonJS: bundlers and Node hand it over as the default export, or as named ones.
  return (mod as ExcelJs & { default?: ExcelJs }).default ?? mod;
}

/** Excel refuses sheet names over 31 characters or with any of : \ / ? * [ ]. */
export function worksheetName(name: string): string {
  return (
    name
      .replace(/[:\\/?*[\]]/g, ' ')
      .trim()
      .slice(0, 31) || 'Export'
  );
}

/** "#,##0.00" for two shown decimals: the spreadsheet groups and separates in its own locale. */
export function numberFormat(places: number): string {
  return places > 0 ? `#,##0.${'0'.repeat(places)}` : '#,##0';
}

export async function sheetToXlsx(sheet: Sheet, name: string): Promise<ArrayBuffer> {
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  const worksheet = workbook.addWorksheet(worksheetName(name));
  worksheet.addRow(sheet.header).font = { bold: true };
  for (const cells of sheet.rows) {
    const row = worksheet.addRow(cells.map((cell) => (cell.kind === 'number' ? Number(cell.value) : cell.value || null)));
    cells.forEach((cell, index) => {
      if (cell.kind === 'number') row.getCell(index + 1).numFmt = numberFormat(cell.places);
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return buffer as ArrayBuffer;
}
