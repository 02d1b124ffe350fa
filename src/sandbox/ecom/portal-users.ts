import type { Customer, Store } from '../store';

/**
 * The demo customers' portal accounts for POST /ecom/auth/login (docs/api-assumptions.md 176):
 * one contact with an email for each kind of agreement the price engine knows, so signing in
 * shows a price that differs from the visitor's. Passwords are public demo data
 * (`portal-{customerNumber}`), printed at start like the admin-preview tokens.
 */
export interface PortalUser {
  email: string;
  password: string;
  customerNumber: string;
  customerName: string;
  contactId: string;
  contactName: string;
  /** Why this customer's prices differ, for the printout and the README. */
  agreement: string;
}

const portalPassword = (customerNumber: string) => `portal-${customerNumber}`;

const kinds: { agreement: string; matches: (c: Customer, store: Store) => boolean }[] = [
  { agreement: 'own price list, then its group’s', matches: (c, s) => s.sales.customerPriceList.has(c.customerNumber) && c.defaultCurrencyCode === 'NOK' },
  { agreement: 'customer discount 10 %', matches: (c, s) => s.sales.customerDiscounts.get(c.customerNumber) === '10' },
  {
    agreement: 'customer discount 5 % (guides)',
    matches: (c, s) => c.customerGroupCode === 'GUIDE' && s.sales.customerDiscounts.has(c.customerNumber) && c.countryCode === 'NO',
  },
];

/** Deterministic per seed: customers in number order, the first contact of each that has an email. */
export function portalUsers(store: Store): PortalUser[] {
  const customers = [...store.customers.values()].filter((c) => c.isActive).sort((a, b) => a.customerNumber.localeCompare(b.customerNumber));
  return kinds.flatMap(({ agreement, matches }) => {
    for (const customer of customers) {
      if (!matches(customer, store)) continue;
      const contact = store.sales.contacts.find((x) => x.customerNumber === customer.customerNumber && x.email);
      if (!contact?.email) continue;
      return [
        {
          email: contact.email,
          password: portalPassword(customer.customerNumber),
          customerNumber: customer.customerNumber,
          customerName: customer.name,
          contactId: contact.id,
          contactName: contact.name,
          agreement,
        },
      ];
    }
    return [];
  });
}

/** The account an email names (case and surrounding spaces ignored) when the password is its own. */
export function checkPortalLogin(store: Store, email: string, password: string): PortalUser | undefined {
  const user = portalUsers(store).find((u) => u.email.toLowerCase() === email.trim().toLowerCase());
  return user && user.password === password && store.customers.get(user.customerNumber)?.isActive ? user : undefined;
}
