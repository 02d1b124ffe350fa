/**
 * Field names as the user sees them. Requests and the ERP name fields by identifier
 * ("warehouseCode", "lines[2].quantity"); screens show labels ("Warehouse", "line 3, Quantity").
 * Each form declares its labels once (field path -> label, list fields as "lines[].quantity");
 * every message about a field goes through here, so no identifier reaches a person.
 */
export type FieldLabels = Readonly<Record<string, string>>;

/** "$.Lines.2.Quantity" -> "lines[2].quantity": one spelling to compare field names in. */
export function normaliseFieldName(field: string): string {
  return field
    .trim()
    .replace(/^\$\.?/, '')
    .replace(/\.(\d+)(?=\.|$)/g, '[$1]')
    .toLowerCase();
}

/** "unitPrice" -> "Unit price", "Idempotency-Key" -> "Idempotency key": the fallback for a field no form labelled. */
function humanise(identifier: string): string {
  const words = identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'This value';
}

function lookup(labels: FieldLabels, key: string): string | undefined {
  const wanted = normaliseFieldName(key);
  for (const [name, label] of Object.entries(labels)) if (normaliseFieldName(name) === wanted) return label;
  return undefined;
}

/** The original spelling of a path without its "$." prefix, so a fallback can still split camelCase. */
function plainPath(field: string): string {
  return field
    .trim()
    .replace(/^\$\.?/, '')
    .replace(/\.(\d+)(?=\.|$)/g, '[$1]');
}

const listEntry = /^([^[\].]+)\[(\d+)\](?:\.(.+))?$/;

/**
 * The label of one field path. Lists count from 1 on screen, the ERP from 0: lines[2].quantity
 * is "line 3, Quantity". A list's row noun is its "lines[]" label, else its name in the singular.
 */
export function fieldLabel(field: string, labels: FieldLabels = {}): string {
  const path = plainPath(field);
  const direct = lookup(labels, path);
  if (direct) return direct;
  const entry = listEntry.exec(path);
  if (entry) {
    const [, list, index, rest] = entry as unknown as [string, string, string, string | undefined];
    const noun = lookup(labels, `${list}[]`) ?? humanise(list).toLowerCase().replace(/s$/, '');
    const row = `${noun} ${Number(index) + 1}`;
    if (!rest) return row;
    return `${row}, ${lookup(labels, `${list}[].${rest}`) ?? fieldLabel(rest)}`;
  }
  return humanise(path.split('.').pop() ?? path);
}

/** The label without its row: "line 3, Quantity" -> "Quantity" (for a message shown under that very field). */
export function shortFieldLabel(field: string, labels: FieldLabels = {}): string {
  const label = fieldLabel(field, labels);
  return label.includes(', ') ? label.slice(label.lastIndexOf(', ') + 2) : label;
}

/** "Check Supplier; line 3, Quantity and line 4, Unit." (each label once): where to look when something was refused. */
export function checkSentence(labelsShown: readonly string[]): string {
  const named = [...new Set(labelsShown)];
  if (named.length === 0) return '';
  const list = named.length > 1 ? `${named.slice(0, -1).join('; ')} and ${named.at(-1)}` : named[0]!;
  return asSentence(`Check ${list}`);
}

/** A trimmed sentence that starts with a capital and ends with its full stop. */
export function asSentence(text: string | null | undefined): string {
  const t = (text ?? '').trim();
  if (!t) return '';
  const capital = t[0]!.toUpperCase() + t.slice(1);
  return /[.!?…]["')\]]*$/.test(capital) ? capital : `${capital}.`;
}

/** Sentences in a row, each with its full stop and one space between: never "positive.The". */
export function joinSentences(...parts: readonly (string | null | undefined)[]): string {
  return parts.map(asSentence).filter(Boolean).join(' ');
}

const quotedName = /(['"`])([A-Za-z_$][\w$-]*(?:\[\d+\])?(?:\.[A-Za-z_$][\w$]*(?:\[\d+\])?)*)\1/g;
const listPath = /\b[A-Za-z_$][\w$]*\[\d+\](?:\.[A-Za-z_$][\w$]*)*/g;

function looksLikeIdentifier(name: string, labels: FieldLabels): boolean {
  return /[a-z][A-Z]|\[\d+\]|\./.test(name) || lookup(labels, name) !== undefined;
}

/**
 * ERP and validation texts quote field identifiers ("'lines[2].quantity' must be greater than
 * zero"); each becomes its label. `self`, the field a message is shown under, becomes its short
 * label, so the message does not repeat the row it already stands in.
 */
export function speakFields(text: string, labels: FieldLabels = {}, self?: string): string {
  const name = (field: string) => (self && normaliseFieldName(field) === normaliseFieldName(self) ? shortFieldLabel(field, labels) : fieldLabel(field, labels));
  return text
    .replace(quotedName, (whole, _q: string, field: string) => (looksLikeIdentifier(field, labels) ? name(field) : whole))
    .replace(listPath, (field) => name(field))
    .replace(/\b[a-z]+[A-Z][A-Za-z]*\b/g, (word) => lookup(labels, word) ?? word);
}
