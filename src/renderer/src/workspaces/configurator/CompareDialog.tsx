import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { AppModal } from '../../components/overlay/AppModal';
import { DoneFooter } from '../../components/overlay/DoneFooter';
import type { ConfigurationDetail } from '@shared/contract/configurator';
import { useCall } from '../../api/hooks';
import { ProblemAlert } from '../../components/ProblemAlert';
import { configurationPrice } from '@shared/domain/configuration-price';
import { answerDifferences, answerText, priceLines, type PriceLineDifference } from './differences';
import { moneyText, unitMoneyText } from '../../components/format';
import { signedUnitMoney, surchargeNote } from './format';
import { Busy } from '../../components/Busy';

/** One side of a price line: every amount names its own currency. */
function figure(shape: PriceLineDifference['shape'], value: PriceLineDifference['before']): string {
  if (value === null) return '–';
  if (typeof value === 'string') return value;
  return shape === 'signed' ? signedUnitMoney(value) : shape === 'total' ? moneyText(value) : unitMoneyText(value);
}

function Mark({ differs }: { differs: boolean }) {
  return differs ? (
    <Text span size="xs" fw={700}>
      differs
    </Text>
  ) : (
    <Text span size="xs" c="dimmed">
      same
    </Text>
  );
}

function Comparison({ a, b }: { a: ConfigurationDetail; b: ConfigurationDetail }) {
  const form = useCall('configurator.form', { itemNumber: a.itemNumber }, { staleTime: 5 * 60_000 });
  const sameItem = a.itemNumber === b.itemNumber;
  const features = form.data?.features ?? [];
  const differing = form.data ? new Set(answerDifferences(form.data, a.values, b.values).map((d) => d.featureCode)) : new Set<string>();
  const codes = [...new Set([...a.values, ...b.values].map((v) => v.featureCode))];
  const nameOf = (code: string) => [...a.values, ...b.values].find((v) => v.featureCode === code)?.featureName ?? code;
  const valueOf = (side: ConfigurationDetail, code: string) =>
    answerText(
      features.find((f) => f.code === code),
      side.values.find((v) => v.featureCode === code),
    );
  const lines = priceLines(a.price, b.price);
  const notes = [a, b].flatMap((c) => {
    const note = surchargeNote(configurationPrice(c.price));
    return note ? [`${c.configurationNumber}: ${note}`] : [];
  });
  const style = (differs: boolean) => (differs ? { fontWeight: 700, background: 'var(--mantine-color-orange-light)' } : undefined);
  return (
    <Stack gap="sm">
      <Text size="sm" data-testid="compare-summary">
        {differing.size + lines.filter((l) => l.differs).length === 0
          ? 'The two configurations are the same in every value and price line.'
          : `${sameItem ? differing.size : codes.length} value${differing.size === 1 ? '' : 's'} and ${lines.filter((l) => l.differs).length} price line${lines.filter((l) => l.differs).length === 1 ? '' : 's'} differ.`}
        {!sameItem && ' They are of different items, so every value is listed.'}
      </Text>
      <Table withTableBorder fz="sm" aria-label="Values compared" data-testid="compare-values">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Value</Table.Th>
            <Table.Th>{a.configurationNumber}</Table.Th>
            <Table.Th>{b.configurationNumber}</Table.Th>
            <DifferenceHeader />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {/* What the two are and whom they are for: the numbers alone do not tell them apart. */}
          {[
            { label: 'Title', of: (c: ConfigurationDetail) => c.title ?? '–' },
            { label: 'Customer', of: (c: ConfigurationDetail) => c.customerName ?? c.customerNumber ?? 'Anyone' },
            { label: 'Item', of: (c: ConfigurationDetail) => c.itemName ?? c.itemNumber },
          ].map(({ label, of }) => (
            <Table.Tr key={label}>
              <Table.Td>{label}</Table.Td>
              <Table.Td>{of(a)}</Table.Td>
              <Table.Td>{of(b)}</Table.Td>
              <Table.Td>
                <Mark differs={label === 'Item' ? !sameItem : of(a) !== of(b)} />
              </Table.Td>
            </Table.Tr>
          ))}
          {codes.map((code) => {
            const differs = !sameItem || differing.has(code);
            return (
              <Table.Tr key={code} style={style(differs)} data-differs={differs}>
                <Table.Td>{nameOf(code)}</Table.Td>
                <Table.Td>{valueOf(a, code)}</Table.Td>
                <Table.Td>{valueOf(b, code)}</Table.Td>
                <Table.Td>
                  <Mark differs={differs} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Table withTableBorder fz="sm" aria-label="Prices compared" data-testid="compare-prices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Price line</Table.Th>
            <Table.Th ta="right">{a.configurationNumber}</Table.Th>
            <Table.Th ta="right">{b.configurationNumber}</Table.Th>
            <DifferenceHeader />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={l.label} style={style(l.differs)} data-differs={l.differs}>
              <Table.Td>{l.label}</Table.Td>
              <Table.Td ta="right">{figure(l.shape, l.before)}</Table.Td>
              <Table.Td ta="right">{figure(l.shape, l.after)}</Table.Td>
              <Table.Td>
                <Mark differs={l.differs} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {notes.map((note) => (
        <Text key={note} size="xs" c="dimmed" data-testid="compare-surcharge-note">
          {note}
        </Text>
      ))}
    </Stack>
  );
}

/** The column of "same"/"differs" marks needs no visible title, but a screen reader announces one with each mark. */
function DifferenceHeader() {
  return (
    <Table.Th w={80}>
      <VisuallyHidden>Same or different</VisuallyHidden>
    </Table.Th>
  );
}

/** Two saved configurations side by side; each row that differs says so in words, not by colour alone. */
export function CompareDialog({ numbers, onClose }: { numbers: [string, string]; onClose: () => void }) {
  const a = useCall('configurator.configuration', { configurationNumber: numbers[0] });
  const b = useCall('configurator.configuration', { configurationNumber: numbers[1] });
  return (
    <AppModal opened onClose={onClose} title={`Compare ${numbers[0]} and ${numbers[1]}`} size="xl" data-testid="compare-dialog">
      <Stack gap="sm">
        <ProblemAlert error={a.error ?? b.error} />
        {a.data && b.data ? <Comparison a={a.data} b={b.data} /> : !(a.error || b.error) && <Busy size="sm" label="Loading both configurations" />}
        <DoneFooter onClose={onClose} />
      </Stack>
    </AppModal>
  );
}
