import { sectionIdOf, type SectionFields } from '@shared/domain/content-sections';
import type { SectionInput } from '@shared/contract/storefront';
import type { CollisionField } from '../../drafts/ChangedMeanwhile';
import { pageFieldLabels, pageTypeOptions, sectionTypeLabels } from './page-fields';

/** ChangedMeanwhile rows of a page's details. */
export const detailsCollisionFields: CollisionField[] = [
  { key: 'title', label: pageFieldLabels.title },
  { key: 'pageType', label: pageFieldLabels.pageType, format: (v) => pageTypeOptions.find((o) => o.value === v)?.label ?? String(v) },
  { key: 'metaDescription', label: pageFieldLabels.metaDescription },
  { key: 'showInNavigation', label: pageFieldLabels.showInNavigation, format: (v) => (v ? 'Yes' : 'No') },
  { key: 'sortOrder', label: pageFieldLabels.sortOrder },
  { key: 'tags', label: pageFieldLabels.tags },
];

const typeLabel = (type: string) => sectionTypeLabels[type as keyof typeof sectionTypeLabels] ?? type;

/** "Text “Layers”", or "Removed" for a section one side no longer has. */
function sectionSummary(value: unknown): string {
  if (!value) return 'Removed';
  const s = value as SectionInput;
  return s.title ? `${typeLabel(s.type)} “${s.title}”` : typeLabel(s.type);
}

/**
 * ChangedMeanwhile rows of a page's sections: one per section either side changed, named by
 * its title as any side has it, and the order of the sections.
 */
export function sectionCollisionFields(keys: readonly string[], sides: readonly SectionFields[]): CollisionField[] {
  const byId = new Map<string, SectionInput>();
  for (const side of sides) for (const [k, v] of Object.entries(side)) if (v && sectionIdOf(k)) byId.set(sectionIdOf(k)!, v as SectionInput);
  return keys.map((key) => {
    if (key === 'order')
      return {
        key,
        label: 'Order of sections',
        format: (v) => ((v as string[] | undefined) ?? []).map((id) => sectionSummary(byId.get(id))).join(', ') || '–',
      };
    const section = byId.get(sectionIdOf(key) ?? '');
    return { key, label: `Section ${section ? sectionSummary(section) : ''}`.trim(), format: sectionSummary };
  });
}
