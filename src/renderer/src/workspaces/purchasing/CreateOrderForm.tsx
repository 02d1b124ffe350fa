import { ActionIcon, Alert, Autocomplete, Button, Group, Select, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useState } from 'react';
import { newOrderLabels, type OrderDetail } from '@shared/contract/purchasing';
import { useCall } from '../../api/hooks';
import { useWrite } from '../../api/useWrite';
import { DecimalInput } from '../../components/DecimalInput';
import { readTypedDecimal } from '../../components/decimal-typing';
import { useFieldErrors } from '../../components/field-errors';
import { PlausibilityWarnings } from '../../components/PlausibilityWarnings';
import { ProblemAlert } from '../../components/ProblemAlert';
import { unitPrice } from '../../components/format';
import { usePurchasingReference } from './usePurchasingReference';
import { implausibleDate, localToday } from '@shared/domain/date-plausibility';
import { unusualLineQuantity } from '@shared/domain/plausibility';
import { AppModal } from '../../components/overlay/AppModal';
import { DateField } from '../../components/DateField';
import { DraftNotice, DraftStatus } from '../../drafts/DraftNotice';
import { useDraft } from '../../drafts/useDraft';
import { Busy } from '../../components/Busy';

interface DraftLine {
  key: string;
  itemNumber: string;
  quantity: string;
  unit: string;
  unitPrice: string;
}

const blankLine = (): DraftLine => ({ key: crypto.randomUUID(), itemNumber: '', quantity: '', unit: '', unitPrice: '' });

/**
 * The form as one value, kept as a draft until the order is created. Its operation id is kept
 * with it: after a lost answer (even across a restart) the same create is replayed, not repeated.
 */
interface NewOrderForm {
  supplierNumber: string | null;
  warehouseCode: string | null;
  expected: string;
  reference: string;
  lines: DraftLine[];
  operationId: string;
}

/**
 * A new draft purchase order. The ERP checks the whole order at once and names each bad field
 * (lines[2].quantity, the third line here); those messages appear at the line they concern.
 */
