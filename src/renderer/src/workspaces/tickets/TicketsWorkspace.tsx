import { Button, Group, Stack } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { useCallback, useRef, useState } from 'react';
import type { TicketPage, TicketRow } from '@shared/contract/tickets';
import { AppDrawer } from '../../components/overlay/AppModal';
import { ScopedButton } from '../../components/ScopedButton';
import { WorkspaceHeader } from '../../components/WorkspaceHeader';
import { useShortcuts } from '../../components/shortcuts';
import { useDraftRequests, useRecordRequests } from '../../stores/useRecordRequests';
import { useDraftKeys } from '../../drafts/useDraftList';
import { DraftMark } from '../../drafts/DraftMark';
import { CreateTicketDialog, NEW_TICKET } from './CreateTicketDialog';
import { QueueSidebar, type QueueSelection } from './QueueSidebar';
import { SlaHistoryPanel } from './SlaHistoryPanel';
import { SavedRepliesButton } from './snippets/SavedReplies';
import { TicketDetail, type DetailTab } from './TicketDetail';
import { noFilters, type Filters } from './ticket-filters';
import { TicketsTable } from './TicketsTable';
import { NEW_VIEW, VIEW_NAME_EDITOR, ViewNameDialog } from './ViewNameDialog';
import { useTicketChanges } from './useTicketChanges';
import { ticketOfReceiptKey, type DialogRequest } from './useTicketDrafts';

