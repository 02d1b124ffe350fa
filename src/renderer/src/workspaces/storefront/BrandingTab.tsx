import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import IconUpload from '@tabler/icons-react/dist/esm/icons/IconUpload.mjs';
import { useMemo, useState } from 'react';
import { contrastIssues } from '@shared/domain/contrast';
import type { Branding, ChannelView, PublishResult } from '@shared/contract/storefront';
import { useCall } from '../../api/hooks';
import { useWrite } from '../../api/useWrite';
import { useFieldErrors } from '../../components/field-errors';
import { ProblemAlert } from '../../components/ProblemAlert';
import { brandingLabels, brandingPatch, colourMembers } from './branding-draft';
import { BrandColourInput } from './BrandColourInput';
import { BrandingHistoryList } from './BrandingHistoryList';
import { ContrastFindings } from './ContrastFindings';
import { CssEditor } from './CssEditor';
import { PreviewFrame } from './PreviewFrame';
import { PublishResultDialog } from './PublishResultDialog';

const shownFields = ['primaryColor', 'textColor', 'backgroundColor', 'customCss', 'borderRadius', 'fontBody', 'fontHeading'];

/** Colours, fonts, corner radius and custom CSS of a channel, previewed live before publishing. */
export function BrandingTab({ channel }: { channel: ChannelView }) {
  const [draft, setDraft] = useState<Branding>(channel.branding);
  const [result, setResult] = useState<PublishResult | null>(null);
  // A newly published (or restored) branding becomes the draft: the editor shows the CSS as stored.
  const [base, setBase] = useState(channel.branding);
  if (base !== channel.branding) {
    setBase(channel.branding);
    setDraft(channel.branding);
  }
  const assortment = useCall('storefront.assortment', { channelCode: channel.channelCode });
  const publish = useWrite('storefront.publishBranding', { invalidates: ['storefront.channel', 'storefront.brandingHistory'] });
  const errorFor = useFieldErrors(publish.error);
  const patch = useMemo(() => brandingPatch(channel.branding, draft), [channel.branding, draft]);
  const changed = Object.keys(patch).length > 0;
  const issues = contrastIssues(draft);
  const set = (member: keyof Branding) => (value: string) => setDraft((d) => ({ ...d, [member]: value }));
  const tokenMissing = !channel.adminPreviewTokenStored;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" data-testid="branding-editor">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
          {colourMembers.map((m) => (
            <BrandColourInput key={m} label={brandingLabels[m]} value={draft[m] ?? ''} onChange={set(m)} error={errorFor(m)} />
          ))}
          <TextInput label={brandingLabels.fontBody} value={draft.fontBody ?? ''} onChange={(e) => set('fontBody')(e.currentTarget.value)} error={errorFor('fontBody')} placeholder="e.g. Inter, sans-serif" />
          <TextInput label={brandingLabels.fontHeading} value={draft.fontHeading ?? ''} onChange={(e) => set('fontHeading')(e.currentTarget.value)} error={errorFor('fontHeading')} placeholder="e.g. Georgia, serif" />
          <TextInput label={brandingLabels.borderRadius} value={draft.borderRadius ?? ''} onChange={(e) => set('borderRadius')(e.currentTarget.value)} error={errorFor('borderRadius')} placeholder="e.g. 8px" />
        </SimpleGrid>
        <CssEditor label={brandingLabels.customCss} value={draft.customCss ?? ''} onChange={set('customCss')} error={errorFor('customCss')} />
        <ContrastFindings issues={issues} />
        {tokenMissing && (
          <Text size="sm" c="dimmed">
            Publishing needs this channel's admin-preview token: enter it in Connections, on the active connection.
          </Text>
        )}
        <ProblemAlert error={publish.error} shownFields={shownFields} labels={brandingLabels} />
        <Group justify="space-between">
          <Button variant="default" disabled={!changed} onClick={() => setDraft(channel.branding)}>
            Discard changes
          </Button>
          <Button leftSection={<IconUpload size={16} />} disabled={!changed || tokenMissing} loading={publish.isPending} onClick={() => publish.send({ channelCode: channel.channelCode, branding: patch }, setResult)}>
            {issues.length ? 'Publish despite low contrast' : 'Publish branding'}
          </Button>
        </Group>
        <BrandingHistoryList channelCode={channel.channelCode} draftCss={draft.customCss ?? ''} tokenMissing={tokenMissing} />
      </Stack>
      <Paper withBorder p="xs" style={{ alignSelf: 'start', position: 'sticky', top: 0 }}>
        <Group justify="space-between" mb={4}>
          <Title order={2} size="h5">
            Preview {changed ? '(draft, not published)' : ''}
          </Title>
          <Text size="xs" c="dimmed">
            {assortment.data ? 'The channel’s own products, prices and stock' : assortment.isLoading ? 'Loading products…' : 'Products could not be loaded'}
          </Text>
        </Group>
        <PreviewFrame branding={draft} channel={channel} rows={assortment.data?.rows ?? []} />
      </Paper>
      {result && <PublishResultDialog result={result} onClose={() => setResult(null)} />}
    </SimpleGrid>
  );
}
