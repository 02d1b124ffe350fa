import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { AppModal } from '../../components/overlay/AppModal';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import { useState } from 'react';
import { CUSTOMER_REFERENCE_MAX, type CalculateInput, type ConfigurationDetail, type OrderResult } from '@shared/contract/configurator';
import type { AppError } from '@shared/errors';
import { useCall } from '../../api/hooks';
import { useWrite } from '../../api/useWrite';
import { limitShown, textLimit } from '../../components/text-limit';
import { useFieldErrors } from '../../components/field-errors';
import { ProblemAlert } from '../../components/ProblemAlert';
import { moneyOf } from '@shared/domain/money';
import { moneyText } from '../../components/format';
import { CustomerSelect } from '../../components/CustomerSelect';
import { DateField } from '../../components/DateField';
import { Busy } from '../../components/Busy';
import { DraftNotice } from '../../drafts/DraftNotice';
import { useDraft } from '../../drafts/useDraft';

export const ORDER_EDITOR = 'configurator.order';

export interface OrderDialogProps {
  /** The configuration's draft key: the customer, reference and date typed here are kept under it. */
  draftKey: string | null;
  /** The total on screen, to repeat in the confirmation. */
  total: string | null;
  currency: string | null;
  customerNumber: string | null;
  customerName: string | null;
  /** The values on screen, to price them for a customer chosen here (the order uses that customer's prices and currency). */
  priceInput: CalculateInput | null;
  /** Whether the screen has changes that are saved before ordering. */
  unsaved: boolean;
  /** Saves what is on screen (or returns the saved configuration) and answers with it. */
  ensureSaved: () => Promise<ConfigurationDetail>;
  onOrdered: (result: OrderResult) => void;
  onClose: () => void;
}

interface Typed {
  customer: string | null;
  /** Kept with the customer chosen here, so a restored draft names them as the select did. */
  customerName: string | null;
  reference: string;
  delivery: string;
}

/**
 * Ordering turns the configuration into a sales order and freezes it, so it asks once. The
 * operation id lives as long as the dialog and is only renewed after the ERP has answered.
 */
export function OrderDialog({
  draftKey,
  total,
  currency,
  customerNumber,
  customerName,
  priceInput,
  unsaved,
  ensureSaved,
  onOrdered,
  onClose,
}: OrderDialogProps) {
  // What is typed is a draft of this configuration's order (row 260): closing the dialog keeps it.
  const draft = useDraft<Typed>({
    editor: ORDER_EDITOR,
    recordKey: draftKey,
    label: `Order ${draftKey ?? ''}`.trim(),
    initial: { customer: customerNumber, customerName, reference: '', delivery: '' },
  });
  const { customer, reference, delivery } = draft.value;
  const edit = (patch: Partial<Typed>) => draft.set((d) => ({ ...d, ...patch }));
  // A customer chosen only here has a price list and currency of their own: the confirmation states that price.
  const repriced = !!customer && customer !== customerNumber && !!priceInput;
  const forCustomer = useCall(
    'configurator.calculate',
    { ...(priceInput ?? { itemNumber: '', quantity: '1', values: [] }), customerNumber: customer },
    { enabled: repriced, staleTime: 30_000 },
  );
  const customerPrice = forCustomer.data?.isValid ? forCustomer.data.price : null;
  const orderTotal = repriced ? moneyOf(customerPrice?.total, customerPrice?.currencyCode) : moneyOf(total, currency);
  const pricing = repriced && !forCustomer.data;
  const [saveError, setSaveError] = useState<AppError | null>(null);
  const [saving, setSaving] = useState(false);
  const order = useWrite('configurator.order', { invalidates: ['configurator.configurations', 'configurator.configuration'] });
  const errorFor = useFieldErrors(order.error ?? saveError);
  // A pasted reference stays as pasted; one too long is named at the field before anything is sent.
  const referenceLimit = textLimit(reference, CUSTOMER_REFERENCE_MAX, 'The customer reference');

  const confirm = async () => {
    setSaveError(null);
    setSaving(true);
    let saved: ConfigurationDetail;
    try {
      saved = await ensureSaved();
    } catch (error) {
      setSaveError(error as AppError);
      return;
    } finally {
      setSaving(false);
    }
    order.send(
      {
        configurationNumber: saved.configurationNumber,
        ...(customer && customer !== saved.customerNumber ? { customerNumber: customer } : {}),
        ...(reference.trim() ? { customerReference: reference.trim() } : {}),
        ...(delivery ? { requestedDeliveryDate: delivery } : {}),
      },
      {
        onSuccess: (result) => {
          draft.done();
          onOrdered(result);
        },
      },
    );
  };

  return (
    <AppModal opened onClose={onClose} title="Order this configuration" data-testid="order-dialog">
      {!draft.ready ? (
        <Busy size="sm" label="Loading the order draft" />
      ) : (
        <Stack gap="sm">
          <DraftNotice draft={draft} />
          <CustomerSelect
            value={customer}
            valueLabel={draft.value.customerName}
            onChange={(value, chosen) => edit({ customer: value, customerName: chosen?.name ?? null })}
            required
            readOnly={!!customerNumber}
            placeholder="Choose the customer who orders"
            description={customerNumber ? 'The configuration was priced for this customer' : 'An order needs a customer; the configuration is then theirs'}
            error={errorFor('customerNumber')}
            autoFocus={!customerNumber}
          />
          <TextInput
            label="Customer reference"
            value={reference}
            onChange={(e) => edit({ reference: e.currentTarget.value })}
            // A short limit: its count is always in sight.
            description={referenceLimit.count}
            error={limitShown(referenceLimit, errorFor('customerReference')).error}
            autoFocus={!!customerNumber}
          />
          <DateField
            label="Requested delivery date"
            value={delivery}
            onChange={(value) => edit({ delivery: value })}
            error={errorFor('requestedDeliveryDate')}
          />
          <Alert color="orange" icon={<IconLock size={18} />} data-testid="freeze-warning">
            Ordering places a sales order{orderTotal ? ` of ${moneyText(orderTotal)}` : ''}
            {repriced ? (pricing ? " at the customer's prices (being calculated…)" : " at this customer's prices") : ''} and freezes the configuration: its
            values and price can no longer be changed, and it cannot be discarded.
            {unsaved ? ' The changes on screen are saved first.' : ''}
          </Alert>
          {repriced && <ProblemAlert error={forCustomer.error} onRetry={() => void forCustomer.refetch()} />}
          <ProblemAlert error={saveError ?? order.error} shownFields={['customerNumber', 'customerReference', 'requestedDeliveryDate']} />
          {!customer && (
            <Text size="xs" c="dimmed">
              Choose a customer to order.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button loading={saving || order.isPending} disabled={!customer || pricing || !!referenceLimit.tooLong} onClick={() => void confirm()}>
              Place the order
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
