import type { RowPrice } from '@shared/contract/configurator';
import { moneyOf } from '@shared/domain/money';
import { moneyText, unitMoneyText } from '../../components/format';

export type PriceState = 'priced' | 'unpriced' | 'reading';

/** What each price cell says: the figure with its currency, "No price" and why, or that it is being read. */
export function priceTexts(price: RowPrice | undefined): { unit: string; total: string; state: PriceState } {
  if (!price) return { unit: 'Reading…', total: 'Reading…', state: 'reading' };
  const unit = moneyOf(price.unitPrice, price.currencyCode);
  const total = moneyOf(price.total, price.currencyCode);
  if (price.unpriced || !unit || !total) return { unit: 'No price', total: price.unpriced ?? 'could not be read', state: 'unpriced' };
  return { unit: unitMoneyText(unit), total: moneyText(total), state: 'priced' };
}
