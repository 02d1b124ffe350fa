import { Badge, Button, Group, Indicator, Paper, Stack, Text, Title, Tooltip, ActionIcon } from '@mantine/core';
import IconCloudUpload from '@tabler/icons-react/dist/esm/icons/IconCloudUpload.mjs';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PendingWrite } from '@shared/contract/outbox';
import { onEvent } from '../api/client';
import { queryKeyOf, useCall } from '../api/hooks';
import { useWrite } from '../api/useWrite';
import { ConfirmDestructive } from '../components/ConfirmDestructive';
import { ProblemAlert } from '../components/ProblemAlert';
import { when } from '../components/format';
import { AppDrawer } from '../components/overlay/AppModal';

const stateText: Record<PendingWrite['state'], { label: string; color: string; explain: string }> = {
  queued: { label: 'Queued', color: 'blue', explain: 'The ERP could not be reached. It is sent, in order, as soon as it can be.' },
  unknown: {
    label: 'Answer lost',
    color: 'yellow',
    explain: 'It was sent but the answer never came. Sending it again with the same key settles it: the ERP books it at most once.',
  },
  refused: {
    label: 'Refused',
    color: 'red',
    explain: 'The ERP refused it when it was sent from here. Change it in its workspace if still needed, then discard it here.',
  },
  blocked: { label: 'Waiting', color: 'orange', explain: 'An earlier change to the same record was refused; this one waits until that one is discarded.' },
  expired: {
    label: 'Too old to resend',
    color: 'grape',
    explain: 'The ERP keeps keys for 24 hours. Check the record first, then send it as a new change or discard it.',
  },
  unreadable: {
    label: 'Unreadable',
    color: 'red',
    explain: 'Its record on this computer was damaged, so whether the ERP booked it is unknown and it cannot be sent again.',
  },
};

const invalidates = ['outbox.list'] as const;

/**
 * Pending writes opens from the header over whatever a workspace has open (a drawer may mount
 * again later and would otherwise cover it); its own question sits above it. Mantine's default is 200.
 */
const PANEL_Z = 300;

