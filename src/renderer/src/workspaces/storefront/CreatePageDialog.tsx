import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ContentPageView } from '@shared/contract/storefront';
import { useWrite } from '../../api/useWrite';
import { useFieldErrors } from '../../components/field-errors';
import { AppModal } from '../../components/overlay/AppModal';
import { ProblemAlert } from '../../components/ProblemAlert';
import { pageFieldLabels, pageTypeOptions, slugProblem } from './page-fields';

/** A new, unpublished content page: title, address and type; sections come after. */
export function CreatePageDialog({ channelCode, taken, onClose, onCreated }: { channelCode: string; taken: string[]; onClose: () => void; onCreated: (page: ContentPageView) => void }) {
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [pageType, setPageType] = useState<'Page' | 'BlogPost' | 'NewsPost'>('Page');
  const create = useWrite('storefront.createPage', { invalidates: ['storefront.pages'] });
  const errorFor = useFieldErrors(create.error);
  const problem = slugProblem(slug, taken);
  return (
    <AppModal opened onClose={onClose} title="New content page">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          create.send({ channelCode, title, slug, pageType }, onCreated);
        }}
      >
        <Stack gap="sm" data-testid="create-page">
          <TextInput label={pageFieldLabels.title} required data-autofocus value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={errorFor('title')} maxLength={200} />
          <TextInput
            label={pageFieldLabels.slug}
            required
            description={`Visitors find the page at /p/${slug || '…'}; it cannot be changed later.`}
            value={slug}
            onChange={(e) => setSlug(e.currentTarget.value)}
            error={problem ?? errorFor('slug')}
          />
          <Select label="Type" data={pageTypeOptions} value={pageType} onChange={(v) => v && setPageType(v as typeof pageType)} allowDeselect={false} />
          <ProblemAlert error={create.error} shownFields={['title', 'slug']} labels={pageFieldLabels} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} disabled={!title.trim() || !slug || !!problem}>
              Create page
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
