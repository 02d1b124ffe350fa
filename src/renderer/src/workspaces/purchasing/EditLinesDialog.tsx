import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { OrderDetail } from '@shared/contract/purchasing';
import { rebase, threeWay } from '@shared/domain/merge-patch';
import { useWrite } from '../../api/useWrite';
import { DecimalInput } from '../../components/DecimalInput';
import { useFieldErrors } from '../../components/field-errors';
import { quantity } from '../../components/format';
import { AppModal } from '../../components/overlay/AppModal';
import { DateField } from '../../components/DateField';
import { PlausibilityWarnings } from '../../components/PlausibilityWarnings';
import { ProblemAlert } from '../../components/ProblemAlert';
import { ChangedMeanwhile, type Winners } from '../../drafts/ChangedMeanwhile';
import { DraftNotice, DraftStatus } from '../../drafts/DraftNotice';
import { useDraft } from '../../drafts/useDraft';
import { unusualLineQuantity } from '@shared/domain/plausibility';
import { deliveryDateWarning } from './delivery-date-warning';
import { collisionFields, editableLines, formKey, lineEditsOf, lineForm, type LineForm } from './line-form';
import { queryKeyOf } from '../../api/hooks';

type Props = { order: OrderDetail; onClose: () => void; onOrder: (order: OrderDetail) => void };

/**
 * Adjust quantities and dates after the supplier's answer. What is typed is kept as a draft until
 * it is saved; only the fields changed are patched, each with the value it was changed from, so a
 * colleague's change meanwhile is caught (docs/api-assumptions.md row 267) and shown beside the
 * user's own values.
 */
