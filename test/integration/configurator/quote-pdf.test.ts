import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfigurationDetail, QuoteDetail } from '../../../src/shared/contract/configurator';
import type { DocumentFile } from '../../../src/shared/contract/labels';
import { dayText, moneyAmountText, moneyUnitPriceText, quantityText } from '../../../src/shared/domain/figures';
import { moneyOf } from '../../../src/shared/domain/money';
import { pdfText } from '../../support/pdf-text';
import { AWNING, awningValues, customerIn, newOperationId, startApp, type Harness } from './support';

let h: Harness;
beforeAll(async () => {
  h = await startApp();
});
afterAll(async () => {
  await h?.core.close();
});

describe('the quote as PDF', () => {
  it('writes the lines, VAT and totals with their currency as the quote dialog does', async () => {
    const customer = await customerIn(h, 'SEK');
    const saved = await h.call<ConfigurationDetail>('configurator.save', {
      operationId: newOperationId(),
      itemNumber: AWNING,
      quantity: '3',
      values: awningValues(),
    });
    const quote = await h.call<QuoteDetail>('configurator.createQuote', {
      operationId: newOperationId(),
      customerNumber: customer.customerNumber,
      configurationNumbers: [saved.configurationNumber],
      title: 'Awnings for the terrace',
    });
    const locale = 'sv-SE';
    const file = await h.call<DocumentFile>('configurator.quotePdf', { quoteNumber: quote.quoteNumber, locale });
    expect(file.fileName).toBe(`quote-${quote.quoteNumber}.pdf`);
    const text = (await pdfText(new Uint8Array(Buffer.from(file.pdfBase64, 'base64')))).flat();
    const money = (value: string | null) => moneyAmountText(moneyOf(value, 'SEK'), locale);
    expect(text[0]).toBe(`Quote ${quote.quoteNumber}`);
    expect(text).toEqual(expect.arrayContaining([customer.name, dayText(quote.validUntil, locale), 'Awnings for the terrace']));
    const [line] = quote.lines;
    // sv-SE writes thousands with a narrow no-break space, which Helvetica lacks: the PDF has the
    // no-break space (row 349), which pdf.js reads back as a plain space.
    const pdfSpaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toEqual(
      expect.arrayContaining([
        line!.itemNumber,
        `${quantityText(line!.quantity, undefined, locale)} ${line!.unit}`,
        pdfSpaces(moneyUnitPriceText(moneyOf(line!.unitPrice, 'SEK'), locale)),
        pdfSpaces(money(line!.lineTotal)),
      ]),
    );
    expect(text.slice(-7, -1)).toEqual([
      'Total excl. tax',
      pdfSpaces(money(quote.totalAmount)),
      'VAT',
      pdfSpaces(money(quote.totalVat)),
      'Total incl. tax',
      pdfSpaces(money(quote.totalAmountIncludingTax)),
    ]);
    expect(money(quote.totalAmountIncludingTax)).toMatch(/ SEK$/);
  });
});
