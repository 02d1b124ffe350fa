import { Button, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { resolutionTypes, ticketPriorities, type Message, type TicketDetail } from '@shared/contract/tickets';
import { rebase, threeWay, type ThreeWay } from '@shared/domain/merge-patch';
import { queryKeyOf, useCall } from '../../api/hooks';
import { useWrite } from '../../api/useWrite';
import { useCapability } from '../../api/capabilities';
import { useFieldErrors } from '../../components/field-errors';
import { label } from '../../components/format';
import { openConfirm } from '../../components/overlay/confirm';
import { ProblemAlert } from '../../components/ProblemAlert';
import { ChangedMeanwhile, type CollisionField, type Winners } from '../../drafts/ChangedMeanwhile';
import { DraftNotice, DraftStatus } from '../../drafts/DraftNotice';
import { useDraft } from '../../drafts/useDraft';
import { MessageCard } from './Thread';
import { ticketPatch, updateFormOf, type TicketFields } from './ticket-patch';
import { Busy } from '../../components/Busy';
import { GrowingTextarea } from '../../components/GrowingTextarea';

/** The final statuses, as the verb of their confirmation. */
const finalVerbs: Record<string, string> = { Closed: 'Close', Cancelled: 'Cancel' };
const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: label(v) }));
const collisionFields: CollisionField[] = [
  { key: 'status', label: 'Status', format: (v) => label(v as string | null) },
  { key: 'priority', label: 'Priority', format: (v) => label(v as string | null) },
  { key: 'queueCode', label: 'Queue' },
  { key: 'resolutionType', label: 'Resolution', format: (v) => label(v as string | null) },
  { key: 'resolutionNotes', label: 'Resolution notes' },
];

/** A colleague changed the ticket while the agent edited it: the three sides, and what is new in the thread. */
interface Collision {
  base: TicketFields;
  mine: TicketFields;
  current: TicketFields;
  merge: ThreeWay<TicketFields>;
  newMessages: Message[];
}

/**
 * Status, priority, queue and resolution, kept as a draft until saved. Only what the agent changed
 * is sent, on the version the edit is based on (If-Match, row 112); when a colleague got there
 * first, their values stand beside the agent's and a field both changed asks which wins.
 */
