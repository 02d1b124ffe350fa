import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import IconHeadset from '@tabler/icons-react/dist/esm/icons/IconHeadset.mjs';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import IconSettings from '@tabler/icons-react/dist/esm/icons/IconSettings.mjs';
import IconUser from '@tabler/icons-react/dist/esm/icons/IconUser.mjs';
import type { Message } from '@shared/contract/tickets';
import { when } from '../../components/format';

const authors = {
  Customer: { Icon: IconUser, word: 'Customer', align: 'flex-start', bg: 'var(--mantine-color-default)' },
  Agent: { Icon: IconHeadset, word: 'Agent', align: 'flex-end', bg: 'var(--mantine-primary-color-light)' },
  System: { Icon: IconSettings, word: 'System', align: 'center', bg: 'transparent' },
} as const;

export function MessageCard({ message }: { message: Message }) {
  const author = authors[message.authorType as keyof typeof authors] ?? authors.System;
  const internal = message.isInternal;
  return (
    <Paper
      withBorder
      p="sm"
      maw="85%"
      style={{
        alignSelf: author.align,
        background: internal ? 'var(--mantine-color-yellow-light)' : author.bg,
        borderStyle: internal ? 'dashed' : undefined,
      }}
      data-testid="thread-message"
      data-author={message.authorType}
      data-internal={internal || undefined}
    >
      <Group gap={6} mb={4} wrap="wrap">
        <author.Icon size={14} aria-hidden />
        <Text size="xs" fw={600}>
          {message.authorName ?? author.word}
        </Text>
        {/* Dimmed text is readable on the page, not on the yellow of a note. */}
        <Text size="xs" c={internal ? undefined : 'dimmed'}>
          {author.word} · {when(message.createdDate)}
        </Text>
        {internal && (
          <Badge size="xs" color="yellow" variant="filled" leftSection={<IconLock size={10} aria-hidden />}>
            Internal note
          </Badge>
        )}
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.body}
      </Text>
    </Paper>
  );
}

/** The conversation oldest to newest: customer on the left, agents on the right, notes marked. */
export function Thread({ messages }: { messages: Message[] }) {
  return (
    <Stack gap="xs" data-testid="ticket-thread" aria-label="Conversation">
      <Text size="xs" c="dimmed">
        Conversation, oldest first ({messages.length} message{messages.length === 1 ? '' : 's'})
      </Text>
      {messages.length === 0 && (
        <Text size="sm" c="dimmed">
          Nothing written on this ticket yet.
        </Text>
      )}
      {messages.map((m) => (
        <MessageCard key={m.id} message={m} />
      ))}
    </Stack>
  );
}
