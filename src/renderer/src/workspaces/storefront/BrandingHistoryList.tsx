import { Button, ColorSwatch, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { PublishedBranding, PublishResult } from '@shared/contract/storefront';
import { lineDiff, linesDiffer } from '@shared/domain/line-diff';
import { useCall } from '../../api/hooks';
import { ConfirmDestructive } from '../../components/ConfirmDestructive';
import { when } from '../../components/format';
import { AppModal } from '../../components/overlay/AppModal';
import { DoneFooter } from '../../components/overlay/DoneFooter';
import { ProblemAlert } from '../../components/ProblemAlert';
import { CssDiffView } from './CssDiffView';
import { PublishResultDialog } from './PublishResultDialog';

/** Brandings published from this computer: compare one with the draft, or publish it again. */
export function BrandingHistoryList({ channelCode, draftCss, tokenMissing }: { channelCode: string; draftCss: string; tokenMissing: boolean }) {
  const history = useCall('storefront.brandingHistory', { channelCode });
  const [comparing, setComparing] = useState<PublishedBranding | null>(null);
  const [restoring, setRestoring] = useState<PublishedBranding | null>(null);
  const [result, setResult] = useState<PublishResult | null>(null);
  const entries = history.data?.entries ?? [];

  return (
    <Stack gap="xs" data-testid="branding-history">
      <Title order={2} size="h5">
        Published from this computer
      </Title>
      <ProblemAlert error={history.error} onRetry={() => void history.refetch()} />
      {entries.length === 0 && !history.isLoading && (
        <Text size="sm" c="dimmed">
          Nothing published from this computer yet for this channel.
        </Text>
      )}
      {entries.length > 0 && (
        <Table.ScrollContainer minWidth={420} mah={240}>
          <Table fz="sm" verticalSpacing={4}>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{when(entry.publishedAt)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" aria-label="Primary, background and text colour">
                      {[entry.branding.primaryColor, entry.branding.backgroundColor, entry.branding.textColor].map((c, i) =>
                        c ? <ColorSwatch key={i} color={c} size={16} title={c} /> : null,
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {!linesDiffer(entry.sentCss ?? '', entry.storedCss ?? '') ? (
                      ''
                    ) : (
                      <Text size="xs" c="var(--mantine-color-orange-text)">
                        CSS trimmed
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button size="compact-xs" variant="subtle" onClick={() => setComparing(entry)}>
                        Compare
                      </Button>
                      <Button size="compact-xs" variant="subtle" disabled={tokenMissing} onClick={() => setRestoring(entry)}>
                        Restore
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {comparing && (
        <AppModal opened onClose={() => setComparing(null)} title={`Custom CSS published ${when(comparing.publishedAt)} against the draft`} size="xl">
          <Stack gap="sm">
            <Text size="sm">Lines marked − are only in the earlier branding, + only in the draft.</Text>
            <CssDiffView lines={lineDiff(comparing.storedCss ?? '', draftCss)} label="Earlier custom CSS against the draft" meaning="compare" />
            <DoneFooter onClose={() => setComparing(null)} />
          </Stack>
        </AppModal>
      )}
      {restoring && (
        <ConfirmDestructive
          title="Publish this earlier branding again?"
          confirmLabel="Restore"
          keepLabel="Keep the current look"
          call="storefront.restoreBranding"
          input={{ channelCode, id: restoring.id }}
          write={{ invalidates: ['storefront.channel', 'storefront.brandingHistory'] }}
          onClose={() => setRestoring(null)}
          onDone={(r) => {
            setRestoring(null);
            setResult(r);
          }}
        >
          <Text size="sm">Every colour, font and the custom CSS of {when(restoring.publishedAt)} replace what visitors see now.</Text>
        </ConfirmDestructive>
      )}
      {result && <PublishResultDialog result={result} onClose={() => setResult(null)} />}
    </Stack>
  );
}
