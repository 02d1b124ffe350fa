import { Alert, Button, Group, Select, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { resolutionTypes, ticketPriorities, type TicketDetail, type UpdateInput, type UpdateResult } from '@shared/contract/tickets';
import { useCall, useCommand } from '../../api/hooks';
import { useFieldErrors } from '../../components/field-errors';
import { label } from '../../components/format';
import { openConfirm } from '../../components/overlay/confirm';
import { ProblemAlert } from '../../components/ProblemAlert';
import { useCapability } from '../../api/capabilities';
import { MessageCard } from './Thread';

type Changed = Extract<UpdateResult, { outcome: 'changed' }>;
/** The final statuses, as the verb of their confirmation. */
const finalVerbs: Record<string, string> = { Closed: 'Close', Cancelled: 'Cancel' };
const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: label(v) }));

interface Form {
  status: string;
  priority: string | null;
  queueCode: string | null;
  resolutionType: string | null;
  resolutionNotes: string;
}

const formOf = (t: TicketDetail): Form => ({ status: t.status, priority: t.priority, queueCode: t.queueCode, resolutionType: t.resolutionType, resolutionNotes: t.resolutionNotes ?? '' });

/** Status, priority, queue and resolution; only what the agent changed is sent. */
export function UpdatePanel({ ticket, onTicket, focusNonce }: { ticket: TicketDetail; onTicket: (t: TicketDetail) => void; focusNonce: number | null }) {
  const [draft, setForm] = useState<Form>(() => formOf(ticket));
  const [changed, setChanged] = useState<Changed | null>(null);
  const client = useQueryClient();
  const update = useCommand('tickets.update', { invalidates: ['tickets.list', 'tickets.queues'] });
  const queues = useCall('tickets.queues', {});
  const permission = useCapability('tickets', 'write');
  const errorFor = useFieldErrors(update.error);
  const statusRef = useRef<HTMLInputElement>(null);
  const set = <K extends keyof Form>(key: K) => (value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  useEffect(() => {
    if (focusNonce) statusRef.current?.focus();
  }, [focusNonce]);

  const offer = ticket.updateOffer;
  const final = ticket.status === 'Closed' || ticket.status === 'Cancelled';
  const blockedReason =
    offer.offered === false
      ? (offer.reason ?? 'The ERP does not offer changing tickets.')
      : permission.allowed === false
        ? permission.reason
        : final
          ? `A ${label(ticket.status).toLowerCase()} ticket cannot be changed.`
          : null;

  const original = formOf(ticket);
  // A panel that cannot save shows the ticket as it is: no unsaved values in disabled fields, nothing to undo.
  const form = blockedReason ? original : draft;
  const resolving = form.status === 'Resolved';
  const patch: UpdateInput = { ticketNumber: ticket.ticketNumber, seenVersion: ticket.version };
  if (form.status !== original.status) patch.status = form.status;
  if (form.priority && form.priority !== original.priority) patch.priority = form.priority;
  if (form.queueCode && form.queueCode !== original.queueCode) patch.queueCode = form.queueCode;
  if (resolving && form.resolutionType !== original.resolutionType) patch.resolutionType = form.resolutionType;
  if (resolving && form.resolutionNotes !== original.resolutionNotes) patch.resolutionNotes = form.resolutionNotes || null;
  const dirty = Object.keys(patch).length > 2;

  const save = (confirmChanged: boolean) =>
    update.mutate(
      { ...patch, confirmChanged },
      {
        onSuccess: (result) => {
          onTicket(result.ticket);
          if (result.outcome === 'changed') return setChanged(result);
          setChanged(null);
          setForm(formOf(result.ticket));
        },
        // The re-read ticket says the ERP lacks the call, and the panel is disabled with the reason.
        onError: (error) => error.kind === 'notOffered' && void client.invalidateQueries({ queryKey: ['tickets.ticket', { ticketNumber: ticket.ticketNumber }] }),
      },
    );

  // Closed and cancelled are final: nothing on the ticket can be changed afterwards, so ask first.
  const finalVerb = patch.status ? finalVerbs[patch.status] : undefined;
  const saveChecked = () =>
    finalVerb
      ? openConfirm({
          title: `${finalVerb} ${ticket.ticketNumber}?`,
          children: <Text size="sm">A {label(patch.status).toLowerCase()} ticket cannot be changed or replied to afterwards.</Text>,
          labels: { confirm: `${finalVerb} ticket`, cancel: 'Keep it open' },
          confirmProps: { color: 'red' },
          onConfirm: () => save(false),
        })
      : save(false);

  const statusOptions = options([ticket.status, ...ticket.nextStatuses.filter((s) => s !== ticket.status)]);
  const queueOptions = (queues.data?.queues ?? []).map((q) => ({ value: q.code, label: q.name ? `${q.name} (${q.code})` : q.code }));
  if (ticket.queueCode && !queueOptions.some((o) => o.value === ticket.queueCode)) queueOptions.unshift({ value: ticket.queueCode, label: ticket.queueCode });

  return (
    <Stack gap="xs" data-testid="ticket-update">
      <Text fw={600}>Status and routing</Text>
      {blockedReason && (
        <Text size="sm" c="dimmed" data-testid="update-blocked">
          {blockedReason}
        </Text>
      )}
      <Group gap="sm" align="flex-start" wrap="wrap">
        <Select ref={statusRef} label="Status" w={180} data={statusOptions} value={form.status} onChange={(v) => v && set('status')(v)} allowDeselect={false} disabled={!!blockedReason} error={errorFor('status')} />
        <Select label="Priority" w={130} data={options(ticketPriorities)} value={form.priority} onChange={set('priority')} allowDeselect={false} disabled={!!blockedReason} error={errorFor('priority')} />
        <Select label="Queue" w={240} data={queueOptions} value={form.queueCode} onChange={set('queueCode')} allowDeselect={false} disabled={!!blockedReason} error={errorFor('queueCode')} />
        {resolving && (
          <Select label="Resolution" w={220} required data={options(resolutionTypes)} value={form.resolutionType} onChange={set('resolutionType')} searchable error={errorFor('resolutionType')} disabled={!!blockedReason} />
        )}
      </Group>
      {resolving && (
        <Textarea label="Resolution notes" autosize minRows={2} maxRows={6} value={form.resolutionNotes} onChange={(e) => set('resolutionNotes')(e.currentTarget.value)} error={errorFor('resolutionNotes')} disabled={!!blockedReason} />
      )}
      {changed && (
        <Alert color="orange" title="The ticket changed since you opened it" data-testid="update-collision">
          <Stack gap="xs">
            <Text size="sm">
              Nothing was saved.{changed.changedFields.length > 0 && ` Changed: ${changed.changedFields.map((f) => label(f)).join(', ')}.`}
            </Text>
            {changed.newMessages.map((m) => (
              <MessageCard key={m.id} message={m} />
            ))}
            <Group gap="xs">
              <Button size="xs" color="orange" onClick={() => save(true)} loading={update.isPending}>
                Save my changes anyway
              </Button>
              <Button size="xs" variant="default" onClick={() => (setChanged(null), setForm(formOf(changed.ticket)))}>
                Start again from the new ticket
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <Group gap="xs">
        <Tooltip label={blockedReason} disabled={!blockedReason}>
          <span>
            <Button onClick={saveChecked} disabled={!dirty || !!blockedReason || !!changed || (resolving && !form.resolutionType)} loading={update.isPending && !changed}>
              Save changes
            </Button>
          </span>
        </Tooltip>
        {dirty && (
          <Button variant="subtle" onClick={() => setForm(original)}>
            Undo changes
          </Button>
        )}
      </Group>
      {update.error && !(update.error.kind === 'notOffered' && offer.offered === false) && <ProblemAlert error={update.error} shownFields={['status', 'priority', 'queueCode', 'resolutionType', 'resolutionNotes']} onRetry={() => save(false)} />}
    </Stack>
  );
}
