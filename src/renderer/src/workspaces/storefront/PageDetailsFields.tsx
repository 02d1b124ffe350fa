import { Group, NumberInput, Select, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import type { PageDetails } from '@shared/contract/storefront';
import { pageDetailLimits, pageFieldLabels, pageTypeOptions } from './page-fields';
import { GrowingTextarea } from '../../components/GrowingTextarea';
import { limitShown } from '../../components/text-limit';

/** The inputs of a page's details; the values are the editor's draft. */
export function PageDetailsFields({
  value,
  onChange,
  errorFor,
}: {
  value: PageDetails;
  onChange: (patch: Partial<PageDetails>) => void;
  errorFor: (field: string) => string | undefined;
}) {
  const limits = pageDetailLimits(value);
  return (
    <Stack gap="xs">
      <TextInput
        label={pageFieldLabels.title}
        required
        value={value.title}
        onChange={(e) => onChange({ title: e.currentTarget.value })}
        {...limitShown(limits.title, errorFor('title'))}
      />
      <Group grow align="flex-start">
        <Select
          label={pageFieldLabels.pageType}
          data={pageTypeOptions}
          value={value.pageType}
          onChange={(v) => v && onChange({ pageType: v as PageDetails['pageType'] })}
          allowDeselect={false}
        />
        <NumberInput
          label={pageFieldLabels.sortOrder}
          min={0}
          max={1_000_000}
          allowDecimal={false}
          value={value.sortOrder}
          onChange={(v) => typeof v === 'number' && onChange({ sortOrder: v })}
          error={errorFor('sortOrder')}
        />
      </Group>
      <GrowingTextarea
        label={pageFieldLabels.metaDescription}
        minRows={2}
        value={value.metaDescription}
        onChange={(e) => onChange({ metaDescription: e.currentTarget.value })}
        {...limitShown(limits.metaDescription, errorFor('metaDescription'))}
      />
      <TagsInput label={pageFieldLabels.tags} value={value.tags} onChange={(tags) => onChange({ tags })} maxTags={20} error={errorFor('tags')} />
      <Switch
        label={pageFieldLabels.showInNavigation}
        checked={value.showInNavigation}
        onChange={(e) => onChange({ showInNavigation: e.currentTarget.checked })}
      />
    </Stack>
  );
}
