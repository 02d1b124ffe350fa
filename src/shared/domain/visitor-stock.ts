import { formatDecimal, isDecimalString } from './decimal';

/** An item's stock as the storefront answers it for visitors (docs/api-assumptions.md 164). */
export interface VisitorStockAnswer {
  /** The publication's stockDisplayMode, or Hidden when showStock is off (an open enum). */
  stockDisplayMode: string | null;
  /** Present only for ExactQuantity. */
  stockQuantity: string | null;
  inStock: boolean | null;
  /** Present only for LeadTime when nothing is available. */
  leadTimeDays: number | null;
}

/**
 * The words a storefront visitor reads about an item's stock, or null when the channel shows
 * none (Hidden, showStock off). ExactQuantity: "161 in stock"; InStockOutOfStock: "In stock" /
 * "Out of stock"; LeadTime: "Ships in 14 days" when none is available. A mode the app does not
 * know tells in or out of stock, never a quantity the channel may not mean to show.
 */
export function visitorStockText(stock: VisitorStockAnswer): string | null {
  if (stock.stockDisplayMode === 'Hidden' || stock.inStock === null) return null;
  if (!stock.inStock) return stock.stockDisplayMode === 'LeadTime' && stock.leadTimeDays ? `Ships in ${stock.leadTimeDays} days` : 'Out of stock';
  const quantity = stock.stockQuantity;
  if (stock.stockDisplayMode === 'ExactQuantity' && quantity) return `${isDecimalString(quantity) ? formatDecimal(quantity) : quantity} in stock`;
  return 'In stock';
}
