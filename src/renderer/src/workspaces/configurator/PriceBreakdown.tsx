import { Badge, Box, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import IconArrowDownRight from '@tabler/icons-react/dist/esm/icons/IconArrowDownRight.mjs';
import IconArrowUpRight from '@tabler/icons-react/dist/esm/icons/IconArrowUpRight.mjs';
import IconArrowsExchange from '@tabler/icons-react/dist/esm/icons/IconArrowsExchange.mjs';
import { memo, useMemo } from 'react';
import type { PriceBreakdown as Price } from '@shared/contract/configurator';
import { configurationPrice, type ConfigurationPrice } from '@shared/domain/configuration-price';
import type { PriceDelta } from '@shared/domain/live-price';
import { isNegativeMoney, isZeroMoney, negated } from '@shared/domain/money';
import { moneyText, quantity, unitMoneyText } from '../../components/format';
import { priceSourceLabel, signedUnitMoney, surchargeNote } from './format';
import { HiddenTableHead } from '../../components/HiddenTableHead';
import { useLongWait } from '../../components/useLongWait';
import { useFormBehind, type FormFollower } from './form-follower';

export interface PriceChange {
  /** How the total moved: a difference in one currency, or a change of currency. */
  delta: PriceDelta;
  /** The change on the form that caused it, in words ("Frame: Open arm → Full cassette"). */
  cause: string | null;
}

export interface PriceBreakdownProps {
  price: Price | null;
  /** A newer answer is on its way: the figures shown are the last ones. */
  updating: boolean;
  /** The form has problems: no unit price can be given. */
  invalid: boolean;
  change: PriceChange | null;
  unit: string | null;
  decimalPlaces: number | null;
  /** Why there is no price yet ("Choose an item"). */
  placeholder?: string;
  /** Why the figures shown are not those of the values on screen and none is being asked for. */
  outdated?: string | null;
  /** Fields whose typed value cannot be priced ("Quantity: too large to price"): no figure is shown then. */
  unpriceable?: readonly string[];
  /** A key the form has not rendered yet makes the card updating at once, in the key's own render. */
  follower: FormFollower;
}

/** A long figure breaks inside its card rather than running past its edge (a 15-digit quantity's total). */
const figureStyle = { fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' } as const;

/** A total longer than a card's line at the large size ("11,060,499,999,999,988,940.00 NOK") is set smaller first. */
const totalSize = (text: string) => (text.length > 20 ? 'md' : 'xl');

function Row({ label, detail, value, strong, testId }: { label: string; detail?: string | null; value: string; strong?: boolean; testId?: string }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 700 : 400}>
        {label}
        {detail && (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        )}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : 400} style={figureStyle} data-testid={testId}>
        {value}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The figure explained: base price per unit and where it came from, each answer's surcharge, the
 * unit price, quantity and total. While a newer price is on its way the last one stays, marked.
 */
export const PriceBreakdown = memo(function PriceBreakdown({
  price,
  updating: priceOnItsWay,
  invalid,
  change,
  unit,
  decimalPlaces,
  placeholder,
  outdated,
  unpriceable = [],
  follower,
}: PriceBreakdownProps) {
  const behind = useFormBehind(follower);
  const updating = priceOnItsWay || behind;
  const money = useMemo(() => (price ? configurationPrice(price) : null), [price]);
  const note = money ? surchargeNote(money) : null;
  const longWait = useLongWait(updating);
  return (
    <Paper withBorder p="md" radius="md" data-testid="price-breakdown" aria-busy={updating} aria-live="polite" data-updating={updating}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            Price
          </Title>
          {updating && (
            // The words show at once; the spinner only once the answer is slow in coming.
            <Badge variant="light" color="blue" leftSection={longWait ? <Loader size={10} /> : <Box w={10} />} data-testid="price-updating">
              Updating…
            </Badge>
          )}
        </Group>
        {unpriceable.length > 0 ? (
          // The last price belongs to other values: shown here it would read as the price of these.
          <Stack gap={2} data-testid="price-total">
            <Text size="sm" fw={600} c="red">
              No price for the values on screen
            </Text>
            {unpriceable.map((why) => (
              <Text key={why} size="sm" data-testid="price-unpriceable">
                {why}
              </Text>
            ))}
          </Stack>
        ) : !price ? (
          <Text size="sm" c="dimmed">
            {placeholder ?? 'The price appears here as soon as the form can be priced.'}
          </Text>
        ) : (
          <>
            {invalid || price.total === null ? (
              <Text size="sm" fw={600} c="red" data-testid="price-total">
                No price while the form has problems
              </Text>
            ) : (
              <Text
                size={totalSize(moneyText(money?.total))}
                fw={700}
                data-testid="price-total"
                style={{ ...figureStyle, opacity: updating || outdated ? 0.6 : 1 }}
              >
                {moneyText(money?.total)}
              </Text>
            )}
            {outdated && (
              <Text size="sm" c="orange" data-testid="price-outdated">
                The price of the last values that could be priced. {outdated}
              </Text>
            )}
            {change && <ChangeLine change={change} />}
            <BreakdownTable price={price} money={money} note={note} unit={unit} decimalPlaces={decimalPlaces} />
          </>
        )}
      </Stack>
    </Paper>
  );
});

/**
 * The price's parts. Kept while the price is the same: a keystroke marks the card as updating
 * (the badge, the dimmed total) and leaves these rows alone until the new price comes.
 */
const BreakdownTable = memo(function BreakdownTable({
  price,
  money,
  note,
  unit,
  decimalPlaces,
}: {
  price: Price;
  money: ConfigurationPrice | null;
  note: string | null;
  unit: string | null;
  decimalPlaces: number | null | undefined;
}) {
  return (
    <Table withRowBorders={false} verticalSpacing={2} fz="sm" aria-label="Price breakdown">
      <HiddenTableHead columns={['Part of the price', 'Amount']} />
      <Table.Tbody>
        <Row label="Base price per unit" value={unitMoneyText(money?.base)} testId="price-base" />
        <Table.Tr>
          <Table.Td colSpan={2} pt={0}>
            <Text size="xs" c="dimmed" data-testid="price-source">
              {priceSourceLabel(price.priceSource)}
              {price.priceListName ? `: ${price.priceListName}` : ''}
            </Text>
          </Table.Td>
        </Table.Tr>
        {money?.surcharges.map((line) => (
          <Row key={line.featureCode} label={line.label} detail={line.choice} value={signedUnitMoney(line.perUnit)} />
        ))}
        {note && (
          <Table.Tr>
            <Table.Td colSpan={2}>
              <Text size="xs" c="dimmed" data-testid="price-surcharge-note">
                {note}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        <Row label="Unit price" value={unitMoneyText(money?.unitPrice)} strong testId="price-unit" />
        <Row label="Quantity" value={`${quantity(price.quantity, decimalPlaces)}${unit ? ` ${unit}` : ''}`} testId="price-quantity" />
        <Row label="Total" value={moneyText(money?.total)} strong />
        <Row label="Currency" value={money?.currency ?? '–'} />
      </Table.Tbody>
    </Table>
  );
});

/** A sentence that wraps in a narrow window must not squeeze its icon. */
const noShrink = { flexShrink: 0, marginTop: 2 };

/**
 * "Up 292.65 SEK" between two prices in one currency; after a change of currency the price is
 * said to be in the new one (EUR − NOK is no amount). No line when nothing moved.
 */
function ChangeLine({ change }: { change: PriceChange }) {
  const { delta, cause } = change;
  const after = cause ? ` after ${cause}` : '';
  if (delta.kind === 'currencyChanged') {
    return (
      <Group gap={4} wrap="nowrap" align="flex-start" data-testid="price-change">
        <IconArrowsExchange size={16} aria-hidden style={noShrink} />
        <Text size="sm">
          Now in {delta.to.currency} (was {moneyText(delta.from)}){after}
        </Text>
      </Group>
    );
  }
  if (isZeroMoney(delta.amount)) return null;
  const down = isNegativeMoney(delta.amount);
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" data-testid="price-change">
      {down ? <IconArrowDownRight size={16} aria-hidden style={noShrink} /> : <IconArrowUpRight size={16} aria-hidden style={noShrink} />}
      <Text size="sm">
        {down ? 'Down' : 'Up'} {moneyText(down ? negated(delta.amount) : delta.amount)}
        {after}
      </Text>
    </Group>
  );
}
