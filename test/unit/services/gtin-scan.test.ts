import { describe, expect, it } from 'vitest';
import type { ErpClient } from '../../../src/main/erp/client';
import { findItemByScan } from '../../../src/main/services/shared/gtin';
import { AppError } from '../../../src/shared/errors';

/** An ERP with one item whose own number is 8 digits that pass a GTIN's check digit, and no attributes asked. */
function erpWithItems(numbers: string[], asked: string[]): ErpClient {
  const preview = {
    items: {
      get: async (itemNumber: string) => {
        asked.push(`item ${itemNumber}`);
        if (numbers.includes(itemNumber)) return { itemNumber };
        throw new AppError({ kind: 'notFound', status: 404, title: `No item ${itemNumber}` });
      },
      list: async (query: { attribute?: string }) => {
        asked.push(`items ${query.attribute}`);
        return { items: [], totalCount: 0 };
      },
    },
    attributes: {
      list: async () => {
        asked.push('attributes');
        return { items: [{ code: 'GTIN' }], totalCount: 1 };
      },
    },
  };
  return { preview } as unknown as ErpClient;
}

describe('a scan that looks like a GTIN', () => {
  it('opens the item of that number when there is one, without the GTIN lookup', async () => {
    const asked: string[] = [];
    const found = await findItemByScan(erpWithItems(['96385074'], asked), 'GTIN', '96385074', '2026-11-26');
    expect(found).toMatchObject({ item: { itemNumber: '96385074' }, gtin: null, label: null });
    expect(asked).toEqual(['item 96385074']);
  });

  it('looks the GTIN up in every stored form when no item has that number', async () => {
    const asked: string[] = [];
    const error = await findItemByScan(erpWithItems([], asked), 'GTIN', '96385074', '2026-11-26').catch((e: unknown) => e as AppError);
    expect((error as AppError).data.detail).toBe('No item carries GTIN 96385074 (attribute GTIN).');
    expect(asked).toEqual([
      'item 96385074',
      'attributes',
      'items GTIN:96385074',
      'items GTIN:00000096385074',
      'items GTIN:0000096385074',
      'items GTIN:000096385074',
    ]);
  });

  it('never asks the ERP about a GS1 label with a bad check digit', async () => {
    const asked: string[] = [];
    const error = await findItemByScan(erpWithItems([], asked), 'GTIN', ']C10109506000134353', '2026-11-26').catch((e: unknown) => e as AppError);
    expect((error as AppError).data.code).toBe('Gs1.badCheckDigit');
    expect(asked).toEqual([]);
  });
});
