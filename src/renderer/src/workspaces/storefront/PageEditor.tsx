import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ActionOffer } from '@shared/contract/offers';
import type { ContentPageView, PageDetails } from '@shared/contract/storefront';
import { useWrite } from '../../api/useWrite';
import { ScopedButton } from '../../components/ScopedButton';
import { ConfirmDestructive } from '../../components/ConfirmDestructive';
import { useFieldErrors } from '../../components/field-errors';
import { when } from '../../components/format';
import { ProblemAlert } from '../../components/ProblemAlert';
import { ChangedMeanwhile } from '../../drafts/ChangedMeanwhile';
import { DraftNotice, DraftStatus } from '../../drafts/DraftNotice';
import { detailsCollisionFields, sectionCollisionFields } from './page-collisions';
import { PageDetailsFields } from './PageDetailsFields';
import { anyTooLong, pageDetailLimits, pageFieldLabels, sectionLimits } from './page-fields';
import { SectionListEditor } from './SectionListEditor';
import { usePageDrafts } from './usePageDrafts';
import { queryKeyOf } from '../../api/hooks';
import { Busy } from '../../components/Busy';

const sectionLabels = {
  'sections[]': 'section',
  'sections[].title': 'Title',
  'sections[].subtitle': 'Subtitle',
  'sections[].productNumbers': 'Products',
  'sections[].categoryCodes': 'Categories',
  'sections[].supplierNumbers': 'Suppliers',
};
const metadataFields = ['title', 'metaDescription', 'tags', 'sortOrder'];

/**
 * One content page: its details, its sections in order, publish and delete. Details and sections
 * are drafts: closing the drawer keeps them, and "Publish" saves what the form shows first.
 */
