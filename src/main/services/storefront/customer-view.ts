import type { ErpClient } from '../../erp';
import type { StorefrontCustomer } from '@shared/contract/storefront';

/**
 * "View as customer" (docs/api-assumptions.md 181): the signed-in session of a customer, held in
 * main's memory only, per connection profile and channel. The password never reaches here beyond
 * the one sign-in call; what is kept is the session token and who it belongs to. A connection
 * switch, "Sign out" or the app's end forgets it.
 */
export interface CustomerView {
  token: string;
  customer: StorefrontCustomer;
  /** The client it was signed in with: another one (a changed connection) does not inherit it. */
  client: ErpClient;
}

export class CustomerViews {
  private readonly held = new Map<string, CustomerView>();

  private static key(profileId: string, channelCode: string): string {
    return `${profileId}\n${channelCode.toUpperCase()}`;
  }

  get(profileId: string, channelCode: string, client: ErpClient): CustomerView | undefined {
    const view = this.held.get(CustomerViews.key(profileId, channelCode));
    return view?.client === client ? view : undefined;
  }

  set(profileId: string, channelCode: string, view: CustomerView): void {
    this.held.set(CustomerViews.key(profileId, channelCode), view);
  }

  /** True when a view was held. */
  drop(profileId: string, channelCode: string): boolean {
    return this.held.delete(CustomerViews.key(profileId, channelCode));
  }

  clear(): void {
    this.held.clear();
  }
}

export async function signInAsCustomer(client: ErpClient, channelCode: string, email: string, password: string): Promise<Omit<CustomerView, 'client'>> {
  const session = await client.ecom.auth.signIn(channelCode, { email, password });
  const c = session.customer;
  return {
    token: session.token,
    customer: { customerNumber: c.customerNumber, customerName: c.customerName ?? null, contactName: c.contactName ?? null, email: c.email ?? null },
  };
}
