import { Badge, Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { AppModal } from '../../components/overlay/AppModal';
import { useState } from 'react';
import type { QuoteDetail } from '@shared/contract/configurator';
import { useCall } from '../../api/hooks';
import { useWrite } from '../../api/useWrite';
import { useFieldErrors } from '../../components/field-errors';
import { ProblemAlert } from '../../components/ProblemAlert';
import { moneyOf } from '@shared/domain/money';
import { day, label, moneyText, when } from '../../components/format';
import { CustomerSelect } from '../../components/CustomerSelect';
import { LinesTable } from './LinesTable';
import { DateField } from '../../components/DateField';

export interface QuoteDialogProps {
  configurations: { configurationNumber: string; title: string | null }[];
  customerNumber: string | null;
  customerName: string | null;
  onClose: () => void;
}

function QuoteSummary({ quote }: { quote: QuoteDetail }) {
  const currency = quote.currencyCode;
  return (
    <Stack gap="xs" data-testid="quote-summary" data-quote={quote.quoteNumber}>
      <Group gap="xs">
        <Text fw={700}>{quote.quoteNumber}</Text>
        <Badge variant="light" data-testid="quote-status">
          {label(quote.status)}
        </Badge>
        <Text size="sm" c="dimmed">
          {quote.customerName ?? quote.customerNumber} · valid until {day(quote.validUntil)}
        </Text>
      </Group>
      <LinesTable lines={quote.lines} currency={currency} />
      <Text size="sm" ta="right">
        Total {moneyText(moneyOf(quote.totalAmount, currency))} excl. tax · {moneyText(moneyOf(quote.totalAmountIncludingTax, currency))} incl. tax
      </Text>
      {quote.sentAt && (
        <Text size="sm" data-testid="quote-sent">
          Sent {when(quote.sentAt)}
          {quote.emailSentTo ? `, e-mailed to ${quote.emailSentTo}` : ', not e-mailed'}
        </Text>
      )}
    </Stack>
  );
}

/**
 * One or more saved configurations on a quote for a customer, then sent. Both writes keep their
 * operation id until the ERP answers, so a retry after a lost answer creates or sends nothing twice.
 */
export function QuoteDialog({ configurations, customerNumber, customerName, onClose }: QuoteDialogProps) {
  const [customer, setCustomer] = useState<string | null>(customerNumber);
  const [title, setTitle] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const [contact, setContact] = useState<string | null>(null);
  const [email, setEmail] = useState(true);
  const [quote, setQuote] = useState<QuoteDetail | null>(null);
  const contacts = useCall('configurator.contacts', { customerNumber: customer ?? '' }, { enabled: !!customer });
  const create = useWrite('configurator.createQuote', { invalidates: ['configurator.quotes'] });
  const send = useWrite('configurator.sendQuote', { invalidates: ['configurator.quotes'] });
  const errorFor = useFieldErrors(create.error);

  const submit = () =>
    create.send(
      {
        customerNumber: customer ?? '',
        configurationNumbers: configurations.map((c) => c.configurationNumber),
        ...(title.trim() ? { title: title.trim() } : {}),
        ...(validUntil ? { validUntil } : {}),
        ...(contact ? { customerContactId: contact } : {}),
      },
      { onSuccess: setQuote },
    );
  const sendNow = (q: QuoteDetail) => send.send({ quoteNumber: q.quoteNumber, sendEmail: email }, { onSuccess: setQuote });

  return (
    <AppModal opened onClose={onClose} title={quote ? `Quote ${quote.quoteNumber}` : 'New quote'} size="lg" data-testid="quote-dialog">
      {!quote ? (
        <Stack gap="sm">
          <CustomerSelect
            value={customer}
            valueLabel={customerName}
            onChange={(value) => (setCustomer(value), setContact(null))}
            required
            placeholder="Choose the customer"
            error={errorFor('customerNumber')}
            autoFocus
          />
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              Configurations on the quote
            </Text>
            {configurations.map((c) => (
              <Text size="sm" key={c.configurationNumber}>
                {c.configurationNumber} {c.title ?? ''}
              </Text>
            ))}
          </Stack>
          <TextInput label="Title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={errorFor('title')} />
          <Group grow align="flex-start">
            <DateField label="Valid until" description="Blank: 30 days" value={validUntil} onChange={setValidUntil} error={errorFor('validUntil')} />
            <Select
              label="Contact"
              placeholder={customer ? 'The customer in general' : 'Choose a customer first'}
              clearable
              data={(contacts.data?.contacts ?? []).map((c) => ({
                value: c.id,
                label: `${c.name ?? ''}${c.email ? ` <${c.email}>` : ''}${c.isPrimary ? ' (primary)' : ''}`,
              }))}
              value={contact}
              onChange={setContact}
              error={errorFor('customerContactId')}
            />
          </Group>
          <ProblemAlert error={create.error} shownFields={['customerNumber', 'title', 'validUntil', 'customerContactId']} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button loading={create.isPending} disabled={!customer} onClick={submit}>
              Create draft quote
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <QuoteSummary quote={quote} />
          {quote.status === 'Draft' && (
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
            <Button variant="default" onClick={onClose}>
              {quote.status === 'Draft' ? 'Keep as draft' : 'Done'}
            </Button>
            {quote.status === 'Draft' && (
              <Button loading={send.isPending} onClick={() => sendNow(quote)}>
                {email ? 'Send and e-mail' : 'Mark as sent'}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
