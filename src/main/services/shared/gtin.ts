import { gtinKind } from '@shared/domain/barcode';
import { gtinStoredForms, isGs1, parseGs1, type Gs1Data } from '@shared/domain/gs1';
import { AppError } from '@shared/errors';
import type { ErpClient } from '../../erp/client';
import { attributeEquals } from '../../erp/preview/attributes';
import type { Item } from '../../erp/preview/items';

/** Most items one GTIN lookup names when several carry it. */
const AMBIGUOUS_SHOWN = 5;

/** The attribute's code as the ERP spells it; refused when the ERP defines none of that name, or has no attributes at all. */
async function definedAttribute(client: ErpClient, attribute: string): Promise<string> {
  const page = await client.preview.attributes.list({ search: attribute }, { pageSize: 50 });
  const found = page.items.find((a) => a.code.toLowerCase() === attribute.toLowerCase());
  if (found) return found.code;
  throw new AppError({
    kind: 'notFound',
    code: 'Gtin.AttributeMissing',
    codes: ['Gtin.AttributeMissing'],
    title: `No attribute ${attribute} on this ERP`,
    detail: `This connection keeps GTINs in attribute ${attribute}, but the ERP defines no such attribute: name the right one in Connections.`,
  });
}

/**
 * The one item whose GTIN attribute holds `gtin`, in any of the forms a tenant stores it in (row
 * 323: the forms are asked side by side). Refuses with a sentence when none or several carry it,
 * and with `notOffered` when the ERP has no attributes.
 */
export async function findItemByGtin(client: ErpClient, attribute: string, gtin: string): Promise<Item> {
  const code = await definedAttribute(client, attribute);
  const pages = await Promise.all(
    gtinStoredForms(gtin).map((form) => client.preview.items.list({ attribute: attributeEquals(code, form) }, { pageSize: AMBIGUOUS_SHOWN })),
  );
  const items = [...new Map(pages.flatMap((p) => p.items).map((i) => [i.itemNumber, i])).values()];
  if (items.length === 1) return items[0]!;
  if (items.length === 0) {
    throw new AppError({
      kind: 'notFound',
      code: 'Gtin.NoItem',
      codes: ['Gtin.NoItem'],
      title: `No item carries GTIN ${gtin}`,
      detail: `No item carries GTIN ${gtin} (attribute ${code}).`,
    });
  }
  const total = Math.max(items.length, ...pages.map((p) => p.totalCount));
  throw new AppError({
    kind: 'conflict',
    code: 'Gtin.Ambiguous',
    codes: ['Gtin.Ambiguous'],
    title: `${total} items carry GTIN ${gtin}`,
    detail: `${total} items carry GTIN ${gtin} (attribute ${code}): ${items.map((i) => i.itemNumber).join(', ')}${total > items.length ? ', …' : ''}. Give each item its own GTIN, or look the item up by number.`,
  });
}

/** What a scanned label or barcode opens: the item, the batch the label names, and what deserves a second look. */
export interface ScannedItem {
  item: Item;
  /** Null when the scan was the item's own number (one that merely looks like a GTIN). */
  gtin: string | null;
  label: Gs1Data | null;
  warnings: string[];
}

async function itemByNumber(client: ErpClient, itemNumber: string): Promise<Item | null> {
  try {
    return await client.preview.items.get(itemNumber);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'notFound') return null;
    throw error;
  }
}

const labelProblem = (code: string, message: string, title = 'This label cannot be read') =>
  new AppError({ kind: 'validation', code, codes: [code], title, detail: message, fieldErrors: [] });

/**
 * A scan that is a GS1 label or a plain GTIN (a scan of an item number is no business of this):
 * the item its GTIN names. A label's problem (bad check digit, unknown AI, cut short) is refused
 * with its sentence; a label without a GTIN (an SSCC alone) is refused saying so.
 */
export async function findItemByScan(client: ErpClient, attribute: string, code: string, today: string): Promise<ScannedItem> {
  const scanned = code.trim();
  if (!isGs1(scanned)) {
    const kind = gtinKind(scanned);
    if (!kind) throw labelProblem('Gs1.NotGs1', `${scanned} is not a GS1 label and not a GTIN.`, 'Not a GS1 label');
    // An item number of 8, 12, 13 or 14 digits can pass a GTIN's check digit (one in ten does): the item number wins.
    const byNumber = await itemByNumber(client, scanned);
    if (byNumber) return { item: byNumber, gtin: null, label: null, warnings: [] };
    return { item: await findItemByGtin(client, attribute, scanned), gtin: scanned, label: null, warnings: [] };
  }
  const result = parseGs1(scanned, { today });
  if (!result.ok) throw labelProblem(`Gs1.${result.problem.code}`, result.problem.message);
  const gtin = result.data.gtin ?? result.data.content;
  if (!gtin) {
    const what = result.data.sscc ? `the SSCC ${result.data.sscc} of a logistic unit` : result.data.elements.map((e) => `(${e.ai})`).join('');
    throw labelProblem('Gs1.NoGtin', `This label names no item: it carries ${what}, but no GTIN (AI 01 or 02).`, 'No GTIN on this label');
  }
  const item = await findItemByGtin(client, attribute, gtin);
  return { item, gtin, label: result.data, warnings: result.warnings.map((w) => w.message) };
}

/** What a scanned label says of the goods besides the item, as both the stock lookup and the receipt answer it. */
export function labelFactsOf(found: ScannedItem): { batchNumber: string | null; serialNumber: string | null; expiryDate: string | null; warnings: string[] } {
  return {
    batchNumber: found.label?.batch ?? null,
    serialNumber: found.label?.serial ?? null,
    expiryDate: found.label?.expiry ?? null,
    warnings: found.warnings,
  };
}
