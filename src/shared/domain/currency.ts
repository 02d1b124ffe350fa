import { numberFormat } from './intl-formats';

/** The decimals a currency is counted in (2 for NOK and EUR, 0 for JPY); 2 when unknown. */
export function currencyDecimals(currency?: string | null): number {
  if (!currency) return 2;
  try {
    return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}
