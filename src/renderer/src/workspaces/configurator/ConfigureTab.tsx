import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import { useCallback, useMemo, type Ref } from 'react';
import { DecimalInput } from '../../components/DecimalInput';
import { ProblemAlert } from '../../components/ProblemAlert';
import { featureField } from '@shared/contract/configurator';
import { unclaimedFieldErrors, useFieldErrors } from '../../components/field-errors';
import type { Answer } from './configuration-values';
import { CustomerSelect } from '../../components/CustomerSelect';
import { FeatureList } from './FeatureList';
import { ItemPicker } from './ItemPicker';
import { PriceBreakdown } from './PriceBreakdown';
import type { ConfigureSession } from './session';
import type { ConfigureModel } from './useConfigureModel';
import { Busy } from '../../components/Busy';
import { ConfigureActions, type ConfigureAction } from './ConfigureActions';
import type { FormFollower } from './form-follower';
import classes from './ConfigureTab.module.css';

export interface ConfigureTabProps {
  session: ConfigureSession;
  /** The same function across renders. */
  onSession: (update: (session: ConfigureSession) => ConfigureSession) => void;
  isDirty: boolean;
  onAction: (action: ConfigureAction) => void;
  /** Tells the price card and the actions at once that the form is behind a key. */
  follower: FormFollower;
  model: ConfigureModel;
  itemRef: Ref<HTMLInputElement>;
  customerRef: Ref<HTMLInputElement>;
  quantityRef: Ref<HTMLInputElement>;
  firstFeatureRef: Ref<HTMLInputElement>;
  itemProblem: string | null;
}

