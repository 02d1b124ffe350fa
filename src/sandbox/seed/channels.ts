import { DAY_MS } from '../rules/timestamps';
import type { Channel, Store } from '../store';
import type { Prng } from './prng';

export function seedChannels(store: Store, p: Prng, anchor: number): void {
  const channels: Channel[] = [
    {
      channelCode: 'B2B-NO',
      name: 'Fjellvind Forhandlerportal',
      type: 'B2B',
      currencyCode: 'NOK',
      defaultLanguage: 'nb',
      defaultPriceListCode: 'DEALER',
      defaultWarehouseCode: 'OSL',
      orderTypeCode: 'B2B',
      allowGuestPrices: false,
      isActive: true,
      storefrontDomain: 'b2b.demo.quartermaster.test',
      showPricesIncludingVat: false,
      createdDate: anchor - 700 * DAY_MS,
      modifiedDate: anchor - 30 * DAY_MS,
    },
    {
      channelCode: 'B2C-NO',
      name: 'Fjellvind Nettbutikk',
      type: 'B2C',
      currencyCode: 'NOK',
      defaultLanguage: 'nb',
      defaultPriceListCode: 'RETAIL',
      defaultWarehouseCode: 'OSL',
      orderTypeCode: 'WEB',
      allowGuestPrices: true,
      isActive: true,
      storefrontDomain: 'shop.demo.quartermaster.test',
      showPricesIncludingVat: true,
      createdDate: anchor - 650 * DAY_MS,
      modifiedDate: null,
    },
  ];
  for (const c of channels) store.channels.set(c.channelCode, c);
  let n = 0;
  for (const item of store.items.values()) {
    for (const c of channels) {
      if (!item.isActive || !p.chance(c.type === 'B2B' ? 0.85 : 0.6)) continue;
      const created = Math.max(item.createdDate, c.createdDate) + p.int(1, 30) * DAY_MS;
      store.publications.push({
        channelCode: c.channelCode,
        itemNumber: item.itemNumber,
        name: item.name,
        slug: `${item.name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')}-${item.itemNumber.toLowerCase()}`,
        isActive: p.chance(0.95),
        isFeatured: p.chance(0.08),
        sortOrder: (n++ % 50) * 10,
        showStock: c.type === 'B2B' || p.chance(0.5),
        stockDisplayMode: c.type === 'B2B' ? 'ExactQuantity' : p.pick(['InStockOutOfStock', 'LeadTime', 'ExactQuantity'] as const),
        allowBackorder: p.pick([null, null, true, false]),
        // Texts, dates and slug history are filled by seedStorefront from its own stream.
        description: null,
        shortDescription: null,
        displayCategoryCode: null,
        metaTitle: null,
        metaDescription: null,
        publishDate: null,
        unpublishDate: null,
        previousSlugs: [],
        createdDate: Math.min(anchor - 60_000, created),
        modifiedDate: p.chance(0.3) ? Math.min(anchor - 60_000, created + p.int(1, 90) * DAY_MS) : null,
      });
    }
  }
}