export function PageEditor({
  channelCode,
  page,
  deleteOffer,
  onDeleted,
}: {
  channelCode: string;
  /** The page as the ERP has it now (the list refetched after every write). */
  page: ContentPageView;
  /** Delete is a call the description does not show: a server may lack it (row 167). */
  deleteOffer: ActionOffer;
  onDeleted: () => void;
}) {
  const edit = usePageDrafts(channelCode, page);
  const { details, sections } = edit;
  const [deleting, setDeleting] = useState(false);
  const client = useQueryClient();
  const invalidates = { invalidates: ['storefront.pages' as const] };
  const update = useWrite('storefront.updatePage', invalidates);
  const save = useWrite('storefront.saveSections', invalidates);
  const publish = useWrite('storefront.publishPage', invalidates);
  const errorFor = useFieldErrors(update.error ?? publish.error);
  // Refused because someone changed the page: the list is read again, so their values show beside the user's.
  const refused = [update.error, save.error, publish.error].find((e) => e?.kind === 'conflict') ?? null;
  useEffect(() => {
    if (refused) void client.invalidateQueries({ queryKey: queryKeyOf('storefront.pages') });
  }, [refused, client]);

  if (!details.ready || !sections.ready) return <Busy size="sm" label="Loading the page drafts" />;

  // A text past its limit is named at its field; nothing holding it is sent until it fits.
  const detailsTooLong = anyTooLong([pageDetailLimits(edit.detailsShown)]);
  const sectionsTooLong = anyTooLong(edit.sectionsShown.map(sectionLimits));
  const saveDetails = () => {
    if (detailsTooLong) return;
    const changed = edit.detailsToSend();
    if (changed) update.send({ channelCode, slug: page.slug, ...changed }, { onSuccess: (p) => edit.saved(p, { details: true, sections: false }) });
  };
  const saveSections = () => {
    if (sectionsTooLong) return;
    const changed = edit.sectionsToSend();
    if (changed) save.send({ channelCode, slug: page.slug, ...changed }, { onSuccess: (p) => edit.saved(p, { details: false, sections: true }) });
  };
  const publishAsShown = () => {
    if (detailsTooLong || sectionsTooLong) return;
    const changedDetails = edit.detailsToSend();
    const changedSections = edit.sectionsToSend();
    publish.send(
      { channelCode, slug: page.slug, ...changedDetails, ...changedSections },
      { onSuccess: (p) => edit.saved(p, { details: !!changedDetails, sections: !!changedSections }) },
    );
  };
  const unsaved = details.dirty || sections.dirty;

  return (
    <Stack gap="md" data-testid="page-editor">
      <Group gap="xs">
        <Text size="sm" ff="monospace">
          /p/{page.slug}
        </Text>
        {page.isPublished ? (
          <Badge color="teal" variant="light">
            Published {when(page.publishedAt)}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            Not published
          </Badge>
        )}
      </Group>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          saveDetails();
        }}
      >
        <Stack gap="xs">
          <Title order={3} size="h5">
            Details
          </Title>
          <DraftNotice draft={details} what="draft of the details" />
          {edit.detailsMerge && (
            <ChangedMeanwhile<PageDetails>
              fields={detailsCollisionFields}
              merge={edit.detailsMerge}
              base={details.base}
              mine={details.value}
              current={edit.current}
              winners={edit.detailsWinners}
              onChoose={edit.chooseDetails}
            />
          )}
          <PageDetailsFields value={edit.detailsShown} onChange={(patch) => details.set((d) => ({ ...d, ...patch }))} errorFor={errorFor} />
          <ProblemAlert error={update.error} shownFields={metadataFields} labels={pageFieldLabels} />
          <Group justify="space-between">
            <DraftStatus keptAt={details.keptAt} />
            <ScopedButton call="storefront.updatePage" type="submit" variant="light" disabled={!details.dirty || detailsTooLong} loading={update.isPending}>
              {edit.detailsMerge ? 'Save my details anyway' : 'Save details'}
            </ScopedButton>
          </Group>
        </Stack>
      </form>
      <Stack gap="xs">
        <Title order={3} size="h5">
          Sections
        </Title>
        <DraftNotice draft={sections} what="draft of the sections" />
        {edit.sectionsMerge && (
          <ChangedMeanwhile
            fields={sectionCollisionFields(
              [...edit.sectionsMerge.theirs, ...edit.sectionsMerge.conflicts],
              [edit.sectionSides.base, edit.sectionSides.mine, edit.sectionSides.current],
            )}
            merge={edit.sectionsMerge}
            base={edit.sectionSides.base}
            mine={edit.sectionSides.mine}
            current={edit.sectionSides.current}
            winners={edit.sectionWinners}
            onChoose={edit.chooseSection}
          />
        )}
        <SectionListEditor
          sections={edit.sectionsShown}
          onChange={(next) => sections.set(next)}
          channelCode={channelCode}
          error={save.error ?? publish.error}
        />
        <ProblemAlert error={save.error} labels={sectionLabels} />
        <Group justify="space-between">
          <DraftStatus keptAt={sections.keptAt} />
          <ScopedButton
            call="storefront.saveSections"
            variant="light"
            disabled={!sections.dirty || sectionsTooLong}
            loading={save.isPending}
            onClick={saveSections}
          >
            {edit.sectionsMerge ? 'Save my sections anyway' : 'Save sections'}
          </ScopedButton>
        </Group>
      </Stack>
      <ProblemAlert error={publish.error} shownFields={metadataFields} labels={{ ...pageFieldLabels, ...sectionLabels }} />
      <Group justify="space-between">
        <Group gap="xs">
          <ScopedButton call="storefront.deletePage" variant="subtle" color="red" disabled={deleteOffer.offered === false} onClick={() => setDeleting(true)}>
            Delete page
          </ScopedButton>
          {deleteOffer.reason && (
            <Text size="sm" c="dimmed" data-testid="delete-page-not-offered">
              {deleteOffer.reason}
            </Text>
          )}
        </Group>
        <Group gap="xs">
          {unsaved && (
            <Text size="sm" c="dimmed" id="publish-saves-first">
              Publishing saves your changes first.
            </Text>
          )}
          <ScopedButton
            call="storefront.publishPage"
            loading={publish.isPending}
            disabled={detailsTooLong || sectionsTooLong}
            onClick={publishAsShown}
            aria-describedby={unsaved ? 'publish-saves-first' : undefined}
          >
            {page.isPublished ? 'Publish again' : 'Publish page'}
          </ScopedButton>
        </Group>
      </Group>
      {deleting && (
        <ConfirmDestructive
          title={`Delete “${page.title}”?`}
          confirmLabel="Delete page"
          keepLabel="Keep the page"
          call="storefront.deletePage"
          input={{ channelCode, slug: page.slug }}
          write={invalidates}
          onClose={() => setDeleting(false)}
          // The page is gone: so is anything kept for it.
          onDone={() => (details.discard(), sections.discard(), onDeleted())}
          // Found missing on the ERP: the question closes and the button says why it is disabled.
          onRefused={(error) => error.kind === 'notOffered' && setDeleting(false)}
        >
          <Text size="sm">Visitors can no longer open /p/{page.slug}. This cannot be undone.</Text>
        </ConfirmDestructive>
      )}
    </Stack>
  );
}
