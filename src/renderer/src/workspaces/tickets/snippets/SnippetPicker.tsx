import { Combobox, ScrollArea, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { useEffect, useEffectEvent, useState } from 'react';
import type { Snippet } from '@shared/contract/snippets';
import type { TicketDetail } from '@shared/contract/tickets';
import { fillSnippet, snippetMatches, type FilledSnippet, type SnippetValues } from '@shared/domain/snippets';
import { useCall } from '../../../api/hooks';
import { AppModal } from '../../../components/overlay/AppModal';
import { ProblemAlert } from '../../../components/ProblemAlert';
import { Busy } from '../../../components/Busy';

/** What the placeholders of a snippet are filled with for this ticket (row 326). */
export function snippetValues(ticket: Pick<TicketDetail, 'ticketNumber' | 'title' | 'customerName' | 'contactName'>, signature: string | null): SnippetValues {
  return {
    'customer.name': ticket.customerName,
    'contact.name': ticket.contactName,
    'ticket.number': ticket.ticketNumber,
    'ticket.title': ticket.title,
    'agent.signature': signature,
  };
}

/**
 * Alt+I in the reply box: find a saved reply by typing part of its title or text; Enter inserts
 * the highlighted one, filled for the ticket. A list box under the search field (no dropdown), so
 * the arrows and Enter work as in every other picker of the app.
 */
export function SnippetPicker({ ticket, onInsert, onClose }: { ticket: TicketDetail; onInsert: (filled: FilledSnippet) => void; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const list = useCall('snippets.list', {});
  const signature = useCall('snippets.signature', {});
  const combobox = useCombobox({ opened: true });
  const found = (list.data?.snippets ?? []).filter((s) => snippetMatches(s, search));
  const ready = !!list.data && !!signature.data;

  // The first match is highlighted whenever the matches change, so Enter always inserts something visible.
  const highlightFirst = useEffectEvent(() => (found.length > 0 ? combobox.selectFirstOption() : combobox.resetSelectedOption()));
  const firstId = found[0]?.id ?? '';
  useEffect(() => void highlightFirst(), [firstId, found.length, ready]);

  const insert = (id: string) => {
    const snippet = found.find((s) => s.id === id);
    if (snippet && signature.data) onInsert(fillSnippet(snippet.body, snippetValues(ticket, signature.data.signature)));
  };

  return (
    <AppModal opened onClose={onClose} title="Insert a saved reply" size="lg" data-testid="snippet-picker">
      <Stack gap="sm">
        <ProblemAlert error={list.error ?? signature.error} />
        <Combobox store={combobox} onOptionSubmit={insert}>
          <Combobox.EventsTarget>
            <TextInput
              label="Search saved replies"
              placeholder="Part of the title or text"
              leftSection={<IconSearch size={16} />}
              rightSection={ready ? null : <Busy size="xs" label="Loading saved replies" />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              onKeyDown={(e) => {
                // The list is always shown, so the combobox would keep Escape for itself: it closes the picker.
                if (e.key !== 'Escape') return;
                e.preventDefault();
                onClose();
              }}
              data-autofocus
            />
          </Combobox.EventsTarget>
          <ScrollArea.Autosize mah={320} type="auto">
            <Combobox.Options aria-label="Saved replies">
              {found.map((s: Snippet) => (
                <Combobox.Option key={s.id} value={s.id} aria-label={s.title}>
                  <Text size="sm" fw={600}>
                    {s.title}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {s.body}
                  </Text>
                </Combobox.Option>
              ))}
            </Combobox.Options>
          </ScrollArea.Autosize>
        </Combobox>
        {ready && found.length === 0 && (
          <Text size="sm" c="dimmed">
            {list.data!.snippets.length === 0
              ? 'No saved replies yet: add some with “Saved replies” at the top of Tickets.'
              : `No saved reply matches “${search}”.`}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          ↑ ↓ choose, Enter inserts at the cursor, Escape goes back to the reply.
        </Text>
      </Stack>
    </AppModal>
  );
}