export function UpdatePanel({ ticket, onTicket, focusNonce }: { ticket: TicketDetail; onTicket: (t: TicketDetail) => void; focusNonce: number | null }) {
  const draft = useDraft({
    editor: 'tickets.update',
    recordKey: ticket.ticketNumber,
    label: [ticket.ticketNumber, ticket.title].filter(Boolean).join(' · '),
    initial: updateFormOf(ticket),
  });
  const [collision, setCollision] = useState<Collision | null>(null);
  const [winners, setWinners] = useState<Winners>({});
  const client = useQueryClient();
  const update = useWrite('tickets.update', { invalidates: ['tickets.list', 'tickets.queues'] });
  const queues = useCall('tickets.queues', {});
  const permission = useCapability('tickets', 'write');
  const errorFor = useFieldErrors(update.error);
  const statusRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusNonce && draft.ready) statusRef.current?.focus();
  }, [focusNonce, draft.ready]);

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

  // A panel that cannot save shows the ticket as it is; a kept draft waits until it can.
  const form = blockedReason ? updateFormOf(ticket).fields : draft.value.fields;
  const set =
    <K extends keyof TicketFields>(key: K) =>
    (value: TicketFields[K]) =>
      draft.set((d) => ({ ...d, fields: { ...d.fields, [key]: value } }));
  const resolving = form.status === 'Resolved';
  const patch = ticketPatch(draft.base.fields, draft.value.fields);
  const dirty = Object.keys(patch).length > 0;

  // Their values where the agent changed nothing; where both changed a field, the agent's until they choose.
  const meet = (result: TicketDetail, newMessages: Message[]) => {
    const base = draft.base.fields;
    const mine = draft.value.fields;
    const current = updateFormOf(result).fields;
    const merge = threeWay(base, mine, current);
    setCollision({ base, mine, current, merge, newMessages });
    setWinners({});
    draft.rebase(updateFormOf(result), { fields: rebase(mine, current, merge), seenVersion: result.version });
  };

  const save = () =>
    update.send(
      { ticketNumber: ticket.ticketNumber, seenVersion: draft.value.seenVersion, ...patch },
      {
        onSuccess: (result) => {
          onTicket(result.ticket);
          if (result.outcome === 'changed') return meet(result.ticket, result.newMessages);
          setCollision(null);
          draft.done(updateFormOf(result.ticket));
        },
        // The re-read ticket says the ERP lacks the call, and the panel is disabled with the reason.
        onError: (error) =>
          error.kind === 'notOffered' && void client.invalidateQueries({ queryKey: queryKeyOf('tickets.ticket', { ticketNumber: ticket.ticketNumber }) }),
      },
    );

  const choose = (key: string, side: 'mine' | 'theirs') => {
    if (!collision) return;
    const field = key as keyof TicketFields;
    setWinners((w) => ({ ...w, [key]: side }));
    set(field)((side === 'mine' ? collision.mine : collision.current)[field]);
  };
  const discard = () => (setCollision(null), draft.discard());

  // Closed and cancelled are final: nothing on the ticket can be changed afterwards, so ask first.
  const finalVerb = patch.status ? finalVerbs[patch.status] : undefined;
  const saveChecked = () =>
    finalVerb
      ? openConfirm({
          title: `${finalVerb} ${ticket.ticketNumber}?`,
          children: <Text size="sm">A {label(patch.status).toLowerCase()} ticket cannot be changed or replied to afterwards.</Text>,
          labels: { confirm: `${finalVerb} ticket`, cancel: 'Keep it open' },
          confirmProps: { color: 'red' },
          onConfirm: save,
        })
      : save();

  if (!draft.ready) return <Busy size="sm" label="Loading the status draft" />;
  const statusOptions = options([ticket.status, ...ticket.nextStatuses.filter((s) => s !== ticket.status)]);
  if (!statusOptions.some((o) => o.value === form.status)) statusOptions.push({ value: form.status, label: label(form.status) });
  const queueOptions = (queues.data?.queues ?? []).map((q) => ({ value: q.code, label: q.name ? `${q.name} (${q.code})` : q.code }));
  for (const code of [ticket.queueCode, form.queueCode])
    if (code && !queueOptions.some((o) => o.value === code)) queueOptions.unshift({ value: code, label: code });

  return (
    <Stack gap="xs" data-testid="ticket-update">
      <Text fw={600}>Status and routing</Text>
      <DraftNotice draft={draft} />
      {blockedReason && (
        <Text size="sm" c="dimmed" data-testid="update-blocked">
          {blockedReason}
        </Text>
      )}
      <Group gap="sm" align="flex-start" wrap="wrap">
        <Select
          ref={statusRef}
          label="Status"
          w={180}
          data={statusOptions}
          value={form.status}
          onChange={(v) => v && set('status')(v)}
          allowDeselect={false}
          disabled={!!blockedReason}
          error={errorFor('status')}
        />
        <Select
          label="Priority"
          w={130}
          data={options(ticketPriorities)}
          value={form.priority}
          onChange={set('priority')}
          allowDeselect={false}
          disabled={!!blockedReason}
          error={errorFor('priority')}
        />
        <Select
          label="Queue"
          // "Returns and warranty (RMA)" whole: the row wraps before it cuts a queue's name.
          w={280}
          data={queueOptions}
          value={form.queueCode}
          onChange={set('queueCode')}
          allowDeselect={false}
          disabled={!!blockedReason}
          error={errorFor('queueCode')}
        />
        {resolving && (
          <Select
            label="Resolution"
            w={220}
            required
            data={options(resolutionTypes)}
            value={form.resolutionType}
            onChange={set('resolutionType')}
            searchable
            error={errorFor('resolutionType')}
            disabled={!!blockedReason}
          />
        )}
      </Group>
      {resolving && (
        <GrowingTextarea
          label="Resolution notes"
          minRows={2}
          maxRows={6}
          value={form.resolutionNotes}
          onChange={(e) => set('resolutionNotes')(e.currentTarget.value)}
          error={errorFor('resolutionNotes')}
          disabled={!!blockedReason}
        />
      )}
      {collision && (
        // Not an alert of its own: ChangedMeanwhile is the one emphasised panel, this only frames it.
        <Stack gap="xs" data-testid="update-collision">
          <Text size="sm" fw={600}>
            The ticket changed since you opened it: nothing was saved.
            {collision.newMessages.length > 0 && ` ${collision.newMessages.length} new message${collision.newMessages.length === 1 ? '' : 's'}:`}
          </Text>
          {collision.newMessages.map((m) => (
            <MessageCard key={m.id} message={m} />
          ))}
          <ChangedMeanwhile
            fields={collisionFields}
            merge={collision.merge}
            base={collision.base}
            mine={collision.mine}
            current={collision.current}
            winners={winners}
            onChoose={choose}
          />
          <Group gap="xs">
            <Button size="xs" color="orange" onClick={save} loading={update.isPending} disabled={!dirty}>
              Save my changes anyway
            </Button>
            <Button size="xs" variant="default" onClick={discard}>
              Discard mine, keep the ticket as it is
            </Button>
          </Group>
        </Stack>
      )}
      <Group gap="xs">
        <Tooltip label={blockedReason} disabled={!blockedReason}>
          <span>
            <Button
              onClick={saveChecked}
              disabled={!dirty || !!blockedReason || !!collision || (resolving && !form.resolutionType)}
              loading={update.isPending && !collision}
            >
              Save changes
            </Button>
          </span>
        </Tooltip>
        {draft.dirty && !blockedReason && (
          <Button variant="subtle" onClick={discard}>
            Discard changes
          </Button>
        )}
        <DraftStatus keptAt={draft.keptAt} />
      </Group>
      {update.error && !(update.error.kind === 'notOffered' && offer.offered === false) && (
        <ProblemAlert error={update.error} shownFields={['status', 'priority', 'queueCode', 'resolutionType', 'resolutionNotes']} onRetry={save} />
      )}
    </Stack>
  );
}
