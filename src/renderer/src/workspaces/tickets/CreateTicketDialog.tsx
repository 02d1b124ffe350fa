import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { createTicketLabels, creatableTicketTypes, ticketPriorities, TICKET_TITLE_MAX } from '@shared/contract/tickets';
import { limitShown, textLimit } from '../../components/text-limit';
import { call } from '../../api/client';
import { useCall } from '../../api/hooks';
import { useWrite } from '../../api/useWrite';
import { useFieldErrors } from '../../components/field-errors';
import { label } from '../../components/format';
import { AppModal } from '../../components/overlay/AppModal';
import { ProblemAlert } from '../../components/ProblemAlert';
import { DraftNotice } from '../../drafts/DraftNotice';
import { useDraft } from '../../drafts/useDraft';
import { DraftDialogFooter } from './DraftDialogFooter';
import { CustomerSelect } from '../../components/CustomerSelect';
import { Busy } from '../../components/Busy';
import { GrowingTextarea } from '../../components/GrowingTextarea';

const fields = ['title', 'description', 'type', 'priority', 'queueCode', 'customerNumber', 'contactName', 'contactEmail', 'contactPhone'];

interface NewTicket {
  customerNumber: string | null;
  title: string;
  description: string;
  type: string;
  priority: string;
  queueCode: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}
type TextField = Exclude<keyof NewTicket, 'customerNumber'>;

/** The record key of the new-ticket draft: one ticket not yet created (row 260). */
export const NEW_TICKET = 'new';

/**
 * A new ticket for a customer, kept as a draft until it is created: closing the dialog keeps what
 * was typed. The contact starts as the customer's primary contact when a customer is chosen.
 */
export function CreateTicketDialog({
  onClose,
  onCreated,
  customerNumber: initialCustomer = null,
}: {
  onClose: () => void;
  onCreated: (ticketNumber: string) => void;
  customerNumber?: string | null;
}) {
  const draft = useDraft<NewTicket>({
    editor: 'tickets.create',
    recordKey: NEW_TICKET,
    label: 'New ticket',
    initial: {
      customerNumber: initialCustomer,
      title: '',
      description: '',
      type: 'Support',
      priority: 'Normal',
      queueCode: 'SUPPORT',
      contactName: '',
      contactEmail: '',
      contactPhone: '',
    },
  });
  const form = draft.value;
  const create = useWrite('tickets.create', { invalidates: ['tickets.list', 'tickets.queues'] });
  const queues = useCall('tickets.queues', {});
  const errorFor = useFieldErrors(create.error);
  const set = (key: TextField) => (value: string) => draft.set((f) => ({ ...f, [key]: value }));

  // Choosing a customer fills the contact fields with its defaults (only then: a restored draft keeps what was typed).
  const chooseCustomer = (customerNumber: string | null) => {
    draft.set((f) => ({ ...f, customerNumber }));
    if (!customerNumber) return;
    void call('tickets.contactDefaults', { customerNumber })
      .then((d) =>
        draft.set((f) =>
          f.customerNumber === customerNumber
            ? { ...f, contactName: d.contactName ?? '', contactEmail: d.contactEmail ?? '', contactPhone: d.contactPhone ?? '' }
            : f,
        ),
      )
      .catch(() => undefined);
  };

  const titleLimit = textLimit(form.title, TICKET_TITLE_MAX, 'The title');
  const submit = () =>
    create.send(
      {
        title: form.title,
        description: form.description,
        type: form.type as 'Support',
        priority: form.priority,
        queueCode: form.queueCode,
        ...(form.customerNumber ? { customerNumber: form.customerNumber } : {}),
        ...(form.contactName.trim() ? { contactName: form.contactName } : {}),
        ...(form.contactEmail.trim() ? { contactEmail: form.contactEmail } : {}),
        ...(form.contactPhone.trim() ? { contactPhone: form.contactPhone } : {}),
      },
      {
        onSuccess: (ticket) => {
          draft.done();
          onCreated(ticket.ticketNumber);
        },
      },
    );

  return (
    <AppModal opened onClose={onClose} title="New ticket" size="lg">
      {!draft.ready ? (
        <Busy size="sm" label="Loading the new ticket draft" />
      ) : (
        <Stack gap="sm" data-testid="create-ticket">
          <DraftNotice draft={draft} />
          <CustomerSelect value={form.customerNumber} onChange={chooseCustomer} placeholder="Search customers" error={errorFor('customerNumber')} autoFocus />
          <TextInput
            label="Title"
            required
            value={form.title}
            onChange={(e) => set('title')(e.currentTarget.value)}
            {...limitShown(titleLimit, errorFor('title'))}
          />
          <GrowingTextarea
            label="Description"
            required
            minRows={3}
            maxRows={10}
            value={form.description}
            onChange={(e) => set('description')(e.currentTarget.value)}
            error={errorFor('description')}
          />
          <SimpleGrid cols={3} spacing="sm">
            <Select
              label="Type"
              data={creatableTicketTypes.map((t) => ({ value: t, label: label(t) }))}
              value={form.type}
              onChange={(v) => v && set('type')(v)}
              allowDeselect={false}
              error={errorFor('type')}
            />
            <Select
              label="Priority"
              data={ticketPriorities.map((p) => ({ value: p, label: label(p) }))}
              value={form.priority}
              onChange={(v) => v && set('priority')(v)}
              allowDeselect={false}
              error={errorFor('priority')}
            />
            <Select
              label="Queue"
              data={(queues.data?.queues ?? []).filter((q) => q.isActive).map((q) => ({ value: q.code, label: q.name ?? q.code }))}
              value={form.queueCode}
              onChange={(v) => v && set('queueCode')(v)}
              allowDeselect={false}
              error={errorFor('queueCode')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label="Contact" value={form.contactName} onChange={(e) => set('contactName')(e.currentTarget.value)} error={errorFor('contactName')} />
            <TextInput
              label="Contact e-mail"
              value={form.contactEmail}
              onChange={(e) => set('contactEmail')(e.currentTarget.value)}
              error={errorFor('contactEmail')}
            />
            <TextInput
              label="Contact phone"
              value={form.contactPhone}
              onChange={(e) => set('contactPhone')(e.currentTarget.value)}
              error={errorFor('contactPhone')}
            />
          </SimpleGrid>
          {create.error && <ProblemAlert error={create.error} shownFields={fields} labels={createTicketLabels} />}
          <DraftDialogFooter draft={draft} onClose={onClose}>
            <Button onClick={submit} loading={create.isPending} disabled={!!titleLimit.tooLong}>
              Create ticket
            </Button>
          </DraftDialogFooter>
        </Stack>
      )}
    </AppModal>
  );
}