/** Pick an item (and a customer), answer its form, and watch the price follow every answer. */
export function ConfigureTab({
  session,
  onSession,
  isDirty,
  onAction,
  follower,
  model,
  itemRef,
  customerRef,
  quantityRef,
  firstFeatureRef,
  itemProblem,
}: ConfigureTabProps) {
  const { frozen, formQuery, form, live, price, valid, ready, problems, refused, resolved, facts } = model;
  // Stable (onSession is), so the memoised form renders only the field whose answer changed.
  const setAnswer = useCallback(
    (featureCode: string, answer: Answer) => onSession((s) => ({ ...s, answers: { ...s.answers, [featureCode]: answer } })),
    [onSession],
  );
  const clear = useCallback(
    (codes: string[]) => onSession((s) => ({ ...s, answers: Object.fromEntries(Object.entries(s.answers).filter(([code]) => !codes.includes(code))) })),
    [onSession],
  );
  const chooseItem = useCallback((itemNumber: string | null) => onSession((s) => ({ ...s, itemNumber, itemName: null, answers: {} })), [onSession]);
  const chooseCustomer = useCallback(
    (customerNumber: string | null, customer: { name: string | null } | null) =>
      onSession((s) => ({ ...s, customerNumber, customerName: customer?.name ?? null })),
    [onSession],
  );
  const unpricedKey = refused.map((r) => r.unpriced).join('\n');
  const unpriceable = useMemo(() => (unpricedKey ? unpricedKey.split('\n') : []), [unpricedKey]);
  const decimalPlaces = form?.decimalPlaces ?? null;
  const errorFor = useFieldErrors(live.error);
  const setQuantity = useCallback((quantity: string) => onSession((s) => ({ ...s, quantity })), [onSession]);
  const quantityError = !session.quantity && form ? 'Give a quantity' : errorFor('quantity');
  const baseUnit = form?.baseUnitCode ?? null;
  // Kept while what it shows is the same: a keystroke in a feature of the form leaves it alone.
  const quantityField = useMemo(
    () => (
      <DecimalInput
        ref={quantityRef}
        label="Quantity"
        required
        w={140}
        value={session.quantity}
        decimalPlaces={decimalPlaces}
        readOnly={frozen}
        rightSection={
          baseUnit ? (
            <Text size="xs" c="dimmed">
              {baseUnit}
            </Text>
          ) : undefined
        }
        rightSectionWidth={baseUnit ? 48 : undefined}
        onChange={setQuantity}
        error={quantityError}
        deferForm
      />
    ),
    [quantityRef, session.quantity, decimalPlaces, frozen, baseUnit, setQuantity, quantityError],
  );
  const featureFields = (form?.features ?? []).map((f) => featureField(f.code));
  // Refusals of a field on screen stand at it; the banner is for the rest.
  const showAlert = !!live.error && (live.error.fieldErrors.length === 0 || unclaimedFieldErrors(live.error, ['quantity', ...featureFields]).length > 0);
  // A refused typed value shows no figure at all (the card names the field); a failed calculation keeps the last, marked.
  const outdated = refused.length === 0 && live.error ? 'The values on screen could not be priced: see the problem shown on the form.' : null;
  const waiting = !form
    ? null
    : frozen
      ? null
      : refused.length > 0
        ? 'Fix the problems marked on the form to save or order.'
        : !live.answerMatchesValues
          ? 'Waiting for the price of the values on screen…'
          : !valid
            ? 'Fix the problems marked on the form to save or order.'
            : null;

  return (
    <div className={classes.layout} data-testid="configure-tab" data-frozen={frozen}>
      <div>
        <Stack gap="md">
          <Paper withBorder p="md" radius="md">
            <Group align="flex-start" gap="md" wrap="wrap">
              <ItemPicker
                inputRef={itemRef}
                value={session.itemNumber}
                valueLabel={session.itemName}
                readOnly={!!session.opened}
                required
                error={itemProblem}
                onChange={chooseItem}
              />
              <CustomerSelect
                inputRef={customerRef}
                value={session.customerNumber}
                valueLabel={session.customerName}
                readOnly={!!session.opened?.customerNumber}
                description={
                  session.opened?.customerNumber ? 'A saved configuration keeps its customer' : "Prices follow the customer's price list and currency"
                }
                onChange={chooseCustomer}
              />
              {quantityField}
            </Group>
          </Paper>
          {session.opened && (
            <Group gap="xs" data-testid="opened-configuration">
              <Badge variant="light" size="lg">
                {session.opened.configurationNumber}
              </Badge>
              <Text size="sm">{session.opened.title}</Text>
              {frozen ? (
                <Badge color="gray" leftSection={<IconLock size={12} />}>
                  Ordered, read-only
                </Badge>
              ) : isDirty ? (
                <Badge color="yellow" variant="light">
                  Unsaved changes
                </Badge>
              ) : (
                <Badge color="green" variant="light">
                  Saved
                </Badge>
              )}
            </Group>
          )}
          {frozen && (
            <Alert color="gray" icon={<IconLock size={18} />} title="This configuration was ordered and is frozen" data-testid="frozen-notice">
              <Stack gap="xs">
                <Text size="sm">
                  It became sales order {session.opened?.salesOrderNumber}. Its values and price are those of the order line and can no longer be changed. To
                  offer something different, start a new configuration from these values.
                </Text>
                <Group gap="xs">
                  <Button size="xs" variant="light" onClick={() => onAction('showOrder')}>
                    Show sales order {session.opened?.salesOrderNumber}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => onSession((s) => ({ ...s, opened: null }))}>
                    New configuration from these values
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          {formQuery.error ? (
            <ProblemAlert error={formQuery.error} onRetry={() => void formQuery.refetch()} />
          ) : (
            showAlert && <ProblemAlert error={live.error} shownFields={['quantity', ...featureFields]} onRetry={live.retry} />
          )}
          {!session.itemNumber ? (
            <Text c="dimmed" data-testid="configure-empty">
              Choose a configurable item to start: search for it above or scan its barcode. Choose the customer first when you know them, so prices follow their
              price list.
            </Text>
          ) : !form ? (
            formQuery.isFetching && <Busy size="sm" label="Loading the form" />
          ) : (
            <Paper withBorder p="md" radius="md">
              <FeatureList
                form={form}
                answers={session.answers}
                refusedFor={errorFor}
                onAnswer={setAnswer}
                onClear={clear}
                problems={problems}
                facts={facts}
                resolved={resolved}
                readOnly={frozen}
                firstFieldRef={firstFeatureRef}
              />
            </Paper>
          )}
        </Stack>
      </div>
      <div>
        {/* Sticks below the app's fixed header, so the price and its "Updating…" mark stay in sight down a long form. */}
        <Stack gap="sm" style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 0rem) + var(--mantine-spacing-md))' }}>
          <PriceBreakdown
            price={form ? price : null}
            updating={!frozen && live.isUpdating}
            invalid={!valid}
            change={frozen ? null : live.change}
            unit={form?.baseUnitCode ?? null}
            decimalPlaces={decimalPlaces}
            placeholder={!session.itemNumber ? 'Choose an item to see its price.' : undefined}
            outdated={outdated}
            unpriceable={unpriceable}
            follower={follower}
          />
          {form && !frozen && (
            <ConfigureActions opened={session.opened !== null} ready={ready} isDirty={isDirty} waiting={waiting} onAction={onAction} follower={follower} />
          )}
        </Stack>
      </div>
    </div>
  );
}
