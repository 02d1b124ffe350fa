import { Select } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { memo, type Ref } from 'react';
import type { CustomerOption } from '@shared/contract/configurator';
import { useCall } from '../api/hooks';
import { useServerSearch } from './useServerSearch';

export interface CustomerSelectProps {
  value: string | null;
  valueLabel?: string | null;
  onChange: (customerNumber: string | null, customer: CustomerOption | null) => void;
  label?: string;
  description?: string;
  placeholder?: string;
  required?: boolean;
  error?: string | null;
  readOnly?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  /** For filter bars: a smaller input. */
  size?: 'xs' | 'sm';
  width?: number;
}

/**
 * A customer by number, name or city; the customer's price list and currency then apply.
 * Memoised: a keystroke elsewhere in a form does not render the search box again.
 */
export const CustomerSelect = memo(function CustomerSelect({
  value,
  valueLabel,
  onChange,
  label = 'Customer',
  description,
  placeholder = 'Anyone: list prices',
  required,
  error,
  readOnly,
  inputRef,
  autoFocus,
  size,
  width,
}: CustomerSelectProps) {
  const { query, selectProps } = useServerSearch();
  const customers = useCall('configurator.customers', { search: query }, { placeholderData: keepPreviousData, staleTime: 60_000 });
  const list = customers.data?.customers ?? [];
  const options = list.map((c) => ({
    value: c.customerNumber,
    label: `${c.customerNumber} · ${c.name ?? ''}${c.city ? `, ${c.city}` : ''}${c.currencyCode ? ` (${c.currencyCode})` : ''}`,
  }));
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: valueLabel ? `${value} · ${valueLabel}` : value });
  return (
    <Select
      ref={inputRef}
      label={label}
      description={description}
      placeholder={placeholder}
      {...selectProps(options)}
      clearable={!readOnly}
      data={options}
      value={value}
      onChange={(customerNumber) => onChange(customerNumber, list.find((c) => c.customerNumber === customerNumber) ?? null)}
      nothingFoundMessage={customers.isFetching ? 'Searching…' : 'No customer matches'}
      error={error ?? (customers.error ? 'The customers could not be loaded' : undefined)}
      readOnly={readOnly}
      required={required}
      data-autofocus={autoFocus || undefined}
      size={size}
      w={width ?? { base: '100%', sm: 380 }}
      data-testid="customer-select"
    />
  );
});
