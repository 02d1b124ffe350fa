import { Text } from '@mantine/core';
import type { BaseCurrencyAmount } from '@shared/domain/money';

/**
 * Said where values are shown "… base currency": the ERP gives them in the tenant's base currency
 * but never names it, so its code is a setting of the connection (docs/api-assumptions.md 350).
 */
export function BaseCurrencyNote({ values }: { values: readonly (BaseCurrencyAmount | null | undefined)[] }) {
  // Only where a value is in a base currency the connection does not name.
  if (!values.some((v) => v && v.currency === null)) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="base-currency-note">
      Values are in the company’s base currency, which the ERP does not name. To show its code, set Base currency on this connection in Connections (Edit).
    </Text>
  );
}
