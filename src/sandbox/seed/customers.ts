import { DAY_MS } from '../rules/timestamps';
import type { Store } from '../store';
import { CUSTOMER_COUNTRIES, CUSTOMER_KINDS, CUSTOMER_PLACES, STREETS } from './catalog';
import type { Prng } from './prng';

export function seedCustomers(store: Store, p: Prng, scale: number, anchor: number): void {
  const total = 80 * scale;
  for (let i = 0; i < total; i++) {
    const [place, countryCode] = CUSTOMER_PLACES[i % CUSTOMER_PLACES.length] as [string, string];
    const country = CUSTOMER_COUNTRIES[countryCode] ?? { currency: 'NOK', postalDigits: 4 };
    const kind = CUSTOMER_KINDS[(i * 7 + Math.floor(i / CUSTOMER_PLACES.length)) % CUSTOMER_KINDS.length] as string;
    const round = Math.floor(i / (CUSTOMER_PLACES.length * CUSTOMER_KINDS.length));
    const name = `${place} ${kind}${round > 0 ? ` ${round + 1}` : ''}`;
    const created = anchor - p.int(10, 1500) * DAY_MS - p.int(0, 86_399) * 1000;
    const customerNumber = `C${10001 + i}`;
    const org = String(p.int(810000000, 999999999));
    store.customers.set(customerNumber, {
      id: p.uuidV7(created),
      customerNumber,
      name,
      organizationNumber: org,
      vatNumber: countryCode === 'NO' ? `NO${org}MVA` : `${countryCode}${org}`,
      customerGroupCode: p.pick(['RETAIL', 'RETAIL', 'CLUB', 'GUIDE', 'PUBLIC']),
      paymentTermCode: p.pick(['NET14', 'NET30', 'NET30', 'PREPAID']),
      deliveryTermCode: p.pick(['DAP', 'DAP', 'EXW']),
      defaultCurrencyCode: country.currency,
      defaultBackorderBehavior: p.pick(['CreateBackorder', 'CreateBackorder', 'CancelRemaining', 'HoldOrder']),
      invoiceEmail: p.chance(0.9) ? `invoice@${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example` : null,
      phone: p.chance(0.8) ? `+47 ${p.int(400, 999)} ${p.int(10, 99)} ${p.int(100, 999)}` : null,
      street1: `${p.pick(STREETS)} ${p.int(1, 120)}`,
      street2: p.chance(0.1) ? 'Postboks 12' : null,
      postalCode: String(p.int(10 ** (country.postalDigits - 1), 10 ** country.postalDigits - 1)),
      city: place,
      countryCode,
      notes: p.chance(0.15) ? 'Prefers delivery before 10:00.' : null,
      isActive: i % 23 !== 22,
      createdDate: created,
      modifiedDate: p.chance(0.6) ? Math.min(anchor - 60_000, created + p.int(1, 300) * DAY_MS) : null,
    });
  }
  store.sequences.customer = 10000 + total;
}
