import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.core.close());

/** The validator's stock wording ("Too big: expected string to have <=40 characters") never reaches a form. */
const stockWording = /expected|received|Too (big|small)|Invalid (input|string)/i;

/** A valid new profile on its own host, for the rules of one field at a time. */
const profileInput = (name: string, host: string) => ({
  name,
  previewBaseUrl: `https://${host}.example/preview`,
  ecomBaseUrl: `https://${host}.example/ecom`,
  tenantId: '3f2b6c1e-5a7d-4b1e-9c3f-2a6b8d0e1f42',
  defaultChannel: null,
});

describe('connection form messages', () => {
  it("every refused field of a profile is explained in the app's own words", async () => {
    const result = await h.raw('connections.save', {
      name: '',
      previewBaseUrl: 'erp.example.com',
      ecomBaseUrl: 'ftp://erp.example.com',
      tenantId: '42',
      defaultChannel: 'C'.repeat(41),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.fieldErrors.map((f) => f.field).sort()).toEqual(['defaultChannel', 'ecomBaseUrl', 'name', 'previewBaseUrl', 'tenantId']);
    for (const { message } of result.error.fieldErrors) expect(message).not.toMatch(stockWording);
  });

  it('an empty channel code is explained too', async () => {
    const result = await h.raw('connections.save', {
      name: 'X',
      previewBaseUrl: 'https://a.example/preview',
      ecomBaseUrl: 'https://a.example/ecom',
      tenantId: '3f2b6c1e-5a7d-4b1e-9c3f-2a6b8d0e1f42',
      defaultChannel: ' ',
    });
    expect(result).toMatchObject({ ok: false, error: { fieldErrors: [{ field: 'defaultChannel', message: 'Enter a channel code, or leave it empty' }] } });
  });

  it('calls per minute must be a whole number in range, and is kept as given; left out, the stored value stays', async () => {
    const base = profileInput('Quota', 'q');
    for (const bad of ['0', '12.5', '1,5', '6 000', '1e309', '-5', '99999999999999999999', 'many', '2000000']) {
      const result = await h.raw('connections.save', { ...base, callsPerMinute: bad });
      expect(result).toMatchObject({
        ok: false,
        error: { fieldErrors: [{ field: 'callsPerMinute', message: 'Calls per minute must be a whole number from 1 to 1,000,000' }] },
      });
    }
    const created = await h.call<{ id: string; callsPerMinute: number }>('connections.save', base);
    expect(created.callsPerMinute).toBe(6000);
    // Pasted with spaces around it: the number itself is what was meant.
    const changed = await h.call<{ callsPerMinute: number }>('connections.save', { ...base, id: created.id, callsPerMinute: '  600 ' });
    expect(changed.callsPerMinute).toBe(600);
    const renamed = await h.call<{ callsPerMinute: number }>('connections.save', { ...base, id: created.id, name: 'Quota 2' });
    expect(renamed.callsPerMinute).toBe(600);
  });

  it('the GTIN attribute defaults to GTIN, is kept when left out, and a code with spaces inside is refused', async () => {
    const base = profileInput('Labels', 'l');
    const created = await h.call<{ id: string; gtinAttribute: string }>('connections.save', base);
    expect(created.gtinAttribute).toBe('GTIN');
    const changed = await h.call<{ gtinAttribute: string }>('connections.save', { ...base, id: created.id, gtinAttribute: 'EAN13' });
    expect(changed.gtinAttribute).toBe('EAN13');
    const renamed = await h.call<{ gtinAttribute: string }>('connections.save', { ...base, id: created.id, name: 'Labels 2' });
    expect(renamed.gtinAttribute).toBe('EAN13');
    const result = await h.raw('connections.save', { ...base, id: created.id, gtinAttribute: 'EAN 13' });
    expect(result).toMatchObject({
      ok: false,
      error: { fieldErrors: [{ field: 'gtinAttribute', message: 'An attribute code is 1 to 50 letters, digits, “-”, “_” or “.”' }] },
    });
  });

  it('the base currency is not set until given, is an ISO 4217 code, is kept when left out, and a bad code is refused naming the field', async () => {
    const base = profileInput('Books', 'b');
    type Saved = { id: string; baseCurrency: string | null };
    const created = await h.call<Saved>('connections.save', base);
    expect(created.baseCurrency).toBeNull();
    expect((await h.call<Saved>('connections.save', { ...base, id: created.id, baseCurrency: 'sek' })).baseCurrency).toBe('SEK');
    expect((await h.call<Saved>('connections.save', { ...base, id: created.id, name: 'Books 2' })).baseCurrency).toBe('SEK');
    for (const bad of ['kr', 'NOKK', 'N0K', 'XYZ']) {
      const result = await h.raw('connections.save', { ...base, id: created.id, baseCurrency: bad });
      expect(result, bad).toMatchObject({
        ok: false,
        error: {
          fieldErrors: [
            {
              field: 'baseCurrency',
              message: 'Base currency is a three-letter ISO 4217 code, such as NOK, EUR or USD; leave it empty when you do not know it',
            },
          ],
        },
      });
    }
    expect((await h.call<Saved>('connections.save', { ...base, id: created.id, baseCurrency: '' })).baseCurrency).toBeNull();
    const demo = (await h.call<{ profiles: (Saved & { isDemo: boolean })[] }>('connections.list', {})).profiles.find((p) => p.isDemo);
    expect(demo?.baseCurrency).toBe('NOK');
  });

  it('a malformed API key is explained', async () => {
    const result = await h.raw('connections.setApiKey', { id: 'any', apiKey: 'sk-123' });
    expect(result).toMatchObject({ ok: false, error: { fieldErrors: [{ field: 'apiKey' }] } });
    if (!result.ok) expect(result.error.fieldErrors[0]!.message).not.toMatch(stockWording);
  });
});
