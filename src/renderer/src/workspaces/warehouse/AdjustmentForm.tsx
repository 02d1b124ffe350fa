import { Alert, Grid, Group, Paper, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import { useMemo, useRef, useState } from 'react';
import { adjustmentTypes, type TransactionRow } from '@shared/contract/warehouse';
import { isDecimalString, isZero } from '@shared/domain/decimal';
import { unusualQuantity } from '@shared/domain/plausibility';
import { useCall } from '../../api/hooks';
import { useWrite } from '../../api/useWrite';
import { DecimalInput } from '../../components/DecimalInput';
import { fieldErrorsFor, unclaimedFieldErrors } from '../../components/field-errors';
import { ProblemAlert } from '../../components/ProblemAlert';
import { ScopedButton } from '../../components/ScopedButton';
import { useScanner } from '../../components/useScanner';
import { useShortcuts } from '../../components/shortcuts';
import { day, quantity } from '../../components/format';
import { signedQuantity } from './format';
import { onHandAt, OnHandPreview } from './OnHandPreview';
import { useFieldErrorsUntilEdited } from './useFieldErrorsUntilEdited';
import { isOutcomeUnknown } from '@shared/errors';
import { useWarehouseReference } from './useWarehouseReference';
import { WarehouseSelect } from './WarehouseSelect';
import { DraftNotice, DraftStatus } from '../../drafts/DraftNotice';
import { useAdjustmentDraft, type AdjustmentType, type AdjustmentValues } from './useAdjustmentDraft';
import { Busy } from '../../components/Busy';
import { GrowingTextarea } from '../../components/GrowingTextarea';

export interface AdjustmentPrefill {
  itemNumber: string;
  warehouseCode?: string;
  locationCode?: string;
  batchNumber?: string;
  serialNumber?: string;
}

const fields = ['itemNumber', 'warehouseCode', 'locationCode', 'quantity', 'transactionType', 'batchNumber', 'serialNumber', 'notes'];

/**
 * Book an adjustment or scrap. The item decides the rules shown here (decimals, batch, serial);
 * the service checks them again. The form's operation id makes a retry after a lost answer safe.
 */
export function AdjustmentForm({ prefill }: { prefill?: AdjustmentPrefill }) {
  const reference = useWarehouseReference();
  // Fixed once per opening (a new prefill remounts the form): the drafts compare against it.
  const [initial] = useState<AdjustmentValues>(() => ({
    itemText: prefill?.itemNumber ?? '',
    itemNumber: prefill?.itemNumber ?? '',
    warehouseCode: prefill?.warehouseCode ?? null,
    locationCode: prefill?.locationCode ?? null,
    qty: '',
    batchNumber: prefill?.batchNumber ?? null,
    serialNumber: prefill?.serialNumber ?? '',
    notes: '',
  }));
  const form = useAdjustmentDraft(initial);
  const { draft, type } = form;
  const { itemText, itemNumber, warehouseCode, locationCode, qty, batchNumber, serialNumber, notes } = draft.value;
  const edit = (patch: Partial<AdjustmentValues>) => draft.set((v) => ({ ...v, ...patch }));
  const [booked, setBooked] = useState<TransactionRow | null>(null);
  const itemField = useRef<HTMLInputElement>(null);

  const stock = useCall('warehouse.stock.get', { itemNumber }, { enabled: !!itemNumber, staleTime: 0 });
  const item = stock.data?.item;
  const batchTracked = item?.trackingType === 'Batch';
  const serialTracked = item?.trackingType === 'Serial';
  const batches = useCall('warehouse.batches.list', { itemNumber }, { enabled: !!itemNumber && batchTracked });
  const book = useWrite('warehouse.adjustments.create', { invalidates: ['warehouse.stock.get', 'warehouse.batches.list', 'warehouse.transactions.list'] });
  const { errorFor, markEdited } = useFieldErrorsUntilEdited(book.error);
  const itemError = errorFor('itemNumber') ?? fieldErrorsFor(stock.error, 'itemNumber')[0] ?? (stock.error ? stock.error.data.title : undefined);

  const openItem = (value: string) => {
    const next = value.trim();
    if (next === itemNumber) return edit({ itemText: next });
    edit({ itemText: next, itemNumber: next, batchNumber: null, serialNumber: '' });
    book.reset();
  };

  useScanner({
    // A scan into the item field replaces what was there and opens that item.
    onFieldScan: (code, field) => {
      if (field === itemField.current) openItem(code);
    },
  });

  const warehouse = reference.data?.warehouses.find((w) => w.warehouseCode === warehouseCode);
  const locationOptions = useMemo(
    () =>
      (warehouse?.locations ?? []).map((l) => {
        const here = stock.data ? onHandAt(stock.data, { warehouseCode, locationCode: l.locationCode, batchNumber: null, serialNumber: null }) : '0';
        return { value: l.locationCode, label: `${l.locationCode}${l.name ? ` · ${l.name}` : ''}${here !== '0' ? ` · ${quantity(here)} on hand` : ''}` };
      }),
    [warehouse, stock.data, warehouseCode],
  );
  const batchOptions = (batches.data?.batches ?? []).map((b) => ({
    value: b.batchNumber,
    label: `${b.batchNumber} · expires ${day(b.expiryDate)} · ${quantity(b.quantityOnHand)} on hand${b.isRecalled ? ' · recalled' : b.isPickable === false ? ' · not pickable' : ''}`,
  }));

  const chooseBatch = (value: string | null) => {
    edit({ batchNumber: value });
    markEdited('batchNumber', 'quantity');
    // A batch that lies in one place in this warehouse takes its location along.
    const places = stock.data?.locations.filter((r) => r.batchNumber === value && r.warehouseCode === warehouseCode) ?? [];
    if (value && places.length === 1 && places[0]!.locationCode) edit({ locationCode: places[0]!.locationCode });
  };

  const chooseType = (value: AdjustmentType) => {
    form.chooseType(value);
    markEdited('transactionType', 'quantity');
  };

  // A quantity far from the item's usual size is booked only after a second, deliberate press.
  const unusual = unusualQuantity(qty, { onHand: stock.data?.totalQuantityOnHand, unit: item?.baseUnitCode });
  const [askedFor, setAskedFor] = useState<string | null>(null);

  const scrapSignError =
    type === 'Scrap' && isDecimalString(qty) && !qty.startsWith('-') && !isZero(qty) ? 'Scrap removes stock: enter a negative quantity' : undefined;

  const submit = (event?: React.FormEvent) => {
    event?.preventDefault();
    setBooked(null);
    if (unusual && askedFor !== qty) return setAskedFor(qty);
    book.send(
      {
        itemNumber: itemNumber || itemText,
        warehouseCode: warehouseCode ?? '',
        locationCode: locationCode ?? '',
        quantity: qty,
        transactionType: type,
        ...(batchNumber ? { batchNumber } : {}),
        ...(serialNumber.trim() ? { serialNumber } : {}),
        ...(notes.trim() ? { notes } : {}),
      },
      {
        onSuccess: ({ transaction }) => {
          setBooked(transaction);
          draft.done({ ...draft.value, qty: '', notes: '' });
        },
      },
    );
  };

  useShortcuts('Adjust stock', [{ keys: 'alt+B', label: 'Book the adjustment', run: () => submit() }]);

  const showAlert = book.error && (book.error.fieldErrors.length === 0 || unclaimedFieldErrors(book.error, fields).length > 0);

  return (
    <Paper withBorder p="md" radius="md" maw={900} data-testid="adjustment-form">
      {!form.ready && <Busy size="sm" label="Loading the adjustment draft" />}
      {form.ready && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <DraftNotice draft={draft} />
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  ref={itemField}
                  label="Item"
                  placeholder="Scan or type an item number, then Enter"
                  data-autofocus
                  value={itemText}
                  onChange={(e) => {
                    edit({ itemText: e.currentTarget.value });
                    markEdited('itemNumber');
                  }}
                  onBlur={() => itemText.trim() && openItem(itemText)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      openItem(itemText);
                    }
                  }}
                  description={
                    item
                      ? `${item.name ?? ''} · ${item.trackingType && item.trackingType !== 'None' ? `${item.trackingType} tracked` : 'not tracked'} · ${item.decimalPlaces ? `up to ${item.decimalPlaces} decimals` : 'whole units'}`
                      : ' '
                  }
                  error={itemError}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Text size="sm" fw={500} mb={4} id="adjustment-type-label">
                  Type
                </Text>
                <SegmentedControl
                  aria-labelledby="adjustment-type-label"
                  data={adjustmentTypes.map((t) => ({ value: t, label: t }))}
                  value={type}
                  onChange={(value) => chooseType(value as AdjustmentType)}
                />
                {errorFor('transactionType') && (
                  <Text size="xs" c="red">
                    {errorFor('transactionType')}
                  </Text>
                )}
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <WarehouseSelect
                  label="Warehouse"
                  placeholder="Choose a warehouse"
                  value={warehouseCode}
                  onChange={(value) => {
                    edit({ warehouseCode: value, locationCode: null });
                    markEdited('warehouseCode', 'locationCode', 'quantity');
                  }}
                  error={errorFor('warehouseCode')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Select
                  label="Location"
                  placeholder={warehouse ? 'Choose a location' : 'Choose a warehouse first'}
                  searchable
                  disabled={!warehouse}
                  data={locationOptions}
                  value={locationCode}
                  onChange={(value) => {
                    edit({ locationCode: value });
                    markEdited('locationCode', 'quantity');
                  }}
                  error={errorFor('locationCode')}
                />
              </Grid.Col>
              {batchTracked && (
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Select
                    label="Batch"
                    placeholder="Choose one of the item's batches"
                    description="This item is batch tracked"
                    searchable
                    data={batchOptions}
                    value={batchNumber}
                    onChange={chooseBatch}
                    nothingFoundMessage="No such batch"
                    error={errorFor('batchNumber')}
                  />
                </Grid.Col>
              )}
              {!batchTracked && errorFor('batchNumber') && (
                <Grid.Col span={12}>
                  <Text size="sm" c="red">
                    {errorFor('batchNumber')}
                  </Text>
                </Grid.Col>
              )}
              {(serialTracked || errorFor('serialNumber')) && (
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label="Serial number"
                    description={serialTracked ? 'This item is serial tracked: one unit at a time' : ' '}
                    value={serialNumber}
                    onChange={(e) => {
                      edit({ serialNumber: e.currentTarget.value });
                      markEdited('serialNumber');
                    }}
                    error={errorFor('serialNumber')}
                  />
                </Grid.Col>
              )}
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <DecimalInput
                  label={type === 'Scrap' ? 'Quantity (negative: removed as scrap)' : 'Quantity (+ adds, − removes)'}
                  placeholder={type === 'Scrap' ? '-1' : '5 or -2'}
                  allowNegative
                  decimalPlaces={item?.decimalPlaces}
                  value={qty}
                  onChange={(value) => {
                    edit({ qty: value });
                    markEdited('quantity');
                  }}
                  error={scrapSignError ?? errorFor('quantity')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <GrowingTextarea
                  label="Notes"
                  placeholder="Why the stock changes (optional)"
                  minRows={1}
                  maxRows={4}
                  value={notes}
                  onChange={(e) => {
                    edit({ notes: e.currentTarget.value });
                    markEdited('notes');
                  }}
                  error={errorFor('notes')}
                />
              </Grid.Col>
            </Grid>
            {stock.data && (
              <OnHandPreview
                stock={stock.data}
                target={{ warehouseCode, locationCode, batchNumber, serialNumber: serialNumber.trim() || null, quantity: qty }}
              />
            )}
            {unusual && askedFor === qty && (
              <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Is this quantity right?" data-testid="unusual-quantity">
                {unusual} Press {type === 'Scrap' ? 'Book scrap' : 'Book adjustment'} again to book it as it is, or correct the quantity.
              </Alert>
            )}
            {isOutcomeUnknown(book.error) && (
              <Alert color="yellow" icon={<IconAlertTriangle size={18} />} data-testid="outcome-unknown">
                The answer was lost on the way, so it is not known whether this was booked. Book again with the same values: it is booked at most once.
              </Alert>
            )}
            {showAlert && <ProblemAlert error={book.error} shownFields={fields} />}
            {booked && (
              <Alert color="teal" icon={<IconCheck size={18} />} data-testid="adjustment-booked" title="Booked">
                {booked.transactionType} {signedQuantity(booked.quantity)} of {itemNumber} at {booked.warehouseCode}/{booked.locationCode}
                {booked.batchNumber ? `, batch ${booked.batchNumber}` : ''}. Balance in {booked.warehouseCode} after: {quantity(booked.balanceAfter)}.
              </Alert>
            )}
            <Group justify="flex-end">
              <DraftStatus keptAt={draft.keptAt} />
              <ScopedButton tag="inventory" access="write" type="submit" color={type === 'Scrap' ? 'red' : undefined} loading={book.isPending}>
                {type === 'Scrap' ? 'Book scrap' : 'Book adjustment'}
              </ScopedButton>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
