import type { QuoteDetail } from '../contract/configurator';
import { dayText, moneyAmountText, moneyUnitPriceText, quantityText } from '../domain/figures';
import { moneyOf } from '../domain/money';
import { columnsOf, type PaperDocument } from './model';

/**
 * The quote as it goes to the customer: the lines, VAT and totals the quote dialog shows, written
 * with its number and date format. A line names its item and description as the dialog does.
 */
export function quoteDocument(quote: QuoteDetail, locale: string | undefined): PaperDocument {
  const money = (value: string | null) => moneyAmountText(moneyOf(value, quote.currencyCode), locale);
  return {
    title: `Quote ${quote.quoteNumber}`,
    fileName: `quote-${quote.quoteNumber}`,
    addresses: [
      {
        heading: 'Customer',
        lines: [
          quote.customerName ?? '',
          quote.customerNumber ? `Customer number ${quote.customerNumber}` : '',
          quote.contactName ? `Attn. ${quote.contactName}` : '',
        ].filter(Boolean),
      },
    ],
    facts: [
      { label: 'Quote date', value: dayText(quote.quoteDate, locale) },
      { label: 'Valid until', value: dayText(quote.validUntil, locale) },
      ...(quote.title ? [{ label: 'Subject', value: quote.title }] : []),
    ],
    columns: columnsOf(['Item', 0.15], ['Description', 0.35], ['Quantity', 0.14, 'right'], ['Unit price', 0.17, 'right'], ['Line total', 0.19, 'right']),
    rows: quote.lines.map((line) => [
      line.itemNumber ?? '',
      line.description ?? line.itemName ?? '',
      `${quantityText(line.quantity, undefined, locale)}${line.unit ? ` ${line.unit}` : ''}`,
      moneyUnitPriceText(moneyOf(line.unitPrice, quote.currencyCode), locale),
      money(line.lineTotal),
    ]),
    totals: [
      { label: 'Total excl. tax', value: money(quote.totalAmount) },
      { label: 'VAT', value: money(quote.totalVat) },
      { label: 'Total incl. tax', value: money(quote.totalAmountIncludingTax) },
    ],
    notes: quote.description ? [quote.description] : [],
  };
}
