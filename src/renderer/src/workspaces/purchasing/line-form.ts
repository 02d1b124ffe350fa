import type { LineEdit, OrderDetail, OrderLine } from '@shared/contract/purchasing';
import type { CollisionField } from '../../drafts/ChangedMeanwhile';

/**
 * The Edit lines form as one flat record, `"<line>.<field>"` → text, so a draft, its base and
 * the order as it is now meet field by field (changedFields, threeWay) across every line.
 */
export type LineForm = Record<string, string>;

export const lineFields = ['quantity', 'expectedDate', 'promisedDate'] as const;
type LineField = (typeof lineFields)[number];
const fieldLabels: Record<LineField, string> = { quantity: 'quantity', expectedDate: 'expected date', promisedDate: 'promised date' };

export const formKey = (lineNumber: number, field: LineField) => `${lineNumber}.${field}`;

export const editableLines = (order: OrderDetail): OrderLine[] => order.lines.filter((l) => l.status !== 'Closed' && l.status !== 'Received');

export function lineForm(order: OrderDetail): LineForm {
  return Object.fromEntries(editableLines(order).flatMap((l) => lineFields.map((f) => [formKey(l.lineNumber, f), l[f] ?? ''])));
}

/**
 * The changes from `base` to `mine`, one per changed line, each with only its changed fields and
 * what they were in `base` (main refuses the edit when a colleague changed one of them since).
 */
export function lineEditsOf(lines: readonly OrderLine[], base: LineForm, mine: LineForm): LineEdit[] {
  return lines.flatMap((l) => {
    const edit: LineEdit = { lineNumber: l.lineNumber, was: {} };
    for (const f of lineFields) {
      const key = formKey(l.lineNumber, f);
      const now = mine[key] ?? '';
      const was = base[key] ?? '';
      if (now === was) continue;
      // A cleared date is null (the ERP clears it); a quantity is never cleared.
      if (f === 'quantity') edit.quantity = now;
      else edit[f] = now || null;
      edit.was![f] = was || null;
    }
    return Object.keys(edit.was!).length > 0 ? [edit] : [];
  });
}

/** How the collision panel names each field: "Line 2 quantity". */
export function collisionFields(lines: readonly OrderLine[]): CollisionField[] {
  return lines.flatMap((l) => lineFields.map((f) => ({ key: formKey(l.lineNumber, f), label: `Line ${l.lineNumber} ${fieldLabels[f]}` })));
}
