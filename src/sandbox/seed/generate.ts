import type { Store } from '../store';
import { COMPANY, CATEGORIES, UNITS } from './catalog';
import { seedChannels } from './channels';
import { seedCounts } from './counts';
import { seedCustomers } from './customers';
import { seedAttributes } from './attributes';
import { seedItems } from './items';
import { seedMedia } from './media';
import type { Past } from './past';
import { Prng, streamSeed } from './prng';
import { seedPurchaseOrders } from './purchase-orders';
import { seedSales } from './sales';
import { seedStock } from './stock';
import { seedStorefront } from './storefront';
import { seedSuppliers } from './suppliers';
import { seedSupport } from './tickets';
import { buildWarehouses } from './warehouses';
import { emptyMediaData } from '../media/types';
import { emptySalesData } from '../sales/types';
import { emptyStorefrontData } from '../storefront/types';
import { emptySupportData } from '../support/types';

/**
 * Deterministic demo company: the same seed, scale and anchor always give the same data.
 * Each part draws from its own PRNG stream so changing one part never reshuffles the others.
 * Dates hang off `anchor` (start of the seed's "today", UTC) so the demo always looks current.
 */
export interface SeedOptions {
  seed: number;
  scale: number;
  anchor: number;
  /**
   * The instant the open tickets hang off: the start of the hour the sandbox started in (`anchor`
   * when not given). Hung off the start of the day, late in the day almost every open ticket had
   * breached and none was about to: the support desk's deadlines looked current only in the morning.
   */
  supportAnchor?: number;
  /** Exact sizes for benchmarks, in place of what `scale` gives for these parts (the rest still follows `scale`). */
  counts?: SeedCounts;
}

/**
 * Catalogue items (default 300 × scale; the few configurable models come on top), tickets (300 × scale)
 * and media files (over all channels; default a few per folder).
 */
export interface SeedCounts {
  items?: number;
  tickets?: number;
  media?: number;
}

export function generateStore({ seed, scale, anchor, supportAnchor, counts = {} }: SeedOptions): Store {
  const rng = (purpose: string) => new Prng(streamSeed(seed, purpose));
  const ids = rng('ids');
  const newId = () => ids.uuid();
  const past: Past = (p, maxDays, minDays = 1) => anchor - p.int(minDays * 24, maxDays * 24) * 3_600_000 - p.int(0, 3_599_999);

  const store: Store = {
    tenant: { id: rng('tenant').uuid(), name: COMPANY.name, baseCurrency: COMPANY.baseCurrency, countryCode: COMPANY.countryCode },
    anchor,
    warehouses: new Map(buildWarehouses().map((w) => [w.code, w])),
    items: new Map(),
    attributes: [],
    itemAttributes: new Map(),
    categories: CATEGORIES.map(([code, name]) => ({ code, name })),
    units: UNITS.map(([code, name]) => ({ code, name })),
    paymentTerms: [
      { code: 'NET14', name: '14 days net' },
      { code: 'NET30', name: '30 days net' },
      { code: 'NET60', name: '60 days net' },
      { code: 'PREPAID', name: 'Prepayment' },
    ],
    deliveryTerms: [
      { code: 'EXW', name: 'Ex Works' },
      { code: 'FCA', name: 'Free Carrier' },
      { code: 'DAP', name: 'Delivered at Place' },
      { code: 'DDP', name: 'Delivered Duty Paid' },
    ],
    shippingMethods: [
      { code: 'BRING', name: 'Bring Cargo' },
      { code: 'POSTNORD', name: 'PostNord Parcel' },
      { code: 'DHL', name: 'DHL Freight' },
      { code: 'PICKUP', name: 'Supplier pickup' },
    ],
    customerGroups: [
      { code: 'RETAIL', name: 'Retail stores' },
      { code: 'CLUB', name: 'Clubs and associations' },
      { code: 'GUIDE', name: 'Guides and schools' },
      { code: 'PUBLIC', name: 'Public sector' },
    ],
    suppliers: new Map(),
    supplierItems: [],
    agreements: [],
    itemWarehouses: new Map(),
    stock: new Map(),
    allocated: new Map(),
    averageCost: new Map(),
    stockModified: new Map(),
    batches: new Map(),
    transactions: [],
    transactionsById: new Map(),
    counts: new Map(),
    purchaseOrders: new Map(),
    channels: new Map(),
    publications: [],
    customers: new Map(),
    deletions: [],
    sessions: new Map(),
    sales: emptySalesData(),
    support: emptySupportData(),
    media: emptyMediaData(),
    storefront: emptyStorefrontData(),
    sequences: { purchaseOrder: 0, count: 0, customer: 0, created: 0 },
  };

  const suppliersOf = seedSuppliers(store, rng('suppliers'), scale, past);
  seedItems(store, rng('items'), counts.items ?? 300 * scale, anchor, past, suppliersOf);
  seedAttributes(store);
  seedStock(store, rng('stock'), anchor, past, newId);

  seedPurchaseOrders(store, rng('purchase-orders'), scale, anchor, newId);
  seedCounts(store, rng('counts'), seed, scale, anchor, newId);
  seedChannels(store, rng('channels'), anchor);
  seedCustomers(store, rng('customers'), scale, anchor);
  seedSales(store, rng('sales'), anchor);
  seedSupport(store, rng('support'), scale, supportAnchor ?? anchor, counts.tickets ?? 300 * scale);
  seedMedia(store, rng('media'), anchor, counts.media);
  seedStorefront(store, rng('storefront'), anchor);

  const dp = rng('deletions');
  for (let i = 0; i < 8 * scale; i++) {
    const customer = i % 2 === 0;
    store.deletions.push({
      entityType: customer ? 'Customer' : 'Item',
      key: customer ? `C0${String(9000 + i)}` : `FV-0${String(9000 + i)}`,
      deletedDate: past(dp, 90),
    });
  }
  store.deletions.sort((a, b) => a.deletedDate - b.deletedDate);
  return store;
}
