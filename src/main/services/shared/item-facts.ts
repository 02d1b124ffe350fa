import type { ErpClient } from '../../erp/client';
import { mapLimit } from '@shared/concurrency';

/** What a line's item decides on screen: the decimals a quantity may carry, and how each unit is tracked. */
export interface ItemFacts {
  decimalPlaces: number | null;
  /** None, Batch or Serial (open: another value is shown as it comes); null when the item could not be read. */
  trackingType: string | null;
  /** The item's category code; null when it has none or could not be read. */
  categoryCode: string | null;
}

/** One read per distinct item; single-record reads are ETag-cached, so a reopened screen costs 304s. */
export async function itemFactsOf(client: ErpClient, itemNumbers: readonly (string | null | undefined)[]): Promise<Map<string, ItemFacts>> {
  const unique = [...new Set(itemNumbers.filter((n): n is string => !!n))];
  const facts = await mapLimit(unique, 4, async (itemNumber) => {
    const item = await client.preview.items.get(itemNumber).catch(() => null);
    return [
      itemNumber,
      { decimalPlaces: item?.decimalPlaces ?? null, trackingType: item?.trackingType ?? null, categoryCode: item?.categoryCode ?? null },
    ] as const;
  });
  return new Map(facts);
}
