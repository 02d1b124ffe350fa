import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { AppModal } from '../../components/overlay/AppModal';
import { useState } from 'react';
import type { QuoteDetail } from '@shared/contract/configurator';
import { useCall } from '../../api/hooks';
import { useWrite } from '../../api/useWrite';
import { useFieldErrors } from '../../components/field-errors';
import { ProblemAlert } from '../../components/ProblemAlert';
import { CustomerSelect } from '../../components/CustomerSelect';
import { QuoteView } from './QuoteView';
import { DateField } from '../../components/DateField';

export interface QuoteDialogProps {
  configurations: { configurationNumber: string; title: string | null }[];
  customerNumber: string | null;
  customerName: string | null;
  onClose: () => void;
  onOpenConfiguration?: (configurationNumber: string) => void;
}

/**
 * One or more saved configurations on a quote for a customer, then sent. The create keeps its
 * operation id until the ERP answers, so a retry after a lost answer creates nothing twice.
 */
export function QuoteDialog({ configurations, customerNumber, customerName, onClose, onOpenConfiguration }: QuoteDialogProps) {
  const [customer, setCustomer] = useState<string | null>(customerNumber);
  const [title, setTitle] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const [contact, setContact] = useState<string | null>(null);
  const [quote, setQuote] = useState<QuoteDetail | null>(null);
  const contacts = useCall('configurator.contacts', { customerNumber: customer ?? '' }, { enabled: !!customer });
  const create = useWrite('configurator.createQuote', { invalidates: ['configurator.quotes'] });
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
        <QuoteView quote={quote} onChange={setQuote} onClose={onClose} onOpenConfiguration={onOpenConfiguration} />
      )}
    </AppModal>
  );
}
