import { Alert, Button, Group, Loader, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconSend from '@tabler/icons-react/dist/esm/icons/IconSend.mjs';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Draft, ReplyResult, TicketDetail } from '@shared/contract/tickets';
import { call } from '../../api/client';
import { useCall, useCommand } from '../../api/hooks';
import { useFieldErrors } from '../../components/field-errors';
import { label, when } from '../../components/format';
import { ProblemAlert } from '../../components/ProblemAlert';
import { ScopedButton } from '../../components/ScopedButton';
import { useOperationId } from '../../components/useOperationId';
import { MessageCard } from './Thread';

type Changed = Extract<ReplyResult, { outcome: 'changed' }>;

/** Saves what the agent types to disk shortly after they stop, so a reload or a failed send loses nothing. */
function useDraft(ticketNumber: string, version: string, stored: Draft | null) {
  const [body, setBody] = useState(stored?.body ?? '');
  const [isInternal, setInternal] = useState(stored?.isInternal ?? false);
  const [savedAt, setSavedAt] = useState<string | null>(stored?.savedAt ?? null);
  const lastSaved = useRef(`${stored?.isInternal ?? false}|${stored?.body ?? ''}`);
  const [debounced] = useDebouncedValue(body, 600);

  useEffect(() => {
    const key = `${isInternal}|${debounced}`;
    if (key === lastSaved.current) return;
    lastSaved.current = key;
    const save = debounced.trim()
      ? call('tickets.saveDraft', { ticketNumber, body: debounced, isInternal, seenVersion: version }).then((d) => setSavedAt(d.savedAt))
      : call('tickets.clearDraft', { ticketNumber }).then(() => setSavedAt(null));
    save.catch(() => setSavedAt(null));
  }, [debounced, isInternal, ticketNumber, version]);

  const sent = () => {
    lastSaved.current = `${isInternal}|`;
    setBody('');
    setSavedAt(null);
  };
  return { body, setBody, isInternal, setInternal, savedAt, pending: body !== debounced, sent };
}

export interface ReplyComposerProps {
  ticket: TicketDetail;
  onTicket: (ticket: TicketDetail) => void;
  focusNonce: number | null;
}

/** The reply: a draft kept on disk, and a guard against a ticket that moved since it was opened. */
export function ReplyComposer(props: ReplyComposerProps) {
  const stored = useCall('tickets.draft', { ticketNumber: props.ticket.ticketNumber }, { staleTime: 0, gcTime: 0 });
  if (stored.error) return <ProblemAlert error={stored.error} onRetry={() => void stored.refetch()} />;
  if (!stored.data) return <Loader size="sm" aria-label="Loading the reply draft" />;
  return <Composer {...props} stored={stored.data.draft} />;
}

function Composer({ ticket, onTicket, focusNonce, stored }: ReplyComposerProps & { stored: Draft | null }) {
  const client = useQueryClient();
  const draft = useDraft(ticket.ticketNumber, ticket.version, stored);
  const operation = useOperationId();
  const reply = useCommand('tickets.reply', { invalidates: ['tickets.list', 'tickets.queues'] });
  const [changed, setChanged] = useState<Changed | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const errorFor = useFieldErrors(reply.error);

  useEffect(() => {
    if (focusNonce) box.current?.focus();
  }, [focusNonce]);

  const send = (confirmChanged: boolean) => {
    if (!draft.body?.trim()) return;
    reply.mutate(
      { operationId: operation.id, ticketNumber: ticket.ticketNumber, body: draft.body, isInternal: draft.isInternal, seenVersion: ticket.version, confirmChanged },
      {
        onSuccess: (result) => {
          operation.settle(null);
          onTicket(result.ticket);
          if (result.outcome === 'changed') {
            setChanged(result);
            return;
          }
          setChanged(null);
          draft.sent();
          void client.invalidateQueries({ queryKey: ['tickets.draft', { ticketNumber: ticket.ticketNumber }] });
        },
        onError: (error) => operation.settle(error),
      },
    );
  };

  const closed = ticket.status === 'Closed' || ticket.status === 'Cancelled';
  return (
    <Stack gap="xs" data-testid="reply-composer">
      <Text fw={600}>Reply</Text>
      {changed && (
        <Alert color="orange" title="The ticket changed while you were writing" data-testid="reply-collision">
          <Stack gap="xs">
            <Text size="sm">
              Nothing was sent.
              {changed.newMessages.length > 0 && ` ${changed.newMessages.length} new message${changed.newMessages.length === 1 ? '' : 's'}:`}
              {changed.changedFields.length > 0 && ` Changed: ${changed.changedFields.map((f) => label(f)).join(', ')}.`}
            </Text>
            {changed.newMessages.map((m) => (
              <MessageCard key={m.id} message={m} />
            ))}
            <Group gap="xs">
              <Button size="xs" color="orange" onClick={() => send(true)} loading={reply.isPending}>
                Send my reply as it is
              </Button>
              <Button size="xs" variant="default" onClick={() => (setChanged(null), box.current?.focus())}>
                Edit my reply first
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <Textarea
        ref={box}
        aria-label="Reply"
        placeholder={closed ? 'This ticket is closed.' : 'Write to the customer… (R)'}
        autosize
        minRows={3}
        maxRows={12}
        value={draft.body}
        disabled={closed}
        onChange={(e) => draft.setBody(e.currentTarget.value)}
        error={errorFor('body')}
      />
      <Group justify="space-between" wrap="wrap">
        <Group gap="md">
          <Switch size="sm" label="Internal note (not shown to the customer)" checked={draft.isInternal} onChange={(e) => draft.setInternal(e.currentTarget.checked)} />
          <Text size="xs" c="dimmed" data-testid="draft-state">
            {draft.pending ? 'Saving draft…' : draft.savedAt ? `Draft saved ${when(draft.savedAt)}` : ''}
          </Text>
        </Group>
        <ScopedButton tag="tickets" access="write" leftSection={<IconSend size={16} />} onClick={() => send(false)} loading={reply.isPending && !changed} disabled={!draft.body?.trim() || closed || !!changed}>
          {draft.isInternal ? 'Add note' : 'Send reply'}
        </ScopedButton>
      </Group>
      {reply.error && <ProblemAlert error={reply.error} shownFields={['body']} onRetry={() => send(false)} />}
    </Stack>
  );
}
