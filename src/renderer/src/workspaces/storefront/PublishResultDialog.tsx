import { Alert, Stack, Text } from '@mantine/core';
import type { PublishResult } from '@shared/contract/storefront';
import { diffCounts } from '@shared/domain/line-diff';
import { when } from '../../components/format';
import { AppModal } from '../../components/overlay/AppModal';
import { DoneFooter } from '../../components/overlay/DoneFooter';
import { ContrastFindings } from './ContrastFindings';
import { cssChangeTitle } from './css-change-title';
import { CssDiffView } from './CssDiffView';

/** After a publish: what the ERP kept of the custom CSS, counted from the diff shown below it. */
export function PublishResultDialog({ result, onClose }: { result: PublishResult; onClose: () => void }) {
  const counts = diffCounts(result.cssDiff);
  return (
    <AppModal opened onClose={onClose} title={`Published ${when(result.published.publishedAt)}`} size="xl">
      <Stack gap="sm" data-testid="publish-result">
        {result.cssChanged ? (
          <Alert color="orange" title={cssChangeTitle(counts)}>
            Lines marked − were sent but not stored{counts.changed + counts.added > 0 ? ', lines marked + were stored in their place' : ''}; the storefront runs
            the CSS as stored.
          </Alert>
        ) : (
          <Text size="sm">The ERP stored the custom CSS exactly as sent.</Text>
        )}
        <CssDiffView lines={result.cssDiff} label="Custom CSS sent against CSS stored" />
        <ContrastFindings issues={result.contrast} />
        <DoneFooter onClose={onClose} />
      </Stack>
    </AppModal>
  );
}
