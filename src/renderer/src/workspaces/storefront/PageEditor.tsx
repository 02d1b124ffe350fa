import { Badge, Group, NumberInput, Select, Stack, Switch, TagsInput, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { ActionOffer } from '@shared/contract/offers';
import type { ContentPageView, SectionInput } from '@shared/contract/storefront';
import { useCommand } from '../../api/hooks';
import { useWrite } from '../../api/useWrite';
import { ScopedButton } from '../../components/ScopedButton';
import { ConfirmDestructive } from '../../components/ConfirmDestructive';
import { useFieldErrors } from '../../components/field-errors';
import { when } from '../../components/format';
import { ProblemAlert } from '../../components/ProblemAlert';
import { pageFieldLabels, pageTypeOptions } from './page-fields';
import { SectionListEditor } from './SectionListEditor';

const sectionLabels = { 'sections[]': 'section', 'sections[].title': 'Title', 'sections[].subtitle': 'Subtitle', 'sections[].productNumbers': 'Products', 'sections[].categoryCodes': 'Categories', 'sections[].supplierNumbers': 'Suppliers' };
const metadataFields = ['title', 'metaDescription', 'tags', 'sortOrder'];

/** One content page: its metadata, its sections in order, publish and delete. */
export function PageEditor({
  channelCode,
  page,
  deleteOffer,
  onChanged,
  onDeleted,
}: {
  channelCode: string;
  page: ContentPageView;
  /** Delete is a call the description does not show: a server may lack it (row 167). */
  deleteOffer: ActionOffer;
  onChanged: (page: ContentPageView) => void;
  onDeleted: () => void;
}) {
  const [meta, setMeta] = useState({ title: page.title, pageType: (page.pageType ?? 'Page') as 'Page' | 'BlogPost' | 'NewsPost', metaDescription: page.metaDescription ?? '', showInNavigation: page.showInNavigation, sortOrder: page.sortOrder ?? 0, tags: page.tags });
  const [sections, setSections] = useState<SectionInput[]>(page.sections);
  const [deleting, setDeleting] = useState(false);
  const invalidates = { invalidates: ['storefront.pages' as const] };
  const update = useCommand('storefront.updatePage', invalidates);
  const save = useCommand('storefront.saveSections', invalidates);
  const publish = useWrite('storefront.publishPage', invalidates);
  const remove = useCommand('storefront.deletePage', invalidates);
  const errorFor = useFieldErrors(update.error);
  const sectionsChanged = JSON.stringify(sections) !== JSON.stringify(page.sections);

  const saveSections = () =>
    save.mutate({ channelCode, slug: page.slug, sections: sections.map((s, i) => ({ ...s, sortOrder: i })) }, { onSuccess: (p) => { setSections(p.sections); onChanged(p); } });

  return (
    <Stack gap="md" data-testid="page-editor">
      <Group gap="xs">
        <Text size="sm" ff="monospace">/p/{page.slug}</Text>
        {page.isPublished ? <Badge color="teal" variant="light">Published {when(page.publishedAt)}</Badge> : <Badge color="gray" variant="light">Not published</Badge>}
      </Group>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          update.mutate({ channelCode, slug: page.slug, ...meta, metaDescription: meta.metaDescription || null }, { onSuccess: onChanged });
        }}
      >
        <Stack gap="xs">
          <Title order={3} size="h5">Details</Title>
          <TextInput label={pageFieldLabels.title} required value={meta.title} onChange={(e) => setMeta({ ...meta, title: e.currentTarget.value })} error={errorFor('title')} maxLength={200} />
          <Group grow align="flex-start">
            <Select label={pageFieldLabels.pageType} data={pageTypeOptions} value={meta.pageType} onChange={(v) => v && setMeta({ ...meta, pageType: v as typeof meta.pageType })} allowDeselect={false} />
            <NumberInput label={pageFieldLabels.sortOrder} min={0} max={1_000_000} allowDecimal={false} value={meta.sortOrder} onChange={(v) => setMeta({ ...meta, sortOrder: typeof v === 'number' ? v : 0 })} error={errorFor('sortOrder')} />
          </Group>
          <Textarea label={pageFieldLabels.metaDescription} autosize minRows={2} maxLength={300} value={meta.metaDescription} onChange={(e) => setMeta({ ...meta, metaDescription: e.currentTarget.value })} error={errorFor('metaDescription')} />
          <TagsInput label={pageFieldLabels.tags} value={meta.tags} onChange={(tags) => setMeta({ ...meta, tags })} maxTags={20} error={errorFor('tags')} />
          <Switch label={pageFieldLabels.showInNavigation} checked={meta.showInNavigation} onChange={(e) => setMeta({ ...meta, showInNavigation: e.currentTarget.checked })} />
          <ProblemAlert error={update.error} shownFields={metadataFields} labels={pageFieldLabels} />
          <Group justify="flex-end">
            <ScopedButton call="storefront.updatePage" type="submit" variant="light" loading={update.isPending}>Save details</ScopedButton>
          </Group>
        </Stack>
      </form>
      <Stack gap="xs">
        <Title order={3} size="h5">Sections</Title>
        <SectionListEditor sections={sections} onChange={setSections} channelCode={channelCode} error={save.error} />
        <ProblemAlert error={save.error} labels={sectionLabels} />
        <Group justify="flex-end">
          <ScopedButton call="storefront.saveSections" variant="light" disabled={!sectionsChanged} loading={save.isPending} onClick={saveSections}>Save sections</ScopedButton>
        </Group>
      </Stack>
      <ProblemAlert error={publish.error} />
      <Group justify="space-between">
        <Group gap="xs">
          <ScopedButton call="storefront.deletePage" variant="subtle" color="red" disabled={deleteOffer.offered === false} onClick={() => setDeleting(true)}>Delete page</ScopedButton>
          {deleteOffer.reason && <Text size="sm" c="dimmed" data-testid="delete-page-not-offered">{deleteOffer.reason}</Text>}
        </Group>
        <ScopedButton call="storefront.publishPage" disabled={sectionsChanged} title={sectionsChanged ? 'Save the sections first' : undefined} loading={publish.isPending} onClick={() => publish.send({ channelCode, slug: page.slug }, onChanged)}>
          {page.isPublished ? 'Publish again' : 'Publish page'}
        </ScopedButton>
      </Group>
      {deleting && (
        <ConfirmDestructive
          title={`Delete “${page.title}”?`}
          confirmLabel="Delete page"
          keepLabel="Keep the page"
          pending={remove.isPending}
          error={remove.error}
          onClose={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(
              { channelCode, slug: page.slug },
              // Found missing on the ERP: the question closes and the button says why it is disabled.
              { onSuccess: onDeleted, onError: (error) => error.kind === 'notOffered' && setDeleting(false) },
            )
          }
        >
          <Text size="sm">Visitors can no longer open /p/{page.slug}. This cannot be undone.</Text>
        </ConfirmDestructive>
      )}
    </Stack>
  );
}
