import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { CalculateInput, Calculation, FormDefinition } from '@shared/contract/configurator';
import { useCall } from '../../api/hooks';
import { priceChangeBetween } from './differences';
import type { PriceChange } from './PriceBreakdown';

const DEBOUNCE_MS = 250;

/**
 * The price of the values on screen, recalculated on every change after a short pause. Each
 * input is its own query, so an answer for older values is never shown as the answer for the
 * current ones; while the new one is on its way the last price stays, marked as updating.
 */
export function useLivePrice(input: CalculateInput | null, form: FormDefinition | undefined) {
  const signature = input ? JSON.stringify(input) : '';
  const [settled] = useDebouncedValue(signature, DEBOUNCE_MS);
  const settledInput = settled ? (JSON.parse(settled) as CalculateInput) : null;
  const query = useCall('configurator.calculate', settledInput ?? { itemNumber: '', quantity: '1', values: [] }, {
    enabled: !!settledInput,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  const shownFor = query.isPlaceholderData ? null : settled;
  const answerMatchesValues = !!input && !!query.data && shownFor === signature && !query.isError;
  const change = usePriceChange(answerMatchesValues ? query.data : undefined, form);
  return {
    calculation: input ? query.data : undefined,
    isUpdating: !!input && !answerMatchesValues && !query.isError,
    answerMatchesValues,
    error: query.error,
    change,
  };
}

/** By how much the total moved since the previous answer, and which change on the form moved it. */
function usePriceChange(current: Calculation | undefined, form: FormDefinition | undefined): PriceChange | null {
  const [last, setLast] = useState<{ answer: Calculation; change: PriceChange | null } | null>(null);
  if (current && last?.answer !== current) {
    // A new answer: derived state, set while rendering as React allows for values that follow props.
    const change = last && form ? priceChangeBetween(form, last.answer, current) : null;
    setLast({ answer: current, change });
    return change;
  }
  return last?.change ?? null;
}
