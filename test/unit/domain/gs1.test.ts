import { describe, expect, it } from 'vitest';
import { gs1Date, gs1Year, gtinStoredForms, isGs1, parseGs1, scanKind, type Gs1Data, type Gs1ProblemCode } from '../../../src/shared/domain/gs1';

const today = '2026-11-26';
const GS = '\u001d';

function parsed(text: string): Gs1Data {
  const result = parseGs1(text, { today });
  if (!result.ok) throw new Error(`expected ${JSON.stringify(text)} to parse: ${result.problem.message}`);
  return result.data;
}

/** Labels as scanners deliver them, and what each must read as. */
const good: [string, string, Partial<Gs1Data>][] = [
  ['GS1-128 with ]C1, batch last, no separator', ']C101095060001343521726123110ABC123', { gtin: '09506000134352', expiry: '2026-12-31', batch: 'ABC123' }],
  ['GS1-128 with a separator after the batch', `]C1010950600013435210ABC123${GS}17261231`, { gtin: '09506000134352', batch: 'ABC123', expiry: '2026-12-31' }],
  ['GS1 DataMatrix ]d2, batch then serial', `]d2010950600013435210L42${GS}21SN-0007`, { gtin: '09506000134352', batch: 'L42', serial: 'SN-0007' }],
  ['GS1 QR ]Q3, serial last', `]Q3010950600013435217270315${GS}21XYZ`, { gtin: '09506000134352', expiry: '2027-03-15' }],
  ['GS1 DataBar ]e0', ']e00109506000134352', { gtin: '09506000134352' }],
  ['bare element string from a scanner without symbology identifier', '010950600013435210B7', { gtin: '09506000134352', batch: 'B7' }],
  ['bare element string with a separator', `010950600013435210B7${GS}3712`, { gtin: '09506000134352', batch: 'B7', count: '12' }],
  ['bracketed form as printed under the bars', '(01)09506000134352(17)261231(10)ABC', { gtin: '09506000134352', expiry: '2026-12-31', batch: 'ABC' }],
  ['SSCC of a pallet', ']C100106141411234567897', { sscc: '106141411234567897' }],
  [
    'SSCC with content, count and order number',
    `]C1001061414112345678970219506000134359${GS}3748${GS}400PO-10023`,
    { sscc: '106141411234567897', content: '19506000134359', count: '48', orderNumber: 'PO-10023' },
  ],
  ['count with leading zeros', `]C10219506000134359${GS}3700000024`, { content: '19506000134359', count: '24' }],
  ['variable count', `]C10109506000134352${GS}30007`, { gtin: '09506000134352', variableCount: '7' }],
  ['net weight with 3 decimals keeps its trailing zero', ']C10109506000134352310300125010LOT9', { netWeight: { value: '1.250', unit: 'kg' }, batch: 'LOT9' }],
  ['net weight with no decimals', ']C101095060001343523100000042', { netWeight: { value: '42', unit: 'kg' } }],
  ['net weight with 5 decimals under 1 kg', ']C101095060001343523105000125', { netWeight: { value: '0.00125', unit: 'kg' } }],
  [
    'production, packaging and best-before dates',
    ']C10109506000134352112611011326111515270100',
    { productionDate: '2026-11-01', packagingDate: '2026-11-15', bestBefore: '2027-01-31' },
  ],
  ['day 00 is the last day of the month (leap year)', ']C1010950600013435217280200', { expiry: '2028-02-29' }],
  ['mixed order: expiry, batch, GTIN', `]d217261231100X${GS}0109506000134352`, { expiry: '2026-12-31', batch: '0X', gtin: '09506000134352' }],
  ['mixed order: serial before GTIN', `]d221A1B2${GS}0109506000134352`, { serial: 'A1B2', gtin: '09506000134352' }],
  ['a separator after a fixed-length element is tolerated', `]C10109506000134352${GS}10ABC`, { gtin: '09506000134352', batch: 'ABC' }],
  ['a trailing CR/LF from the scanner is ignored', ']C10109506000134352\r\n', { gtin: '09506000134352' }],
  ['ship-to GLN', ']C1001061414112345678974100614141000012', { sscc: '106141411234567897', shipTo: '0614141000012' }],
  [
    'Digital Link with batch in the path and expiry in the query',
    'https://id.example.com/01/09506000134352/10/ABC?17=261231',
    { gtin: '09506000134352', batch: 'ABC', expiry: '2026-12-31' },
  ],
  [
    'Digital Link with batch and serial, and a linkType that is no data',
    'https://id.example.com/01/09506000134352/10/L%2F7/21/9?linkType=gs1:pip',
    { gtin: '09506000134352', batch: 'L/7', serial: '9' },
  ],
  [
    'Digital Link with a path prefix of its own and a GTIN-13',
    'https://example.com/products/gs1/01/9506000134352?3103=000750',
    { gtin: '09506000134352', netWeight: { value: '0.750', unit: 'kg' } },
  ],
  ['Digital Link of an SSCC', 'http://qr.example.org/00/106141411234567897', { sscc: '106141411234567897' }],
];

