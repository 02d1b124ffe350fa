import { Badge, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { useEffect, useState } from 'react';
import type { ActionOffer } from '@shared/contract/offers';
import type { AppError } from '@shared/errors';
import type { ReturnDetail } from '@shared/contract/returns';
import type { TicketDetail } from '@shared/contract/tickets';
import { useCall } from '../../api/hooks';
import { useWrite } from '../../api/useWrite';
import { amount, day, label, quantity } from '../../components/format';
import { ProblemAlert } from '../../components/ProblemAlert';
import { ScopedButton } from '../../components/ScopedButton';
import { DraftMark } from '../../drafts/DraftMark';
import { useDraftKeys } from '../../drafts/useDraftList';
import { ReceiveReturnDialog } from './ReceiveReturnDialog';
import { ReturnDialog } from './ReturnDialog';
import { trackedLines, trackingText } from './return-receipt';
import { receiptDraftKey, type DialogRequest } from './useTicketDrafts';
import { Busy } from '../../components/Busy';

/** Opens a dialog once when the Drafts list asked for this draft. */
function useDialogRequest(
  request: DialogRequest | null,
  editor: DialogRequest['editor'],
  recordKey: string,
  setOpen: (open: boolean) => void,
  onOpened: () => void,
) {
  const asked = request?.editor === editor && request.recordKey === recordKey;
  useEffect(() => {
    if (!asked) return;
    setOpen(true);
    onOpened();
  }, [asked, setOpen, onOpened]);
}

/** Why an action cannot be taken now, or null when it can. */
function blocked(offer: ActionOffer, status: string, needed: string, verb: string): string | null {
  if (offer.offered === false) return offer.reason ?? `The ERP does not offer to ${verb} returns.`;
  if (status !== needed)
    return `Only a ${needed.toLowerCase()} return can be ${verb === 'approve' ? 'approved' : 'received'}; this one is ${label(status).toLowerCase()}.`;
  return null;
}

interface DialogRequestProps {
  dialogRequest: DialogRequest | null;
  onDialogOpened: () => void;
}

function ReturnActions({ ret, dialogRequest, onDialogOpened }: { ret: ReturnDetail } & DialogRequestProps) {
  // The re-read returns say the ERP lacks the call, and the action is disabled with the reason.
  const writes = { invalidates: ['tickets.returns', 'tickets.customerContext', 'tickets.ticket'], recheckWhenNotOffered: ['tickets.returns'] } as const;
  const approve = useWrite('tickets.approveReturn', writes);
  const receive = useWrite('tickets.receiveReturn', writes);
  const notOffered = [ret.approveOffer, ret.receiveOffer].filter((o) => o.offered === false).map((o) => o.reason);
  const shown = (error: AppError | null) => error && !(error.kind === 'notOffered' && notOffered.length > 0);
  const approveBlock = blocked(ret.approveOffer, ret.status, 'Draft', 'approve');
  const receiveBlock = blocked(ret.receiveOffer, ret.status, 'Approved', 'receive');
  // Tracked goods come back under their numbers, which the agent gives first (row 125); untracked ones in one click.
  const [askingNumbers, setAskingNumbers] = useState(false);
  const receiptKey = receiptDraftKey(ret.ticketNumber, ret.returnNumber);
  const receiptDrafted = useDraftKeys('tickets.receiveReturn').has(receiptKey);
  useDialogRequest(dialogRequest, 'tickets.receiveReturn', receiptKey, setAskingNumbers, onDialogOpened);
  const startReceipt = () => (trackedLines(ret).length > 0 ? setAskingNumbers(true) : receive.send({ returnNumber: ret.returnNumber }));
  const action = (name: string, block: string | null, run: () => void, loading: boolean, drafted = false) => (
    <Tooltip label={block} disabled={!block} multiline w={280}>
      <span>
        <ScopedButton tag="returns" access="write" size="xs" variant="light" onClick={run} disabled={!!block} loading={loading}>
          <Group gap={6} wrap="nowrap">
            {name}
            {drafted && <DraftMark what="Scanned numbers kept as a draft" />}
          </Group>
        </ScopedButton>
      </span>
    </Tooltip>
  );
  return (
    <Stack gap={4}>
      <Group gap="xs">
        {action('Approve', approveBlock, () => approve.send({ returnNumber: ret.returnNumber }), approve.isPending)}
        {action('Receive into stock', receiveBlock, startReceipt, receive.isPending, receiptDrafted)}
      </Group>
      {ret.pendingSince && (
        <Text size="xs" c="orange">
          An earlier approve or receive got no answer; repeating it resumes that one.
        </Text>
      )}
      {notOffered.map((reason) => (
        <Text key={reason} size="xs" c="dimmed" data-testid="return-not-offered">
          {reason}
        </Text>
      ))}
      {shown(approve.error) && <ProblemAlert error={approve.error!} />}
      {shown(receive.error) && <ProblemAlert error={receive.error!} />}
      {askingNumbers && <ReceiveReturnDialog ret={ret} onClose={() => setAskingNumbers(false)} />}
    </Stack>
  );
}

function ReturnCard({ ret, ...request }: { ret: ReturnDetail } & DialogRequestProps) {
  return (
    <Paper withBorder p="sm" data-testid="return-card" data-return={ret.returnNumber}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Text fw={600}>{ret.returnNumber}</Text>
            <Badge variant="light" data-testid="return-status" styles={{ label: { textTransform: 'none' } }}>
              {label(ret.status)}
            </Badge>
            <Text size="sm" c="dimmed">
              order {ret.orderNumber ?? '–'} · {label(ret.reason)} · RMA {ret.rmaNumber ?? '–'} · {day(ret.returnDate)}
            </Text>
          </Group>
          <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {amount(ret.totalAmount, ret.currencyCode)} excl. tax
          </Text>
        </Group>
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing={2} fz="sm">
            <Table.Tbody>
              {ret.lines.map((l) => (
                <Table.Tr key={l.lineNumber}>
                  <Table.Td>{l.itemNumber}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{l.itemName}</Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>
                    {quantity(l.quantity)} {l.unit}
                  </Table.Td>
                  <Table.Td>{trackingText(l.trackingType)}</Table.Td>
                  <Table.Td>{l.condition ? label(l.condition) : 'Condition not assessed'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ReturnActions ret={ret} {...request} />
      </Stack>
    </Paper>
  );
}

/** Returns raised from this ticket, and a new one. */
export function ReturnsPanel({ ticket, ...request }: { ticket: TicketDetail } & DialogRequestProps) {
  const returns = useCall('tickets.returns', { ticketNumber: ticket.ticketNumber });
  const [creating, setCreating] = useState(false);
  const returnDrafted = useDraftKeys('tickets.return').has(ticket.ticketNumber);
  useDialogRequest(request.dialogRequest, 'tickets.return', ticket.ticketNumber, setCreating, request.onDialogOpened);
  const final = ticket.status === 'Closed' || ticket.status === 'Cancelled';
  return (
    <Stack gap="sm" data-testid="ticket-returns">
      <Group justify="space-between">
        <Text fw={600}>Returns linked to this ticket</Text>
        <Tooltip label="A closed or cancelled ticket cannot take a return." disabled={!final}>
          <span>
            <ScopedButton tag="returns" access="write" leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} disabled={final}>
              <Group gap={6} wrap="nowrap">
                New return
                {returnDrafted && <DraftMark what="A new return is kept as a draft" />}
              </Group>
            </ScopedButton>
          </span>
        </Tooltip>
      </Group>
      {returns.error && <ProblemAlert error={returns.error} onRetry={() => void returns.refetch()} />}
      {returns.isLoading && <Busy size="sm" label="Loading returns" />}
      {returns.data?.returns.length === 0 && (
        <Text c="dimmed" size="sm">
          No return raised from this ticket yet.
        </Text>
      )}
      {returns.data?.returns.map((r) => (
        <ReturnCard key={r.returnNumber} ret={r} {...request} />
      ))}
      {creating && <ReturnDialog ticket={ticket} onClose={() => setCreating(false)} onCreated={() => setCreating(false)} />}
    </Stack>
  );
}
