/**
 * The demo users of the sandbox's sign-in page. Their permissions use the scope vocabulary of
 * /preview (`{tag}:{read|write}`, `preview:read` for all reads, `*` for everything), so the
 * sandbox's authorisation rule checks them exactly like scopes.
 */
export interface DemoUser {
  id: string;
  name: string;
  role: string;
  permissions: string[];
}

/** Public demo data, shown on the sign-in page. */
export const DEMO_PASSWORD = 'demo';

export const DEMO_USERS: readonly DemoUser[] = [
  { id: 'anna.admin', name: 'Anna Admin', role: 'Administrator: may do everything', permissions: ['*'] },
  {
    id: 'will.warehouse',
    name: 'Will Warehouse',
    role: 'Warehouse: reads everything, writes items and inventory, not purchase orders',
    permissions: ['preview:read', 'items:write', 'inventory:write'],
  },
  { id: 'rita.readonly', name: 'Rita Readonly', role: 'Read only: may not change anything', permissions: ['preview:read'] },
];

export function findUser(id: string): DemoUser | undefined {
  return DEMO_USERS.find((u) => u.id === id);
}

/** The password is public demo data (shown on the page), so a plain comparison is enough. */
export function checkPassword(id: string, password: string): DemoUser | undefined {
  const user = findUser(id.trim().toLowerCase());
  return user && password === DEMO_PASSWORD ? user : undefined;
}