export function EditLinesDialog({ order, onClose, onOrder }: Props) {
  const client = useQueryClient();
  const editable = editableLines(order);
  const current = lineForm(order);
  const draft = useDraft<LineForm>({
    editor: 'purchasing.editLines',
    recordKey: order.orderNumber,
    label: `${order.orderNumber} · ${order.supplierName ?? order.supplierNumber ?? ''}`,
    initial: current,
  });
  const [winners, setWinners] = useState<Winners>({});
  const edit = useWrite('purchasing.editLines', { invalidates: ['purchasing.orders', 'purchasing.proposals'] });
  const errorFor = useFieldErrors(edit.error);
  // The order is read again on opening, so a colleague's change since shows before more is typed.
  useEffect(() => void client.invalidateQueries({ queryKey: queryKeyOf('purchasing.order', { orderNumber: order.orderNumber }) }), [client, order.orderNumber]);

  // Once a colleague's change is seen, the form shows their values where the user changed nothing
  // and the chosen side where both did; what is sent is measured against the order as it is now.
  const merge = threeWay(draft.base, draft.value, current);
  const shown = draft.changedMeanwhile ? rebase(draft.value, current, merge, winners) : draft.value;
  const edits = lineEditsOf(editable, draft.changedMeanwhile ? current : draft.base, shown);
  const set = (lineNumber: number, field: 'quantity' | 'expectedDate' | 'promisedDate', value: string) =>
    draft.set({ ...shown, [formKey(lineNumber, field)]: value });
  const index = (lineNumber: number) => edits.findIndex((e) => e.lineNumber === lineNumber);
  const collided = edit.error?.code === 'PurchaseOrder.Modified';

  const save = () => {
    if (edits.length === 0) return onClose();
    edit.send(
      { orderNumber: order.orderNumber, lines: edits },
      {
        onSuccess: (o) => (draft.done(), onOrder(o), onClose()),
        // The order is read again: the colleague's values then stand beside the user's.
        onError: () => void client.invalidateQueries({ queryKey: queryKeyOf('purchasing.order', { orderNumber: order.orderNumber }) }),
      },
    );
  };

  if (!draft.ready) return null;
  const value = (lineNumber: number, field: 'quantity' | 'expectedDate' | 'promisedDate') => shown[formKey(lineNumber, field)] ?? '';
  const changedQuantity = (l: (typeof editable)[number]) => value(l.lineNumber, 'quantity') !== (current[formKey(l.lineNumber, 'quantity')] ?? '');
  return (
    <AppModal opened onClose={onClose} title={`Edit lines of ${order.orderNumber}`} size="xl" data-testid="edit-lines-dialog">
      <Stack gap="sm">
        <DraftNotice draft={draft} />
        <Text size="sm">Change what the supplier confirmed: quantities and dates. Only the fields you change are sent.</Text>
        {draft.changedMeanwhile && (
          <ChangedMeanwhile
            fields={collisionFields(editable)}
            merge={merge}
            base={draft.base}
            mine={draft.value}
            current={current}
            winners={winners}
            onChoose={(key, side) => setWinners((w) => ({ ...w, [key]: side }))}
          />
        )}
        <Table withTableBorder style={{ verticalAlign: 'top' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>Item</Table.Th>
              <Table.Th w={140}>Quantity</Table.Th>
              <Table.Th w={170}>Expected</Table.Th>
              <Table.Th w={170}>Promised</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {editable.map((l) => {
              const at = index(l.lineNumber);
              return (
                <Table.Tr key={l.lineNumber}>
                  <Table.Td>{l.lineNumber}</Table.Td>
                  <Table.Td>
                    {l.itemNumber}{' '}
                    <Text span size="xs" c="dimmed">
                      {l.itemName} · received {quantity(l.receivedQuantity, l.decimalPlaces)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <DecimalInput
                      size="xs"
                      aria-label={`Quantity of line ${l.lineNumber}`}
                      value={value(l.lineNumber, 'quantity')}
                      decimalPlaces={l.decimalPlaces}
                      onChange={(v) => set(l.lineNumber, 'quantity', v)}
                      error={at >= 0 ? errorFor(`lines[${at}].quantity`) : undefined}
                    />
                  </Table.Td>
                  <Table.Td>
                    <DateField
                      size="xs"
                      aria-label={`Expected date of line ${l.lineNumber}`}
                      value={value(l.lineNumber, 'expectedDate')}
                      onChange={(v) => set(l.lineNumber, 'expectedDate', v)}
                      error={at >= 0 ? errorFor(`lines[${at}].expectedDate`) : undefined}
                    />
                  </Table.Td>
                  <Table.Td>
                    <DateField
                      size="xs"
                      aria-label={`Promised date of line ${l.lineNumber}`}
                      value={value(l.lineNumber, 'promisedDate')}
                      onChange={(v) => set(l.lineNumber, 'promisedDate', v)}
                      error={at >= 0 ? errorFor(`lines[${at}].promisedDate`) : undefined}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <PlausibilityWarnings
          testId="edit-lines-warnings"
          warnings={editable.flatMap((l) => [
            changedQuantity(l) && unusualLineQuantity(l.lineNumber, value(l.lineNumber, 'quantity'), l.unit),
            deliveryDateWarning(order, value(l.lineNumber, 'expectedDate'), `Expected date of line ${l.lineNumber}`),
            deliveryDateWarning(order, value(l.lineNumber, 'promisedDate'), `Promised date of line ${l.lineNumber}`),
          ])}
        />
        {!(collided && draft.changedMeanwhile) && (
          <ProblemAlert
            error={edit.error}
            shownFields={edits.flatMap((_, i) => [`lines[${i}].quantity`, `lines[${i}].expectedDate`, `lines[${i}].promisedDate`])}
          />
        )}
        <Group justify="space-between">
          <DraftStatus keptAt={draft.keptAt} />
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button loading={edit.isPending} onClick={save} color={draft.changedMeanwhile && edits.length ? 'orange' : undefined}>
              {edits.length === 0
                ? 'Nothing changed'
                : draft.changedMeanwhile
                  ? 'Save mine anyway'
                  : `Save ${edits.length} changed line${edits.length === 1 ? '' : 's'}`}
            </Button>
          </Group>
        </Group>
      </Stack>
    </AppModal>
  );
}
