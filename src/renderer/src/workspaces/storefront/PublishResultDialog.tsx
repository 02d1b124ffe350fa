import { Alert, Stack, Text } from '@mantine/core';
import type { PublishResult } from '@shared/contract/storefront';
import { when } from '../../components/format';
import { AppModal } from '../../components/overlay/AppModal';
import { DoneFooter } from '../../components/overlay/DoneFooter';
import { ContrastFindings } from './ContrastFindings';
import { CssDiffView } from './CssDiffView';

/** After a publish: what the ERP kept of the custom CSS, with every dropped line highlighted. */
export function PublishResultDialog({ result, onClose }: { result: PublishResult; onClose: () => void }) {
  const dropped = result.cssDiff.filter((l) => l.kind === 'dropped').length;
  return (
    <AppModal opened onClose={onClose} title={`Published ${when(result.published.publishedAt)}`} size="xl">
      <Stack gap="sm" data-testid="publish-result">
        {result.cssChanged ? (
          <Alert color="orange" title={dropped === 1 ? 'The ERP dropped 1 line of your CSS' : `The ERP dropped ${dropped} lines of your CSS`}>
            Lines marked − were sent but not stored; the storefront runs the CSS as stored.
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
