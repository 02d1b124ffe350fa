import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { creatableTicketTypes, ticketPriorities } from '@shared/contract/tickets';
import { call } from '../../api/client';
import { useCall, useCommand } from '../../api/hooks';
import { useFieldErrors } from '../../components/field-errors';
import { label } from '../../components/format';
import { AppModal } from '../../components/overlay/AppModal';
import { ProblemAlert } from '../../components/ProblemAlert';
import { useOperationId } from '../../components/useOperationId';
import { CustomerSelect } from '../configurator/CustomerSelect';

const fields = ['title', 'description', 'type', 'priority', 'queueCode', 'customerNumber', 'contactName', 'contactEmail', 'contactPhone'];
const labels = { title: 'Title', description: 'Description', type: 'Type', priority: 'Priority', queueCode: 'Queue', customerNumber: 'Customer', contactName: 'Contact', contactEmail: 'Contact e-mail', contactPhone: 'Contact phone' };

/** A new ticket for a customer; the contact starts as the customer's primary contact. */
export function CreateTicketDialog({ onClose, onCreated, customerNumber: initialCustomer = null }: { onClose: () => void; onCreated: (ticketNumber: string) => void; customerNumber?: string | null }) {
  const [customerNumber, setCustomer] = useState<string | null>(initialCustomer);
  const [form, setForm] = useState({ title: '', description: '', type: 'Support', priority: 'Normal', queueCode: 'SUPPORT', contactName: '', contactEmail: '', contactPhone: '' });
  const operation = useOperationId();
  const create = useCommand('tickets.create', { invalidates: ['tickets.list', 'tickets.queues'] });
  const queues = useCall('tickets.queues', {});
  const errorFor = useFieldErrors(create.error);
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  // A chosen customer fills the contact fields with its defaults; the agent may then edit them.
  useEffect(() => {
    if (!customerNumber) return;
    let current = true;
    void call('tickets.contactDefaults', { customerNumber })
      .then((d) => current && setForm((f) => ({ ...f, contactName: d.contactName ?? '', contactEmail: d.contactEmail ?? '', contactPhone: d.contactPhone ?? '' })))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [customerNumber]);

  const submit = () =>
    create.mutate(
      {
        operationId: operation.id,
        title: form.title,
        description: form.description,
        type: form.type as 'Support',
        priority: form.priority,
        queueCode: form.queueCode,
        ...(customerNumber ? { customerNumber } : {}),
        ...(form.contactName.trim() ? { contactName: form.contactName } : {}),
        ...(form.contactEmail.trim() ? { contactEmail: form.contactEmail } : {}),
        ...(form.contactPhone.trim() ? { contactPhone: form.contactPhone } : {}),
      },
      {
        onSuccess: (ticket) => {
          operation.settle(null);
          onCreated(ticket.ticketNumber);
        },
        onError: (error) => operation.settle(error),
      },
    );

  return (
    <AppModal opened onClose={onClose} title="New ticket" size="lg">
      <Stack gap="sm" data-testid="create-ticket">
        <CustomerSelect value={customerNumber} onChange={(n) => setCustomer(n)} placeholder="Search customers" error={errorFor('customerNumber')} autoFocus />
        <TextInput label="Title" required value={form.title} onChange={(e) => set('title')(e.currentTarget.value)} error={errorFor('title')} maxLength={200} />
        <Textarea label="Description" required autosize minRows={3} maxRows={10} value={form.description} onChange={(e) => set('description')(e.currentTarget.value)} error={errorFor('description')} />
        <SimpleGrid cols={3} spacing="sm">
          <Select label="Type" data={creatableTicketTypes.map((t) => ({ value: t, label: label(t) }))} value={form.type} onChange={(v) => v && set('type')(v)} allowDeselect={false} error={errorFor('type')} />
          <Select label="Priority" data={ticketPriorities.map((p) => ({ value: p, label: label(p) }))} value={form.priority} onChange={(v) => v && set('priority')(v)} allowDeselect={false} error={errorFor('priority')} />
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
          <TextInput label="Contact e-mail" value={form.contactEmail} onChange={(e) => set('contactEmail')(e.currentTarget.value)} error={errorFor('contactEmail')} />
          <TextInput label="Contact phone" value={form.contactPhone} onChange={(e) => set('contactPhone')(e.currentTarget.value)} error={errorFor('contactPhone')} />
        </SimpleGrid>
        {create.error && <ProblemAlert error={create.error} shownFields={fields} labels={labels} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            Create ticket
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
