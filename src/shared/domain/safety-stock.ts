import type { DecimalString } from './decimal';

export type SafetyStockSource = 'safetyStock' | 'calculatedSafetyStock' | 'none';

const isSet = (value: string | null | undefined): value is string => value !== null && value !== undefined && value.trim() !== '';

/**
 * The item-warehouse safety stock by the integration description's rule 3: `safetyStock`, else
 * `calculatedSafetyStock`, else none (planning counts it as zero). The ERP's string, unchanged.
 */
export function safetyStockSetting(settings: { safetyStock: string | null; calculatedSafetyStock: string | null }): {
  value: DecimalString | null;
  source: SafetyStockSource;
} {
  if (isSet(settings.safetyStock)) return { value: settings.safetyStock, source: 'safetyStock' };
  if (isSet(settings.calculatedSafetyStock)) return { value: settings.calculatedSafetyStock, source: 'calculatedSafetyStock' };
  return { value: null, source: 'none' };
}