describe('GS1 labels as scanned', () => {
  it.each(good)('reads %s', (_, text, expected) => {
    expect(parsed(text)).toMatchObject(expected);
  });

  it('keeps every element in scanned order with its AI and title', () => {
    expect(parsed(`]d2172612310109506000134352`).elements).toEqual([
      { ai: '17', title: 'USE BY OR EXPIRY', value: '261231' },
      { ai: '01', title: 'GTIN', value: '09506000134352' },
    ]);
  });

  it('reads the ship-to location of AI 410 when its check digit is right', () => {
    expect(parsed(']C14100614141000012').shipTo).toBe('0614141000012');
  });

  it('reads the other measures with their units', () => {
    expect(parsed(']C10109506000134352311200150031600012503150000020').measures).toEqual([
      { ai: '3112', field: 'length', value: '15.00', unit: 'm' },
      { ai: '3160', field: 'netVolume', value: '1250', unit: 'm3' },
      { ai: '3150', field: 'netVolume', value: '20', unit: 'l' },
    ]);
  });
});

const bad: [string, string, Gs1ProblemCode, string][] = [
  ['a GTIN with a wrong check digit', ']C10109506000134353', 'badCheckDigit', 'AI (01) GTIN 09506000134353 has check digit 3, but the digits before it give 2'],
  [
    'an SSCC with a wrong check digit',
    ']C100106141411234567890',
    'badCheckDigit',
    'AI (00) SSCC 106141411234567890 has check digit 0, but the digits before it give 7',
  ],
  ['a content GTIN with a wrong check digit', '(02)19506000134350', 'badCheckDigit', 'AI (02) CONTENT 19506000134350'],
  ['a GTIN cut short', ']C101095060001', 'endsEarly', 'AI (01) GTIN needs 14 digits, but the label ends after 9 (095060001)'],
  ['an expiry cut short', ']C1010950600013435217261', 'endsEarly', 'AI (17) USE BY OR EXPIRY needs 6 digits, but the label ends after 3'],
  ['a batch with no data', ']C1010950600013435210', 'endsEarly', 'AI (10) BATCH/LOT has no data'],
  [
    'a batch that runs on (separator missing)',
    ']C1010950600013435210ABCDEFGHIJKLMNOPQRSTUVW',
    'tooLong',
    'AI (10) BATCH/LOT holds at most 20 characters, but 23 follow it',
  ],
  ['an unknown AI', ']C1010950600013435299ABC', 'unknownAi', 'starting (99) at character 17'],
  ['a measure with 7 decimals', ']C101095060001343523107001250', 'badDecimals', 'AI (3107) asks for 7 decimals'],
  ['month 13', ']C1010950600013435217261301', 'badDate', 'AI (17) USE BY OR EXPIRY 261301 has month 13, which does not exist'],
  ['30 February', '(01)09506000134352(17)270230', 'badDate', 'AI (17) USE BY OR EXPIRY 270230 has day 30, but 2027-02 has 28 days'],
  ['letters in a date', '(17)27A230', 'badCharacters', 'AI (17) USE BY OR EXPIRY “27A230” holds characters it may not: only digits are allowed'],
  ['a batch with a character outside the GS1 set', '(01)09506000134352(10)AB#1', 'badCharacters', 'AI (10) BATCH/LOT “AB#1”'],
  [
    'the same AI twice with different values',
    `]d20109506000134352${GS}0109506000134369`,
    'repeatedAi',
    'AI (01) GTIN appears twice with different values (09506000134352 and 09506000134369)',
  ],
  ['a Digital Link with an unknown AI', 'https://id.example.com/01/09506000134352/22/X', 'unknownAi', 'application identifier (22)'],
  ['a Digital Link with a bad GTIN', 'https://id.example.com/01/09506000134351', 'badCheckDigit', 'AI (01) GTIN 09506000134351'],
  ['a symbology identifier and nothing else', ']d2', 'endsEarly', 'The label holds no data'],
  ['bracketed text with more after a fixed-length element', '(01)09506000134352 trailing', 'tooLong', 'AI (01) GTIN holds at most 14 digits, but 23 follow it'],
];

describe('GS1 labels that are wrong', () => {
  it.each(bad)('refuses %s, saying why', (_, text, code, sentence) => {
    const result = parseGs1(text, { today });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.code).toBe(code);
    expect(result.problem.message).toContain(sentence);
  });

  it('names an AI only when the problem is about one', () => {
    const result = parseGs1(']C10109506000134353', { today });
    expect(!result.ok && result.problem.ai).toBe('01');
  });
});