/** Tickets: work the support queues against their response and resolution deadlines. */
export function TicketsWorkspace() {
  const [selection, setSelection] = useState<QueueSelection>({ queueCode: null, view: 'all' });
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [savingView, setSavingView] = useState(false);
  const [history, setHistory] = useState(false);
  const [rows, setRows] = useState<TicketRow[]>([]);
  const [watermark, setWatermark] = useState<string | null>(null);
  const [openTicket, setOpenTicket] = useState<string | null>(null);
  const [tab, setTab] = useState<DetailTab>('ticket');
  const [focusRequest, setFocusRequest] = useState<{ target: 'reply' | 'status'; nonce: number } | null>(null);
  const [creating, setCreating] = useState(false);
  const [dialogRequest, setDialogRequest] = useState<DialogRequest | null>(null);
  const newTicketDrafted = useDraftKeys('tickets.create').has(NEW_TICKET);
  const search = useRef<HTMLInputElement>(null);
  const { highlights, changedWhileOpen, seen } = useTicketChanges(watermark, openTicket);

  const open = useCallback(
    (ticketNumber: string) => {
      setOpenTicket(ticketNumber);
      seen(ticketNumber);
    },
    [seen],
  );
  const onPage = useCallback((page: TicketPage) => {
    setRows(page.items);
    setWatermark((w) => w ?? page.watermark);
  }, []);

  // A ticket alert clicked in any workspace opens its ticket here (main watches the queues).
  useRecordRequests((record) => record.kind === 'ticket' && (open(record.number), true));
  // The Drafts list opens each editor of this workspace on the record its draft belongs to.
  useDraftRequests(({ editor, recordKey }) => {
    if (editor === 'tickets.create') return (setCreating(true), true);
    // A rename's draft is opened by the saved views it belongs to (SavedViews).
    if (editor === VIEW_NAME_EDITOR && recordKey === NEW_VIEW) return (setSavingView(true), true);
    if (editor === 'tickets.reply' || editor === 'tickets.update') return (open(recordKey), setTab('ticket'), true);
    if (editor !== 'tickets.return' && editor !== 'tickets.receiveReturn') return false;
    open(editor === 'tickets.return' ? recordKey : ticketOfReceiptKey(recordKey));
    setTab('returns');
    setDialogRequest({ editor, recordKey });
    return true;
  });

  const step = (delta: number) => {
    if (!rows.length) return;
    const index = rows.findIndex((r) => r.ticketNumber === openTicket);
    const next = rows[Math.max(0, Math.min(rows.length - 1, index < 0 ? 0 : index + delta))];
    if (next) open(next.ticketNumber);
  };
  const focus = (target: 'reply' | 'status') => {
    if (!openTicket) return;
    setTab('ticket');
    setFocusRequest({ target, nonce: Date.now() });
  };

  useShortcuts('Tickets', [
    { keys: 'J', label: 'Next ticket', run: () => step(1) },
    { keys: 'K', label: 'Previous ticket', run: () => step(-1) },
    { keys: 'R', label: 'Reply to the open ticket', run: () => focus('reply') },
    { keys: 'S', label: 'Change the status of the open ticket', run: () => focus('status') },
    { keys: 'C', label: "Show the open ticket's customer", run: () => openTicket && setTab('customer') },
    { keys: 'alt+N', label: 'New ticket', run: () => setCreating(true) },
    {
      keys: 'alt+F',
      label: 'Search tickets',
      run: () => {
        setHistory(false);
        // From the SLA history the list (and its search box) is there after the next render.
        setTimeout(() => search.current?.focus());
      },
    },
    { keys: 'H', label: 'Show the SLA history of the last 30 days', run: () => setHistory(true) },
  ]);

  return (
    <Stack gap="md" data-testid="workspace-tickets">
      <WorkspaceHeader
        title="Tickets"
        description="Support queues, next SLA deadline first. J and K step through tickets, R replies; press ? for every shortcut."
      >
        <SavedRepliesButton />
        <ScopedButton
          tag="tickets"
          access="write"
          leftSection={<IconPlus size={16} />}
          onClick={() => setCreating(true)}
          title="Alt+N"
          style={{ flexShrink: 0 }}
        >
          <Group gap={6} wrap="nowrap">
            New ticket
            {newTicketDrafted && <DraftMark what="A new ticket is kept as a draft" />}
          </Group>
        </ScopedButton>
      </WorkspaceHeader>
      <Group align="flex-start" gap="md" wrap="nowrap">
        <QueueSidebar
          selection={selection}
          onSelect={(s) => {
            setHistory(false);
            setSelection(s);
          }}
          current={{ ...selection, ...filters }}
          onOpenView={({ queueCode, view, ...kept }) => {
            setHistory(false);
            setSelection({ queueCode, view });
            setFilters(kept);
          }}
          onSaveView={() => setSavingView(true)}
          history={history}
          onHistory={() => setHistory(true)}
        />
        {history ? (
          <SlaHistoryPanel />
        ) : (
          <TicketsTable
            ref={search}
            selection={selection}
            filters={filters}
            onFilters={setFilters}
            highlights={highlights}
            onOpen={(row) => open(row.ticketNumber)}
            onPage={onPage}
          />
        )}
      </Group>
      <AppDrawer
        opened={!!openTicket}
        onClose={() => setOpenTicket(null)}
        position="right"
        size="min(1100px, 92%)"
        title={openTicket ? `Ticket ${openTicket}` : 'Ticket'}
        data-testid="ticket-drawer"
      >
        {openTicket && (
          <TicketDetail
            key={openTicket}
            ticketNumber={openTicket}
            tab={tab}
            onTab={setTab}
            focusRequest={focusRequest}
            changedMeanwhile={changedWhileOpen === openTicket}
            onReloaded={() => seen(openTicket)}
            dialogRequest={dialogRequest}
            onDialogOpened={() => setDialogRequest(null)}
          />
        )}
        {openTicket && (
          <Group justify="space-between" mt="md">
            <Button variant="subtle" size="xs" onClick={() => step(-1)}>
              Previous ticket (K)
            </Button>
            <Button variant="subtle" size="xs" onClick={() => step(1)}>
              Next ticket (J)
            </Button>
          </Group>
        )}
      </AppDrawer>
      {savingView && <ViewNameDialog filter={{ ...selection, ...filters }} onClose={() => setSavingView(false)} onDone={() => setSavingView(false)} />}
      {creating && (
        <CreateTicketDialog
          onClose={() => setCreating(false)}
          onCreated={(ticketNumber) => {
            setCreating(false);
            open(ticketNumber);
          }}
        />
      )}
    </Stack>
  );
}
