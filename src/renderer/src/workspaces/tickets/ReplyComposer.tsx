import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import IconMessageDots from '@tabler/icons-react/dist/esm/icons/IconMessageDots.mjs';
import IconSend from '@tabler/icons-react/dist/esm/icons/IconSend.mjs';
import { useCallbackRef } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReplyResult, TicketDetail } from '@shared/contract/tickets';
import { useWrite } from '../../api/useWrite';
import { useCapability } from '../../api/capabilities';
import { useFieldErrors } from '../../components/field-errors';
import { label } from '../../components/format';
import { useShortcuts } from '../../components/shortcuts';
import { ProblemAlert } from '../../components/ProblemAlert';
import { ScopedButton } from '../../components/ScopedButton';
import { DraftNotice, DraftStatus } from '../../drafts/DraftNotice';
import { useDraft } from '../../drafts/useDraft';
import { MessageCard } from './Thread';
import { canSendReply } from './reply-sending';
import { SnippetPicker } from './snippets/SnippetPicker';
import { useSavedReplies } from './snippets/useSavedReplies';
import { Busy } from '../../components/Busy';
import { GrowingTextarea } from '../../components/GrowingTextarea';

type Changed = Extract<ReplyResult, { outcome: 'changed' }>;

export interface ReplyComposerProps {
  ticket: TicketDetail;
  onTicket: (ticket: TicketDetail) => void;
  focusNonce: number | null;
}

/** The reply box's form: what the agent typed, and the ticket version it was written against. */
interface Reply {
  body: string;
  isInternal: boolean;
  seenVersion: string;
}

/** The reply: a draft kept by main, and a guard against a ticket that moved since it was opened. */
export function ReplyComposer({ ticket, onTicket, focusNonce }: ReplyComposerProps) {
  const draft = useDraft<Reply>({
    editor: 'tickets.reply',
    recordKey: ticket.ticketNumber,
    label: [ticket.ticketNumber, ticket.title].filter(Boolean).join(' · '),
    initial: { body: '', isInternal: false, seenVersion: ticket.version },
  });
  const reply = useWrite('tickets.reply', { invalidates: ['tickets.list', 'tickets.queues'] });
  const [changed, setChanged] = useState<Changed | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const writable = useCapability('tickets', 'write').allowed;
  const errorFor = useFieldErrors(reply.error);
  const { body, isInternal } = draft.value;
  const edit = (patch: Partial<Reply>) => draft.set((r) => ({ ...r, ...patch }));
  const saved = useSavedReplies(box, body, (text) => edit({ body: text }));

  useEffect(() => {
    if (focusNonce && draft.ready) box.current?.focus();
  }, [focusNonce, draft.ready]);

  const closed = ticket.status === 'Closed' || ticket.status === 'Cancelled';
  const sendable = canSendReply({ body, closed, awaitingChoice: !!changed, pending: reply.isPending, allowed: writable });

  const send = (confirmChanged: boolean) => {
    if (!body.trim()) return;
    reply.send(
      { ticketNumber: ticket.ticketNumber, body, isInternal, seenVersion: draft.value.seenVersion, confirmChanged },
      {
        // The Send button is disabled while the reply goes out, which drops focus to the page:
        // it comes back to the reply box, for the next reply or to correct this one.
        onSettled: () => box.current?.focus(),
        onSuccess: (result) => {
          onTicket(result.ticket);
          if (result.outcome === 'changed') {
            // The agent now sees what changed: a second send is measured against this version.
            setChanged(result);
            edit({ seenVersion: result.ticket.version });
            return;
          }
          setChanged(null);
          draft.done({ body: '', isInternal, seenVersion: result.ticket.version });
        },
      },
    );
  };

  const sendNow = useCallbackRef(() => send(false));
  const editNow = useCallbackRef(edit);
  const openSaved = useCallbackRef(() => saved.open());

  // A plain send, as the button does: a ticket that moved meanwhile is shown first, never overwritten.
  useShortcuts('Reply box', [
    { keys: 'mod+Enter', label: isInternal ? 'Add the note' : 'Send the reply', run: () => sendable && send(false), within: box },
    { keys: 'alt+I', label: 'Insert a saved reply at the cursor', run: () => !closed && saved.open(), within: box },
  ]);

  // The switch and buttons below the box change with what the reply is, not with each key in it.
  const hasText = !!body.trim();
  const controls = useMemo(
    () => (
      <Group justify="space-between" wrap="wrap">
        <Group gap="md">
          <Switch
            size="sm"
            label="Internal note (not shown to the customer)"
            checked={isInternal}
            onChange={(e) => editNow({ isInternal: e.currentTarget.checked })}
          />
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconMessageDots size={14} />}
            onClick={openSaved}
            disabled={closed}
            aria-keyshortcuts="Alt+I"
          >
            Saved reply
          </Button>
          <DraftStatus keptAt={draft.keptAt} />
        </Group>
        <ScopedButton
          tag="tickets"
          access="write"
          leftSection={<IconSend size={16} />}
          onClick={sendNow}
          loading={reply.isPending && !changed}
          disabled={!hasText || closed || !!changed}
          aria-keyshortcuts="Control+Enter Meta+Enter"
        >
          {isInternal ? 'Add note' : 'Send reply'}
        </ScopedButton>
      </Group>
    ),
    [isInternal, closed, hasText, changed, reply.isPending, draft.keptAt, openSaved, sendNow, editNow],
  );

  if (!draft.ready) return <Busy size="sm" label="Loading the reply draft" />;
  return (
    <Stack gap="xs" data-testid="reply-composer">
      <Text fw={600}>Reply</Text>
      <DraftNotice draft={draft} />
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
      <GrowingTextarea
        ref={box}
        aria-label="Reply"
        placeholder={closed ? 'This ticket is closed.' : 'Write to the customer… (R)'}
        minRows={3}
        maxRows={12}
        value={body}
        disabled={closed}
        onChange={(e) => edit({ body: e.currentTarget.value })}
        error={errorFor('body')}
      />
      {saved.unfilled && body.trim() && (
        <Alert color="yellow" data-testid="snippet-unfilled" withCloseButton closeButtonLabel="Dismiss" onClose={saved.dismiss}>
          {saved.unfilled}
        </Alert>
      )}
      {controls}
      {reply.error && <ProblemAlert error={reply.error} shownFields={['body']} onRetry={() => send(false)} />}
      {saved.picking && <SnippetPicker ticket={ticket} onInsert={saved.insert} onClose={saved.close} />}
    </Stack>
  );
}