export function CreateOrderForm({ onClose, onCreated }: { onClose: () => void; onCreated: (order: OrderDetail) => void }) {
  const { supplierOptions, warehouseOptions } = usePurchasingReference();
  // Fixed once per opening: the draft compares the form against it.
  const [blank] = useState<NewOrderForm>(() => ({
    supplierNumber: null,
    warehouseCode: 'OSL',
    expected: '',
    reference: '',
    lines: [blankLine()],
    operationId: crypto.randomUUID(),
  }));
  const draft = useDraft<NewOrderForm>({ editor: 'purchasing.newOrder', recordKey: 'new', label: 'New purchase order', initial: blank });
  const { supplierNumber, warehouseCode, expected, reference, lines, operationId } = draft.value;
  const edit = (patch: Partial<NewOrderForm>) => draft.set((f) => ({ ...f, ...patch }));
  const setSupplier = (v: string | null) => edit({ supplierNumber: v });
  const setWarehouse = (v: string | null) => edit({ warehouseCode: v });
  const setExpected = (v: string) => edit({ expected: v });
  const setReference = (v: string) => edit({ reference: v });
  const setLines = (fn: (ls: DraftLine[]) => DraftLine[]) => draft.set((f) => ({ ...f, lines: fn(f.lines) }));
  const create = useWrite('purchasing.create', {
    invalidates: ['purchasing.orders', 'purchasing.proposals'],
    operationId: { id: operationId, renew: (id) => edit({ operationId: id }) },
  });
  const errorFor = useFieldErrors(create.error);
  const priceList = useCall('purchasing.supplierItems', { supplierNumber: supplierNumber ?? '' }, { enabled: !!supplierNumber });
  const listed = new Map((priceList.data?.items ?? []).map((i) => [i.itemNumber, i]));
  const itemOptions = (priceList.data?.items ?? []).map((i) => ({ value: i.itemNumber, label: `${i.itemNumber} · ${i.itemName ?? ''}` }));
  // The chosen items' decimals, so 1.5 of a whole-unit item is refused at the field as in Receive and Adjust.
  const chosenItems = [...new Set(lines.map((l) => l.itemNumber.trim()).filter((n) => listed.has(n)))].sort();
  const lineItems = useCall('purchasing.lineItems', { itemNumbers: chosenItems }, { enabled: chosenItems.length > 0, staleTime: 10 * 60_000 });
  const decimalsOf = new Map((lineItems.data?.items ?? []).map((i) => [i.itemNumber, i.decimalPlaces]));
  const quantityRules = (l: DraftLine) => ({ decimalPlaces: decimalsOf.get(l.itemNumber.trim()) ?? null, field: 'Quantity' });
  const refused = lines
    .flatMap((l, i) => [
      readTypedDecimal(l.quantity, quantityRules(l)).message !== null ? `Quantity of line ${i + 1}` : null,
      readTypedDecimal(l.unitPrice, { decimalPlaces: 4 }).message !== null ? `Unit price of line ${i + 1}` : null,
    ])
    .filter((f): f is string => f !== null);
  const [showRefused, setShowRefused] = useState(false);

  const setLine = (key: string, patch: Partial<DraftLine>) => setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const shownFields = [
    'supplierNumber',
    'warehouseCode',
    'expectedDeliveryDate',
    'supplierReference',
    'lines',
    ...lines.flatMap((_, i) => ['itemNumber', 'quantity', 'unit', 'unitPrice'].map((f) => `lines[${i}].${f}`)),
  ];

  const today = localToday();
  const warnings = [
    implausibleDate(expected, { label: 'Expected delivery', today, notBefore: { date: today, label: 'the order date' } }),
    // Only a figure the field accepts: a refused one already says why under the field.
    ...lines.map((l, i) => readTypedDecimal(l.quantity, quantityRules(l)).message === null && unusualLineQuantity(i + 1, l.quantity, l.unit.trim() || null)),
  ];

  const submit = () => {
    // A figure the field refuses would only come back refused: say which one instead of sending it.
    setShowRefused(refused.length > 0);
    if (refused.length > 0) return;
    create.send(
      {
        supplierNumber: supplierNumber ?? '',
        warehouseCode: warehouseCode ?? '',
        ...(expected ? { expectedDeliveryDate: expected } : {}),
        ...(reference.trim() ? { supplierReference: reference.trim() } : {}),
        lines: lines.map((l) => ({
          itemNumber: l.itemNumber.trim(),
          quantity: l.quantity,
          ...(l.unit.trim() ? { unit: l.unit.trim() } : {}),
          ...(l.unitPrice ? { unitPrice: l.unitPrice } : {}),
        })),
      },
      { onSuccess: (order) => (draft.done(), onCreated(order)) },
    );
  };
  useHotkeys([['mod+Enter', submit]], []);

  return (
    <AppModal opened onClose={onClose} title="New purchase order" size="90%" data-testid="create-order">
      {!draft.ready && <Busy size="sm" label="Loading the order draft" />}
      {draft.ready && (
        <Stack gap="sm">
          <DraftNotice draft={draft} />
          <Group grow align="flex-start">
            <Select
              label="Supplier"
              required
              searchable
              data={supplierOptions}
              value={supplierNumber}
              onChange={setSupplier}
              error={errorFor('supplierNumber')}
              data-autofocus
              autoFocus
            />
            <Select label="Warehouse" required data={warehouseOptions} value={warehouseCode} onChange={setWarehouse} error={errorFor('warehouseCode')} />
            <DateField
              label="Expected delivery"
              description="Blank: order date + the supplier's lead time"
              value={expected}
              onChange={setExpected}
              error={errorFor('expectedDeliveryDate')}
            />
            <TextInput
              label="Supplier reference"
              value={reference}
              onChange={(e) => setReference(e.currentTarget.value)}
              error={errorFor('supplierReference')}
            />
          </Group>
          <Table withTableBorder style={{ verticalAlign: 'top' }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>#</Table.Th>
                <Table.Th>Item</Table.Th>
                <Table.Th w={140}>Quantity</Table.Th>
                <Table.Th w={100}>Unit</Table.Th>
                <Table.Th w={260}>Unit price</Table.Th>
                <Table.Th w={40}>
                  <VisuallyHidden>Remove</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, i) => {
                const known = listed.get(line.itemNumber.trim());
                return (
                  <Table.Tr key={line.key} data-testid={`create-line-${i}`}>
                    <Table.Td pt={14}>{i + 1}</Table.Td>
                    <Table.Td>
                      <Autocomplete
                        size="xs"
                        aria-label={`Item of line ${i + 1}`}
                        placeholder={supplierNumber ? 'Item number' : 'Choose a supplier first'}
                        data={itemOptions}
                        value={line.itemNumber}
                        onChange={(v) => setLine(line.key, { itemNumber: v.split(' · ')[0] ?? v })}
                        error={errorFor(`lines[${i}].itemNumber`)}
                        limit={50}
                      />
                    </Table.Td>
                    <Table.Td>
                      <DecimalInput
                        size="xs"
                        aria-label={`Quantity of line ${i + 1}`}
                        value={line.quantity}
                        decimalPlaces={quantityRules(line).decimalPlaces}
                        onChange={(v) => setLine(line.key, { quantity: v })}
                        error={errorFor(`lines[${i}].quantity`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        aria-label={`Unit of line ${i + 1}`}
                        placeholder="Base unit"
                        value={line.unit}
                        onChange={(e) => setLine(line.key, { unit: e.currentTarget.value })}
                        error={errorFor(`lines[${i}].unit`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <DecimalInput
                        size="xs"
                        aria-label={`Unit price of line ${i + 1}`}
                        placeholder="From the supplier price list"
                        value={line.unitPrice}
                        decimalPlaces={4}
                        onChange={(v) => setLine(line.key, { unitPrice: v })}
                        error={errorFor(`lines[${i}].unitPrice`)}
                        description={
                          !line.unitPrice
                            ? known?.unitPrice
                              ? `Blank: the supplier price list gives ${unitPrice(known.unitPrice, known.currencyCode)}`
                              : 'Blank: the price comes from the supplier price list'
                            : undefined
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Remove line ${i + 1}`}
                        disabled={lines.length === 1}
                        onClick={() => setLines((ls) => ls.filter((l) => l.key !== line.key))}
                        mt={4}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} />} onClick={() => setLines((ls) => [...ls, blankLine()])}>
              Add line
            </Button>
            <Text size="xs" c="dimmed">
              The order is created as a draft; nothing is sent to the supplier yet.
            </Text>
          </Group>
          <PlausibilityWarnings warnings={warnings} testId="order-warnings" />
          {showRefused && refused.length > 0 && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="order-refused-fields">
              Nothing was sent: correct {refused.join(', ')} first.
            </Alert>
          )}
          <ProblemAlert error={create.error} shownFields={shownFields} labels={newOrderLabels} />
          <Group justify="flex-end">
            <DraftStatus keptAt={draft.keptAt} />
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button loading={create.isPending} onClick={submit}>
              Create draft (Ctrl+Enter)
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
