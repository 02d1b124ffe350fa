import { Button, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ReturnDetail } from '@shared/contract/returns';
import { serialList } from '@shared/domain/serial-numbers';
import { useWrite } from '../../api/useWrite';
import { useFieldErrors } from '../../components/field-errors';
import { quantity } from '../../components/format';
import { AppModal } from '../../components/overlay/AppModal';
import { ProblemAlert } from '../../components/ProblemAlert';
import { DraftNotice } from '../../drafts/DraftNotice';
import { useDraft } from '../../drafts/useDraft';
import { DraftDialogFooter } from './DraftDialogFooter';
import { emptyDraft, receiptLines, trackedFieldLabel, trackedLines, trackedProblem, type TrackedDraft } from './return-receipt';
import { receiptDraftKey } from './useTicketDrafts';
import { Busy } from '../../components/Busy';
import { GrowingTextarea } from '../../components/GrowingTextarea';

const invalidates = ['tickets.returns', 'tickets.customerContext', 'tickets.ticket'] as const;

/**
 * Receiving a return whose goods come back under their numbers: a serial number per unit
 * (typed or scanned, one per line) or the batch they came from, per tracked line (row 125).
 * What was scanned is kept as a draft until the receipt is booked: closing the dialog keeps it.
 */
export function ReceiveReturnDialog({ ret, onClose }: { ret: ReturnDetail; onClose: () => void }) {
  const lines = trackedLines(ret);
  const draft = useDraft<Record<number, TrackedDraft>>({
    editor: 'tickets.receiveReturn',
    recordKey: receiptDraftKey(ret.ticketNumber, ret.returnNumber),
    label: [ret.ticketNumber, ret.returnNumber].filter(Boolean).join(' · '),
    initial: {},
  });
  const drafts = draft.value;
  const [checked, setChecked] = useState(false);
  // An ERP without the call: the re-read card disables receiving with the reason.
  const receive = useWrite('tickets.receiveReturn', { invalidates, recheckWhenNotOffered: ['tickets.returns'] });
  const errorFor = useFieldErrors(receive.error);
  const draftOf = (lineNumber: number) => drafts[lineNumber] ?? emptyDraft;
  const update = (lineNumber: number, patch: Partial<TrackedDraft>) =>
    draft.set((d) => ({ ...d, [lineNumber]: { ...(d[lineNumber] ?? emptyDraft), ...patch } }));
  const problems = lines.map((l) => trackedProblem(l, draftOf(l.lineNumber)));
  // The screen's own check once the agent tried, else what the ERP said about the i-th line sent.
  const errorOf = (index: number, field: 'serialNumbers' | 'batchNumber') => (checked ? problems[index] : null) ?? errorFor(`lines[${index}].${field}`);

  const submit = () => {
    setChecked(true);
    if (problems.some(Boolean)) return;
    receive.send(
      { returnNumber: ret.returnNumber, lines: receiptLines(lines, drafts) },
      { onSuccess: () => (draft.done(), onClose()), onError: (error) => error.kind === 'notOffered' && onClose() },
    );
  };

  return (
    <AppModal opened onClose={onClose} title={`Receive ${ret.returnNumber} into stock`} size="xl">
      {!draft.ready ? (
        <Busy size="sm" label="Loading the receipt draft" />
      ) : (
        <Stack gap="sm" data-testid="receive-return-dialog">
          <DraftNotice draft={draft} />
          <Text size="sm" c="dimmed">
            These goods come back under their numbers. Serial numbers: one per unit, one per line (a scanner ends each with Enter). Batch: the batch the goods
            came from.
          </Text>
          <Table verticalSpacing={6} withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Line</Table.Th>
                <Table.Th>Item</Table.Th>
                <Table.Th ta="right">Quantity</Table.Th>
                <Table.Th w={320}>Serial numbers / batch</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((l, index) => {
                const line = draftOf(l.lineNumber);
                return (
                  <Table.Tr key={l.lineNumber} style={{ verticalAlign: 'top' }} data-testid={`receive-return-line-${l.lineNumber}`}>
                    <Table.Td>{l.lineNumber}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {l.itemNumber}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {l.itemName}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {quantity(l.quantity)} {l.unit}
                    </Table.Td>
                    <Table.Td>
                      {l.trackingType === 'Serial' ? (
                        <GrowingTextarea
                          size="xs"
                          minRows={2}
                          maxRows={8}
                          data-autofocus={index === 0 || undefined}
                          aria-label={trackedFieldLabel(l)}
                          placeholder="One serial number per line"
                          description={`${serialList(line.serials).length} of ${quantity(l.quantity)} entered`}
                          value={line.serials}
                          onChange={(e) => update(l.lineNumber, { serials: e.currentTarget.value })}
                          error={errorOf(index, 'serialNumbers')}
                        />
                      ) : (
                        <TextInput
                          size="xs"
                          data-autofocus={index === 0 || undefined}
                          aria-label={trackedFieldLabel(l)}
                          placeholder="Batch number"
                          value={line.batchNumber}
                          onChange={(e) => update(l.lineNumber, { batchNumber: e.currentTarget.value })}
                          error={errorOf(index, 'batchNumber')}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          {receive.error && (
            <ProblemAlert error={receive.error} shownFields={lines.flatMap((_, i) => [`lines[${i}].serialNumbers`, `lines[${i}].batchNumber`])} />
          )}
          <DraftDialogFooter draft={draft} onClose={onClose}>
            <Button onClick={submit} loading={receive.isPending}>
              Receive into stock
            </Button>
          </DraftDialogFooter>
        </Stack>
      )}
    </AppModal>
  );
}
