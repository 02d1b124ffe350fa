import { Stack, Text } from '@mantine/core';
import { moneyOf } from '@shared/domain/money';
import { moneyText } from '../../components/format';

interface Totals {
  currencyCode: string | null;
  totalAmount: string | null;
  totalVat: string | null;
  totalAmountIncludingTax: string | null;
}

/** A sales document's totals in its currency: excl. tax, VAT, incl. tax. `testId` prefixes the figures' ids. */
export function DocumentTotals({ document, testId }: { document: Totals; testId: string }) {
  const currency = document.currencyCode;
  return (
    <Stack gap={0} align="flex-end" data-testid={`${testId}-totals`}>
      <Text size="sm">Total excl. tax {moneyText(moneyOf(document.totalAmount, currency))}</Text>
      <Text size="sm" data-testid={`${testId}-vat`}>
        VAT {moneyText(moneyOf(document.totalVat, currency))}
      </Text>
      <Text fw={700}>Total incl. tax {moneyText(moneyOf(document.totalAmountIncludingTax, currency))}</Text>
    </Stack>
  );
}
