import type { SectionInput } from '../contract/storefront';
import type { Fields } from './merge-patch';

/**
 * A content page's section list as fields for merge-patch.ts: each section by its id, and the
 * order of the ids. So two people who change different sections both keep their change, and a
 * section both changed (or one removed while the other changed it) asks which wins. The ERP only
 * replaces the whole list (row 169): the list sent is the current one with the user's changes.
 */
export type SectionFields = Fields & { order: string[] };

const fieldOf = (id: string) => `section:${id}`;

/** Position is the order; `sortOrder` is derived from it when sending. */
function withoutPosition(section: SectionInput): SectionInput {
  const { sortOrder: _position, ...rest } = section;
  return rest as SectionInput;
}

/**
 * The fields of a list. `removedFrom`: the list it was edited from, so a section the user removed
 * counts as changed to nothing rather than as untouched.
 */
export function sectionFields(list: readonly SectionInput[], removedFrom: readonly SectionInput[] = []): SectionFields {
  const fields: Record<string, unknown> = {};
  for (const s of removedFrom) if (s.id) fields[fieldOf(s.id)] = null;
  for (const s of list) if (s.id) fields[fieldOf(s.id)] = withoutPosition(s);
  return { ...fields, order: list.flatMap((s) => (s.id ? [s.id] : [])) };
}

/** The list the fields describe, in their order. */
export function sectionsOf(fields: SectionFields): SectionInput[] {
  return fields.order.flatMap((id) => {
    const section = fields[fieldOf(id)];
    return section ? [section as SectionInput] : [];
  });
}

/** The section a field holds, for naming it ("order" is the order itself). */
export function sectionIdOf(field: string): string | null {
  return field.startsWith('section:') ? field.slice('section:'.length) : null;
}