describe('expired labels', () => {
  it('warns when the expiry has passed, relative to the given today, and still reads the label', () => {
    const result = parseGs1(']C1010950600013435217261125', { today });
    expect(result).toMatchObject({ ok: true, data: { expiry: '2026-11-25' } });
    expect(result.ok && result.warnings).toEqual([
      { code: 'expired', ai: '17', message: 'The label’s expiry date 2026-11-25 (AI 17) has already passed: the goods are expired.' },
    ]);
  });

  it('gives no warning on the expiry day itself', () => {
    const result = parseGs1(']C1010950600013435217261126', { today });
    expect(result.ok && result.warnings).toEqual([]);
  });

  it('warns about a passed best-before date too', () => {
    const result = parseGs1('(15)260101', { today });
    expect(result.ok && result.warnings.map((w) => w.code)).toEqual(['bestBeforePassed']);
  });
});

describe('is this scan a GS1 label at all', () => {
  it.each([
    [']C10109506000134352', true],
    [']d2010950600013435210A', true],
    [']Q30109506000134352', true],
    [`10ABC${GS}0109506000134352`, true],
    ['(01)09506000134352', true],
    ['https://id.example.com/01/09506000134352', true],
    ['010950600013435210B7', true],
    ['00106141411234567897', true],
    ['FV-10062', false],
    ['4006381333931', false], // a plain GTIN-13: a retail barcode, not an element string
    ['10614141000415', false], // a plain GTIN-14
    ['PO-10023', false],
    ['https://example.com/products/12', false],
    ['0109506000', false],
    ['', false],
  ])('%j: %s', (text, expected) => {
    expect(isGs1(text)).toBe(expected);
  });

  it('answers a plain item number with a sentence, not a parse', () => {
    expect(parseGs1('FV-10062', { today })).toEqual({ ok: false, problem: { code: 'notGs1', ai: null, message: 'FV-10062 is not a GS1 label.' } });
  });
});

describe('GS1 dates', () => {
  it.each([
    [26, 2026, 2026],
    [76, 2026, 2076], // 50 ahead: still this century
    [77, 2026, 1977], // 51 ahead: the previous century
    [0, 2051, 2100], // 51 behind: the next century
    [2, 2051, 2002], // 49 behind: this century
    [99, 2000, 1999],
  ])('YY %i seen from %i is %i', (yy, year, expected) => {
    expect(gs1Year(yy, year)).toBe(expected);
  });

  it('reads day 00 as the last day of the month', () => {
    expect(gs1Date('270400', today)).toEqual({ date: '2027-04-30' });
    expect(gs1Date('261200', today)).toEqual({ date: '2026-12-31' });
    expect(gs1Date('270200', today)).toEqual({ date: '2027-02-28' });
  });

  it('refuses month 00 and days past the end of the month', () => {
    expect(gs1Date('270015', today)).toEqual({ reason: 'has month 00, which does not exist' });
    expect(gs1Date('270431', today)).toEqual({ reason: 'has day 31, but 2027-04 has 30 days' });
  });
});

describe('the forms a GTIN may be stored in', () => {
  it('asks the 14 digits and each shorter form the leading zeros allow', () => {
    expect(gtinStoredForms('07090012000620')).toEqual(['07090012000620', '7090012000620']);
    expect(gtinStoredForms('00036000291452')).toEqual(['00036000291452', '0036000291452', '036000291452']);
    expect(gtinStoredForms('00000096385074')).toEqual(['00000096385074', '0000096385074', '000096385074', '96385074']);
    expect(gtinStoredForms('19506000134359')).toEqual(['19506000134359']);
  });

  it('keeps a shorter GTIN as given, first', () => {
    expect(gtinStoredForms('4006381333931')).toEqual(['4006381333931', '04006381333931']);
  });
});

describe('what a scan on a screen showing items is', () => {
  const shown = [{ itemNumber: 'FV-10062' }, { itemNumber: '4006381333931' }];
  it('a GS1 label is a label, whatever the screen shows', () => {
    expect(scanKind(']C10107090012000627', shown)).toBe('label');
    expect(scanKind('(01)07090012000627(30)12', [])).toBe('label');
    expect(scanKind('https://id.example.com/01/07090012000627', [])).toBe('label');
  });
  it('a bare GTIN is a GTIN unless it is a shown item number; anything else is a number', () => {
    expect(scanKind('7090012000627', shown)).toBe('gtin');
    expect(scanKind('4006381333931', shown)).toBe('number');
    expect(scanKind('4006381333932', shown)).toBe('number');
    expect(scanKind('PO-100061', [])).toBe('number');
    expect(scanKind(' fv-10062 ', shown)).toBe('number');
  });
});
