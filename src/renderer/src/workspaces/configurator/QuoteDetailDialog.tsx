import { Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QuoteDetail } from '@shared/contract/configurator';
import { queryKeyOf, useCall } from '../../api/hooks';
import { AppModal } from '../../components/overlay/AppModal';
import { ProblemAlert } from '../../components/ProblemAlert';
import { QuoteView } from './QuoteView';
import { Busy } from '../../components/Busy';

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
  const body = useRef<HTMLDivElement>(null);
  const loaded = !!quote.data;
  useEffect(() => {
    // Opened while the quote was still read, the focus sat on the loading notice, now gone:
    // it moves to the quote's first choice, never to the close button a quick Enter would press.
    const active = document.activeElement;
    if (!loaded || (active && active !== document.body && body.current?.contains(active))) return;
    body.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [loaded]);
  return (
    <AppModal opened onClose={onClose} title={`Quote ${quoteNumber}`} size="lg" data-testid="quote-dialog">
      <div ref={body}>
        {quote.data ? (
          <QuoteView quote={quote.data} onChange={sent} onClose={onClose} onOpenConfiguration={onOpenConfiguration} />
        ) : quote.error ? (
          <ProblemAlert error={quote.error} />
        ) : (
          <Stack align="center" p="md" tabIndex={-1} data-autofocus>
            <Busy size="sm" label="Loading the quote" />
          </Stack>
        )}
      </div>
    </AppModal>
  );
}
