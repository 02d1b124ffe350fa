import { Badge, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { QuoteDetail } from '@shared/contract/configurator';
import { useWrite } from '../../api/useWrite';
import { day, label, when } from '../../components/format';
import { ProblemAlert } from '../../components/ProblemAlert';
import { ExpiryBadge } from './ExpiryBadge';
import { DocumentTotals } from './DocumentTotals';
import { LinesTable } from './LinesTable';
import { PdfButton } from '../../components/PdfButton';

export interface QuoteViewProps {
  quote: QuoteDetail;
  /** The quote as the ERP answered a send. */
  onChange: (quote: QuoteDetail) => void;
  onClose: () => void;
  onOpenConfiguration?: (configurationNumber: string) => void;
}

function QuoteSummary({ quote, onOpenConfiguration }: Pick<QuoteViewProps, 'quote' | 'onOpenConfiguration'>) {
  const currency = quote.currencyCode;
  return (
    <Stack gap="xs" data-testid="quote-summary" data-quote={quote.quoteNumber}>
      <Group gap="xs">
        <Text fw={700}>{quote.quoteNumber}</Text>
        <Badge variant="light" data-testid="quote-status">
          {label(quote.status)}
        </Badge>
        <ExpiryBadge quote={quote} />
        <Text size="sm" c="dimmed">
          {quote.customerName ?? quote.customerNumber} · valid until {day(quote.validUntil)}
          {quote.contactName ? ` · ${quote.contactName}` : ''}
        </Text>
      </Group>
      {quote.title && <Text size="sm">{quote.title}</Text>}
      <LinesTable lines={quote.lines} currency={currency} onOpenConfiguration={onOpenConfiguration} />
      <DocumentTotals document={quote} testId="quote" />
      {quote.sentAt && (
        <Text size="sm" data-testid="quote-sent">
          Sent {when(quote.sentAt)}
          {quote.emailSentTo ? `, e-mailed to ${quote.emailSentTo}` : ', not e-mailed'}
        </Text>
      )}
    </Stack>
  );
}

const ACTIONS = [
  ['accept', 'Accept'],
  ['decline', 'Decline'],
  ['convert', 'Convert to order'],
] as const;

/** Accept, decline, convert: offered only where the ERP has them (row 335), else disabled with the reason. */
function AnswerActions({ quote }: { quote: QuoteDetail }) {
  // Actions off for the same reason share one sentence.
  const reasons = new Map<string, string[]>();
  for (const [key, text] of ACTIONS) {
    const reason = quote.actions[key].reason;
    if (reason) reasons.set(reason, [...(reasons.get(reason) ?? []), text]);
  }
  return (
    <Stack gap={4}>
      <Group gap="xs">
        {ACTIONS.map(([key, text]) => (
          <Button key={key} size="xs" variant="default" disabled={quote.actions[key].offered === false} aria-describedby="quote-actions-reason">
            {text}
          </Button>
        ))}
      </Group>
      <Stack gap={0} id="quote-actions-reason" data-testid="quote-actions-reason">
        {[...reasons].map(([reason, names]) => (
          <Text key={reason} size="xs" c="dimmed">
            {names.join(', ')}: {reason}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * A quote with its lines, VAT and totals; a draft can be sent from here. The send keeps its
 * operation id until the ERP answers, so a retry after a lost answer sends nothing twice.
 */
export function QuoteView({ quote, onChange, onClose, onOpenConfiguration }: QuoteViewProps) {
  const [email, setEmail] = useState(true);
  const send = useWrite('configurator.sendQuote', { invalidates: ['configurator.quotes', 'configurator.quote'] });
  const draft = quote.status === 'Draft';
  const sendNow = () => send.send({ quoteNumber: quote.quoteNumber, sendEmail: email }, { onSuccess: onChange });
  return (
    <Stack gap="sm">
      <QuoteSummary quote={quote} onOpenConfiguration={onOpenConfiguration} />
      <AnswerActions quote={quote} />
      {draft && (
        <>
          <Checkbox
            label="E-mail the quote to the contact, or else to the customer's invoice address"
            checked={email}
            onChange={(e) => setEmail(e.currentTarget.checked)}
            data-autofocus
          />
          <ProblemAlert error={send.error} />
        </>
      )}
      <Group justify="flex-end">
        <PdfButton name="configurator.quotePdf" input={{ quoteNumber: quote.quoteNumber }} label="Quote PDF" />
        <Button variant="default" onClick={onClose} data-autofocus={draft ? undefined : true}>
          {draft ? 'Keep as draft' : 'Done'}
        </Button>
        {draft && (
          <Button loading={send.isPending} onClick={sendNow}>
            {email ? 'Send and e-mail' : 'Mark as sent'}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
