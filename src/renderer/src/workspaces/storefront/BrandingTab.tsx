import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import IconUpload from '@tabler/icons-react/dist/esm/icons/IconUpload.mjs';
import { useState } from 'react';
import { contrastIssues } from '@shared/domain/contrast';
import { changedFields, rebase, threeWay } from '@shared/domain/merge-patch';
import type { Branding, BrandingMember, ChannelView, PublishResult } from '@shared/contract/storefront';
import { useCall } from '../../api/hooks';
import { useWrite } from '../../api/useWrite';
import { useFieldErrors } from '../../components/field-errors';
import { ProblemAlert } from '../../components/ProblemAlert';
import { ChangedMeanwhile, type Winners } from '../../drafts/ChangedMeanwhile';
import { DraftNotice, DraftStatus } from '../../drafts/DraftNotice';
import { useDraft } from '../../drafts/useDraft';
import { brandingCollisionFields, brandingLabels, colourMembers } from './branding-fields';
import { BrandColourInput } from './BrandColourInput';
import { BrandingHistoryList } from './BrandingHistoryList';
import { ContrastFindings } from './ContrastFindings';
import { CssEditor } from './CssEditor';
import { PreviewFrame } from './PreviewFrame';
import { PublishResultDialog } from './PublishResultDialog';
import { Busy } from '../../components/Busy';

const shownFields = ['primaryColor', 'textColor', 'backgroundColor', 'customCss', 'borderRadius', 'fontBody', 'fontHeading'];

/**
 * Colours, fonts, corner radius and custom CSS of a channel, previewed live before publishing.
 * The form is a draft of the channel's branding: leaving the tab or the workspace keeps it.
 */
export function BrandingTab({ channel }: { channel: ChannelView }) {
  const code = channel.channelCode;
  const draft = useDraft<Branding>({ editor: 'storefront.branding', recordKey: code, label: `Branding of ${channel.name ?? code}`, initial: channel.branding });
  const [result, setResult] = useState<PublishResult | null>(null);
  const [winners, setWinners] = useState<Winners>({});
  const assortment = useCall('storefront.assortment', { channelCode: code });
  const publish = useWrite('storefront.publishBranding', { invalidates: ['storefront.channel', 'storefront.brandingHistory'] });
  const errorFor = useFieldErrors(publish.error);
  if (!draft.ready) return <Busy size="sm" label="Loading the branding draft" />;

  const merge = draft.changedMeanwhile ? threeWay(draft.base, draft.value, channel.branding) : null;
  // A colleague's values show where only they changed a member; one both changed shows the user's.
  const value = merge ? rebase(draft.value, channel.branding, merge) : draft.value;
  const issues = contrastIssues(value);
  // An emptied field clears the member: null is what the ERP takes for "not set".
  const set = (member: BrandingMember) => (next: string) => draft.set((d) => ({ ...d, [member]: next === '' ? null : next }));
  const tokenMissing = !channel.adminPreviewTokenStored;

  const send = () => {
    // After a colleague's publish the edit continues from their branding: only the user's own changes go.
    const base = merge ? channel.branding : draft.base;
    const mine = merge ? rebase(draft.value, channel.branding, merge, winners) : draft.value;
    if (merge) draft.rebase(base, mine);
    publish.send(
      { channelCode: code, branding: changedFields(base, mine) },
      {
        onSuccess: (published) => {
          // The form continues from what the ERP now serves (its CSS may drop lines), not from what was sent:
          // the channel's re-read may land before or after this, and must not leave the sent CSS standing.
          draft.done(published.published.branding);
          setWinners({});
          setResult(published);
        },
      },
    );
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" data-testid="branding-editor">
      <Stack gap="sm">
        <DraftNotice draft={draft} />
        {merge && (
          <ChangedMeanwhile
            fields={brandingCollisionFields}
            merge={merge}
            base={draft.base}
            mine={draft.value}
            current={channel.branding}
            winners={winners}
            onChoose={(key, side) => setWinners((w) => ({ ...w, [key]: side }))}
          />
        )}
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
          {colourMembers.map((m) => (
            <BrandColourInput key={m} label={brandingLabels[m]} value={value[m] ?? ''} onChange={set(m)} error={errorFor(m)} />
          ))}
          <TextInput
            label={brandingLabels.fontBody}
            value={value.fontBody ?? ''}
            onChange={(e) => set('fontBody')(e.currentTarget.value)}
            error={errorFor('fontBody')}
            placeholder="e.g. Inter, sans-serif"
          />
          <TextInput
            label={brandingLabels.fontHeading}
            value={value.fontHeading ?? ''}
            onChange={(e) => set('fontHeading')(e.currentTarget.value)}
            error={errorFor('fontHeading')}
            placeholder="e.g. Georgia, serif"
          />
          <TextInput
            label={brandingLabels.borderRadius}
            value={value.borderRadius ?? ''}
            onChange={(e) => set('borderRadius')(e.currentTarget.value)}
            error={errorFor('borderRadius')}
            placeholder="e.g. 8px"
          />
        </SimpleGrid>
        <CssEditor label={brandingLabels.customCss} value={value.customCss ?? ''} onChange={set('customCss')} error={errorFor('customCss')} />
        <ContrastFindings issues={issues} />
        {tokenMissing && (
          <Text size="sm" c="dimmed">
            Publishing needs this channel's admin-preview token: enter it in Connections, on the active connection.
          </Text>
        )}
        <ProblemAlert error={publish.error} shownFields={shownFields} labels={brandingLabels} />
        <Group justify="space-between">
          <Group gap="sm">
            <Button variant="default" disabled={!draft.dirty} onClick={draft.discard}>
              Discard changes
            </Button>
            <DraftStatus keptAt={draft.keptAt} />
          </Group>
          <Button leftSection={<IconUpload size={16} />} disabled={!draft.dirty || tokenMissing} loading={publish.isPending} onClick={send}>
            {merge ? 'Publish my changes anyway' : issues.length ? 'Publish despite low contrast' : 'Publish branding'}
          </Button>
        </Group>
        <BrandingHistoryList channelCode={code} draftCss={value.customCss ?? ''} tokenMissing={tokenMissing} />
      </Stack>
      <Paper withBorder p="xs" style={{ alignSelf: 'start', position: 'sticky', top: 0 }}>
        <Group justify="space-between" mb={4}>
          <Title order={2} size="h5">
            Preview {draft.dirty ? '(draft, not published)' : ''}
          </Title>
          <Text size="xs" c="dimmed">
            {assortment.data ? 'The channel’s own products, prices and stock' : assortment.isLoading ? 'Loading products…' : 'Products could not be loaded'}
          </Text>
        </Group>
        <PreviewFrame branding={value} channel={channel} rows={assortment.data?.rows ?? []} />
      </Paper>
      {result && <PublishResultDialog result={result} onClose={() => setResult(null)} />}
    </SimpleGrid>
  );
}
