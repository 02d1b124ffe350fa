import { Alert, Badge, Button, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import IconRefresh from '@tabler/icons-react/dist/esm/icons/IconRefresh.mjs';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TicketDetail as Ticket } from '@shared/contract/tickets';
import { BREACHING_SOON_MINUTES } from '@shared/domain/sla';
import { useCall } from '../../api/hooks';
import { useNow } from '../../stores/clock';
import { label, when } from '../../components/format';
import { ProblemAlert } from '../../components/ProblemAlert';
import { CustomerContextPanel } from './CustomerContextPanel';
import { deadlineOf } from './deadlines';
import { ReplyComposer } from './ReplyComposer';
import { ReturnsPanel } from './ReturnsPanel';
import { SlaBadge } from './SlaBadge';
import { Thread } from './Thread';
import { statusColor } from './ticket-colors';
import { UpdatePanel } from './UpdatePanel';
import type { DialogRequest } from './useTicketDrafts';
import { Busy } from '../../components/Busy';

export type DetailTab = 'ticket' | 'customer' | 'returns';

function Field({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {name}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children || '–'}
      </Text>
    </Stack>
  );
}

function TicketFacts({ ticket }: { ticket: Ticket }) {
  const now = useNow();
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge variant="light" color={statusColor(ticket.status)} styles={{ label: { textTransform: 'none' } }} data-testid="ticket-status">
          {label(ticket.status)}
        </Badge>
        <Text size="sm">Priority {label(ticket.priority)}</Text>
        <Text size="sm" c="dimmed">
          · {label(ticket.type)} · queue {ticket.queueName ?? ticket.queueCode ?? '–'}
        </Text>
      </Group>
      <Group gap="md">
        <Group gap={6}>
          <Text size="sm" fw={500}>
            Response
          </Text>
          <SlaBadge kind="response" now={now} view={deadlineOf('response', ticket, now, BREACHING_SOON_MINUTES)} />
        </Group>
        <Group gap={6}>
          <Text size="sm" fw={500}>
            Resolution
          </Text>
          <SlaBadge kind="resolution" now={now} view={deadlineOf('resolution', ticket, now, BREACHING_SOON_MINUTES)} />
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
        <Field name="Customer">{ticket.customerName ? `${ticket.customerName} (${ticket.customerNumber})` : ticket.customerNumber}</Field>
        <Field name="Contact">{ticket.contactName}</Field>
        <Field name="E-mail">{ticket.contactEmail}</Field>
        <Field name="Phone">{ticket.contactPhone}</Field>
        <Field name="Product">{ticket.itemNumber ? `${ticket.itemNumber}${ticket.itemName ? ` · ${ticket.itemName}` : ''}` : null}</Field>
        <Field name="Serial number">{ticket.serialNumber}</Field>
        <Field name="Firmware / hardware">{[ticket.firmwareVersion, ticket.hardwareRevision].filter(Boolean).join(' / ')}</Field>
        <Field name="RMA">{ticket.rmaNumber}</Field>
        <Field name="Created">{when(ticket.createdDate)}</Field>
        <Field name="First response">{when(ticket.firstResponseAt)}</Field>
        <Field name="Resolved">{when(ticket.resolvedAt)}</Field>
        <Field name="Resolution">
          {ticket.resolutionType ? `${label(ticket.resolutionType)}${ticket.resolutionNotes ? `: ${ticket.resolutionNotes}` : ''}` : null}
        </Field>
      </SimpleGrid>
    </Stack>
  );
}

export interface TicketDetailProps {
  ticketNumber: string;
  tab: DetailTab;
  onTab: (tab: DetailTab) => void;
  focusRequest: { target: 'reply' | 'status'; nonce: number } | null;
  /** The poll saw this ticket change since it was loaded. */
  changedMeanwhile: boolean;
  onReloaded: () => void;
  /** A kept dialog draft (new return, receipt) the Drafts list asked to open. */
  dialogRequest: DialogRequest | null;
  onDialogOpened: () => void;
}

/** One ticket: facts and SLA timers, the thread, the reply, changes, the customer and returns. */
export function TicketDetail({ ticketNumber, tab, onTab, focusRequest, changedMeanwhile, onReloaded, dialogRequest, onDialogOpened }: TicketDetailProps) {
  const client = useQueryClient();
  const ticket = useCall('tickets.ticket', { ticketNumber }, { staleTime: Infinity });
  const setTicket = (next: Ticket) => client.setQueryData(['tickets.ticket', { ticketNumber }], next);
  if (ticket.error) return <ProblemAlert error={ticket.error} onRetry={() => void ticket.refetch()} />;
  if (!ticket.data) return <Busy label="Loading the ticket" />;
  const t = ticket.data;
  return (
    <Stack gap="md" data-testid="ticket-detail" data-ticket={t.ticketNumber}>
      <Title order={3} style={{ overflowWrap: 'anywhere' }}>
        {t.title ?? t.ticketNumber}
      </Title>
      {changedMeanwhile && (
        <Alert color="blue" title="This ticket changed since you opened it" data-testid="ticket-changed-meanwhile">
          <Group justify="space-between">
            <Text size="sm">Someone else, or the customer, changed it. Reload to see what is new.</Text>
            <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={() => void ticket.refetch().then(onReloaded)}>
              Reload ticket
            </Button>
          </Group>
        </Alert>
      )}
      <Tabs value={tab} onChange={(v) => onTab((v ?? 'ticket') as DetailTab)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="ticket">Ticket and thread</Tabs.Tab>
          <Tabs.Tab value="customer" disabled={!t.customerNumber}>
            Customer (C)
          </Tabs.Tab>
          <Tabs.Tab value="returns" disabled={!t.customerNumber}>
            Returns
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="ticket" pt="md">
          <Stack gap="lg">
            <TicketFacts ticket={t} />
            <UpdatePanel ticket={t} onTicket={setTicket} focusNonce={focusRequest?.target === 'status' ? focusRequest.nonce : null} />
            {t.description && (
              <Stack gap={2}>
                <Text size="xs" c="dimmed">
                  Description
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {t.description}
                </Text>
              </Stack>
            )}
            <Thread messages={t.messages} />
            <ReplyComposer ticket={t} onTicket={setTicket} focusNonce={focusRequest?.target === 'reply' ? focusRequest.nonce : null} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="customer" pt="md">
          {t.customerNumber && <CustomerContextPanel customerNumber={t.customerNumber} />}
        </Tabs.Panel>
        <Tabs.Panel value="returns" pt="md">
          {t.customerNumber && <ReturnsPanel ticket={t} dialogRequest={dialogRequest} onDialogOpened={onDialogOpened} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
