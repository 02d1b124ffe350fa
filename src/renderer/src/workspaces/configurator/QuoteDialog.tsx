import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { AppModal } from '../../components/overlay/AppModal';
import { useState } from 'react';
import { DraftNotice } from '../../drafts/DraftNotice';
import { useDraft } from '../../drafts/useDraft';
import type { QuoteDetail } from '@shared/contract/configurator';
import { useCall } from '../../api/hooks';
import { useWrite } from '../../api/useWrite';
import { useFieldErrors } from '../../components/field-errors';
import { ProblemAlert } from '../../components/ProblemAlert';
import { CustomerSelect } from '../../components/CustomerSelect';
import { QuoteView } from './QuoteView';
import { DateField } from '../../components/DateField';
import { Busy } from '../../components/Busy';

type QuotedConfiguration = { configurationNumber: string; title: string | null };

export interface QuoteDialogProps {
  configurations: QuotedConfiguration[];
  customerNumber: string | null;
  customerName: string | null;
  onClose: () => void;
  onOpenConfiguration?: (configurationNumber: string) => void;
}

export const NEW_QUOTE_EDITOR = 'configurator.newQuote';

/** One draft per set of configurations quoted together: `new:CFG-1,CFG-2`. */
export function newQuoteDraftKey(configurations: QuotedConfiguration[]): string {
  return `new:${configurations.map((c) => c.configurationNumber).join(',')}`;
}

/** The configurations a new quote's draft belongs to, from its key (titles come with the draft). */
export function configurationsOfQuoteDraft(recordKey: string): QuotedConfiguration[] | null {
  if (!recordKey.startsWith('new:')) return null;
  const numbers = recordKey.slice('new:'.length).split(',').filter(Boolean);
  return numbers.length ? numbers.map((configurationNumber) => ({ configurationNumber, title: null })) : null;
}

interface NewQuote {
  customer: string | null;
  customerName: string | null;
  title: string;
  validUntil: string;
  contact: string | null;
  configurations: QuotedConfiguration[];
}

/**
 * One or more saved configurations on a quote for a customer, then sent. The create keeps its
 * operation id until the ERP answers, so a retry after a lost answer creates nothing twice. What
 * was typed is a draft of these configurations' new quote: closing the dialog keeps it.
 */
export function QuoteDialog({ configurations, customerNumber, customerName, onClose, onOpenConfiguration }: QuoteDialogProps) {
  const draft = useDraft<NewQuote>({
    editor: NEW_QUOTE_EDITOR,
    recordKey: newQuoteDraftKey(configurations),
    label: `New quote of ${configurations.map((c) => c.configurationNumber).join(', ')}`,
    initial: { customer: customerNumber, customerName, title: '', validUntil: '', contact: null, configurations },
  });
  const { customer, title, validUntil, contact } = draft.value;
  const edit = (patch: Partial<NewQuote>) => draft.set((d) => ({ ...d, ...patch }));
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
      {
        onSuccess: (created) => {
          draft.done();
          setQuote(created);
        },
      },
    );

  return (
    <AppModal opened onClose={onClose} title={quote ? `Quote ${quote.quoteNumber}` : 'New quote'} size="lg" data-testid="quote-dialog">
      {!draft.ready ? (
        <Busy size="sm" label="Loading the new quote draft" />
      ) : !quote ? (
        <Stack gap="sm">
          <DraftNotice draft={draft} />
          <CustomerSelect
            value={customer}
            valueLabel={draft.value.customerName}
            onChange={(value, chosen) => edit({ customer: value, customerName: chosen?.name ?? null, contact: null })}
            required
            placeholder="Choose the customer"
            error={errorFor('customerNumber')}
            autoFocus
          />
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              Configurations on the quote
            </Text>
            {draft.value.configurations.map((c) => (
              <Text size="sm" key={c.configurationNumber}>
                {c.configurationNumber} {c.title ?? ''}
              </Text>
            ))}
          </Stack>
          <TextInput label="Title" value={title} onChange={(e) => edit({ title: e.currentTarget.value })} error={errorFor('title')} />
          <Group grow align="flex-start">
            <DateField
              label="Valid until"
              description="Blank: 30 days"
              value={validUntil}
              onChange={(value) => edit({ validUntil: value })}
              error={errorFor('validUntil')}
            />
            <Select
              label="Contact"
              placeholder={customer ? 'The customer in general' : 'Choose a customer first'}
              clearable
              data={(contacts.data?.contacts ?? []).map((c) => ({
                value: c.id,
                label: `${c.name ?? ''}${c.email ? ` <${c.email}>` : ''}${c.isPrimary ? ' (primary)' : ''}`,
              }))}
              value={contact}
              onChange={(value) => edit({ contact: value })}
              error={errorFor('customerContactId')}
            />
          </Group>
          <ProblemAlert error={create.error} shownFields={['customerNumber', 'title', 'validUntil', 'customerContactId']} />
          <Group justify="flex-end">
            {/* Closing keeps what was typed as a draft; Discard (above, once restored) throws it away. */}
            <Button variant="default" onClick={onClose}>
              Close
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
