import type { BatchRow } from '@shared/contract/warehouse';

/** How near a batch's expiry is, each a colour of its own on the timeline. */
export const expiryGroups = [
  { name: 'Expired', color: 'red.7' },
  { name: 'Expires within 30 days', color: 'orange.7' },
  { name: 'Later', color: 'teal.7' },
] as const;
export type ExpiryGroup = (typeof expiryGroups)[number]['name'];

export const expiryGroupOf = (daysUntilExpiry: number | null): ExpiryGroup =>
  daysUntilExpiry !== null && daysUntilExpiry < 0 ? 'Expired' : daysUntilExpiry !== null && daysUntilExpiry <= 30 ? 'Expires within 30 days' : 'Later';

/**
 * The timeline's points: each batch with an expiry date at that date, as high as its stock on hand.
 * Number() gives the chart its positions only; the table under it shows the ERP's strings. A batch
 * without an expiry date or a quantity has no place on the line and stays in the table alone.
 */
export function batchExpiryPoints(batches: readonly BatchRow[]): {
  series: { name: ExpiryGroup; color: string; data: { expiry: number; onHand: number }[] }[];
  leftOut: number;
} {
  const series = expiryGroups.map((g) => ({ name: g.name, color: g.color as string, data: [] as { expiry: number; onHand: number }[] }));
  let leftOut = 0;
  for (const b of batches) {
    if (!b.expiryDate || b.quantityOnHand === null) {
      leftOut++;
      continue;
    }
    series
      .find((s) => s.name === expiryGroupOf(b.daysUntilExpiry))!
      .data.push({ expiry: Date.parse(`${b.expiryDate.slice(0, 10)}T00:00:00Z`), onHand: Number(b.quantityOnHand) });
  }
  return { series: series.filter((s) => s.data.length > 0), leftOut };
}
