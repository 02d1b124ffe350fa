import { Loader, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { QuoteDetail } from '@shared/contract/configurator';
import { queryKeyOf, useCall } from '../../api/hooks';
import { AppModal } from '../../components/overlay/AppModal';
import { ProblemAlert } from '../../components/ProblemAlert';
import { QuoteView } from './QuoteView';

export interface QuoteDetailDialogProps {
  quoteNumber: string;
  onClose: () => void;
  onOpenConfiguration: (configurationNumber: string) => void;
}

/** One quote from the list or the palette, read afresh (ETag) when opened. */
export function QuoteDetailDialog({ quoteNumber, onClose, onOpenConfiguration }: QuoteDetailDialogProps) {
  const client = useQueryClient();
  const quote = useCall('configurator.quote', { quoteNumber });
  const sent = (detail: QuoteDetail) => client.setQueryData(queryKeyOf('configurator.quote', { quoteNumber }), detail);
  return (
    <AppModal opened onClose={onClose} title={`Quote ${quoteNumber}`} size="lg" data-testid="quote-dialog">
      {quote.data ? (
        <QuoteView quote={quote.data} onChange={sent} onClose={onClose} onOpenConfiguration={onOpenConfiguration} />
      ) : quote.error ? (
        <ProblemAlert error={quote.error} />
      ) : (
        <Stack align="center" p="md">
          <Loader size="sm" aria-label="Loading the quote" />
        </Stack>
      )}
    </AppModal>
  );
}