/** Header button with the count of waiting writes; opens the Pending writes panel. */
export function PendingWritesButton({ onOpen }: { onOpen: () => void }) {
  const client = useQueryClient();
  const list = useCall('outbox.list', {});
  useEffect(() => onEvent('outboxChanged', () => void client.invalidateQueries({ queryKey: queryKeyOf('outbox.list') })), [client]);
  const entries = list.data?.entries ?? [];
  const attention = entries.filter((e) => e.state === 'refused' || e.state === 'expired' || e.state === 'blocked' || e.state === 'unreadable').length;
  const name = entries.length === 0 ? 'Pending writes: none' : `Pending writes: ${entries.length}${attention ? `, ${attention} need you` : ''}`;
  return (
    <Tooltip label={`${name} (Alt+W)`}>
      <Indicator label={entries.length} size={16} disabled={entries.length === 0} color={attention ? 'red' : 'blue'} offset={4}>
        <ActionIcon variant="subtle" onClick={onOpen} aria-label={name} aria-keyshortcuts="Alt+W" data-testid="pending-writes-button">
          <IconCloudUpload size={20} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}

function TargetCheck({ write }: { write: PendingWrite }) {
  const target = useCall('outbox.inspect', { key: write.key });
  const sendAsNew = useWrite('outbox.sendAsNew', { invalidates });
  if (target.isPending) return <Text size="sm">Reading the record…</Text>;
  if (target.error) return <ProblemAlert error={target.error} />;
  return (
    <Stack gap={6}>
      <Text size="sm" data-testid="target-state">
        {target.data.description}
      </Text>
      <ProblemAlert error={sendAsNew.error} />
      <Group gap="xs">
        <Button size="xs" variant="light" loading={sendAsNew.isPending} onClick={() => sendAsNew.send({ key: write.key })}>
          Send as a new change
        </Button>
      </Group>
    </Stack>
  );
}

function PendingWriteCard({ write, onDiscard }: { write: PendingWrite; onDiscard: (write: PendingWrite) => void }) {
  const retry = useWrite('outbox.retry', { invalidates });
  const [checking, setChecking] = useState(false);
  const state = stateText[write.state];
  const canSend = write.state === 'queued' || write.state === 'unknown';
  return (
    <Paper withBorder p="sm" component="article" aria-label={write.summary} data-testid="pending-write">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {write.summary}
          </Title>
          <Badge color={state.color} variant="light" style={{ flexShrink: 0 }}>
            {state.label}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {when(write.createdAt)}
          {write.path ? ` · ${write.method} ${write.path}` : ''}
          {write.attempts > 0 ? ` · ${write.attempts} attempt${write.attempts === 1 ? '' : 's'}, last ${when(write.lastAttemptAt)}` : ''}
        </Text>
        <Text size="sm">{state.explain}</Text>
        {write.blockedBehind && <Text size="sm">Waits behind: {write.blockedBehind}</Text>}
        {write.lastError && (
          <Text size="sm" c={write.state === 'refused' ? 'red' : undefined} data-testid="pending-write-error">
            {write.state === 'unreadable' ? write.lastError : `Last answer: ${write.lastError}`}
          </Text>
        )}
        <ProblemAlert error={retry.error} />
        {checking && <TargetCheck write={write} />}
        <Group gap="xs">
          {canSend && (
            <Button size="xs" loading={retry.isPending} onClick={() => retry.send({ key: write.key })}>
              Send now
            </Button>
          )}
          {write.state === 'expired' && !checking && (
            <Button size="xs" variant="light" onClick={() => setChecking(true)}>
              Check the record
            </Button>
          )}
          <Button size="xs" variant="default" color="red" onClick={() => onDiscard(write)}>
            Discard
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Pending writes: every change of the active connection that has not reached the ERP yet, or
 * whose answer was lost, with what happened to it; send now, or give one up after a question.
 */
export function PendingWritesPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const list = useCall('outbox.list', {}, { enabled: opened });
  const retryAll = useWrite('outbox.retry', { invalidates });
  const [discarding, setDiscarding] = useState<PendingWrite | null>(null);
  const entries = list.data?.entries ?? [];
  const sendable = entries.some((e) => e.state === 'queued' || e.state === 'unknown');
  return (
    <AppDrawer opened={opened} onClose={onClose} title="Pending writes" position="right" size="md" zIndex={PANEL_Z} data-testid="pending-writes">
      <Stack gap="sm">
        <ProblemAlert error={list.error ?? retryAll.error} />
        {list.data && entries.length === 0 && (
          <Text size="sm" data-testid="pending-writes-empty">
            Nothing is waiting: every change reached the ERP.
          </Text>
        )}
        {entries.length > 0 && (
          <Group justify="space-between">
            <Text size="sm">
              {entries.length} change{entries.length === 1 ? '' : 's'} waiting
              {list.data?.nextAttemptAt ? `; next try ${when(list.data.nextAttemptAt)}` : ''}.
            </Text>
            {sendable && (
              <Button size="xs" loading={retryAll.isPending} onClick={() => retryAll.send({})}>
                Send all now
              </Button>
            )}
          </Group>
        )}
        {entries.map((write) => (
          <PendingWriteCard key={write.key} write={write} onDiscard={setDiscarding} />
        ))}
      </Stack>
      {discarding && (
        <ConfirmDestructive
          title="Discard this change?"
          confirmLabel="Discard the change"
          keepLabel="Keep it"
          call="outbox.discard"
          input={{ key: discarding.key }}
          write={{ invalidates }}
          onDone={() => setDiscarding(null)}
          onClose={() => setDiscarding(null)}
          testId="discard-pending-write"
          zIndex={PANEL_Z + 10}
        >
          <Text size="sm">
            “{discarding.summary}” is never sent to the ERP.
            {discarding.state === 'unknown' ? ' It may already have been booked there: check the record in its workspace.' : ''}
          </Text>
        </ConfirmDestructive>
      )}
    </AppDrawer>
  );
}
