import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import type { ContentPageView } from '@shared/contract/storefront';
import { useWrite } from '../../api/useWrite';
import { useFieldErrors } from '../../components/field-errors';
import { AppModal } from '../../components/overlay/AppModal';
import { ProblemAlert } from '../../components/ProblemAlert';
import { DraftNotice } from '../../drafts/DraftNotice';
import { useDraft } from '../../drafts/useDraft';
import { newPageRecordKey } from './page-drafts';
import { pageDetailLimits, pageFieldLabels, pageTypeOptions, slugProblem } from './page-fields';
import { Busy } from '../../components/Busy';
import { limitShown } from '../../components/text-limit';

interface NewPage {
  title: string;
  slug: string;
  pageType: 'Page' | 'BlogPost' | 'NewsPost';
}

const blank: NewPage = { title: '', slug: '', pageType: 'Page' };

/**
 * A new, unpublished content page: title, address and type; sections come after. What was typed
 * is a draft of the channel's new page: closing the dialog keeps it.
 */
export function CreatePageDialog({
  channelCode,
  taken,
  onClose,
  onCreated,
}: {
  channelCode: string;
  taken: string[];
  onClose: () => void;
  onCreated: (page: ContentPageView) => void;
}) {
  const draft = useDraft<NewPage>({
    editor: 'storefront.newPage',
    recordKey: newPageRecordKey(channelCode),
    label: `New page of ${channelCode}`,
    initial: blank,
  });
  const create = useWrite('storefront.createPage', { invalidates: ['storefront.pages'] });
  const errorFor = useFieldErrors(create.error);
  const { title, slug, pageType } = draft.value;
  const edit = (patch: Partial<NewPage>) => draft.set((d) => ({ ...d, ...patch }));
  const problem = slugProblem(slug, taken);
  const titleLimit = pageDetailLimits({ title, metaDescription: '' }).title;
  return (
    <AppModal opened onClose={onClose} title="New content page">
      {!draft.ready ? (
        <Busy size="sm" label="Loading the new page draft" />
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (titleLimit.tooLong) return;
            create.send(
              { channelCode, title, slug, pageType },
              {
                onSuccess: (page) => {
                  draft.done(blank);
                  onCreated(page);
                },
              },
            );
          }}
        >
          <Stack gap="sm" data-testid="create-page">
            <DraftNotice draft={draft} />
            <TextInput
              label={pageFieldLabels.title}
              required
              data-autofocus
              value={title}
              onChange={(e) => edit({ title: e.currentTarget.value })}
              {...limitShown(titleLimit, errorFor('title'))}
            />
            <TextInput
              label={pageFieldLabels.slug}
              required
              description={`Visitors find the page at /p/${slug || '…'}; it cannot be changed later.`}
              value={slug}
              onChange={(e) => edit({ slug: e.currentTarget.value })}
              error={problem ?? errorFor('slug')}
            />
            <Select
              label="Type"
              data={pageTypeOptions}
              value={pageType}
              onChange={(v) => v && edit({ pageType: v as NewPage['pageType'] })}
              allowDeselect={false}
            />
            <ProblemAlert error={create.error} shownFields={['title', 'slug']} labels={pageFieldLabels} />
            <Group justify="flex-end">
              {/* Closing keeps what was typed as a draft; Discard (above, once restored) throws it away. */}
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              <Button type="submit" loading={create.isPending} disabled={!title.trim() || !slug || !!problem || !!titleLimit.tooLong}>
                Create page
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </AppModal>
  );
}
