import type { CustomerOption, ValueInput } from '../../../src/shared/contract/configurator';
import { newOperationId, startPurchasing, type PurchasingHarness } from '../purchasing/support';

/**
 * The real app core on the Demo profile (embedded sandbox) driven through the contract, with the
 * sandbox's faults and ledger: the same harness the purchasing tests use.
 */
export { newOperationId };
export type Harness = PurchasingHarness;
export const startApp = startPurchasing;

export const AWNING = 'FV-80001';

/** A 4.0 × 2.5 m cassette awning with a motor, wind sensor, valance and a 5-channel remote (sandbox seed). */
export function awningValues(over: Record<string, Omit<ValueInput, 'featureCode'> | null> = {}): ValueInput[] {
  return Object.entries({
    WIDTH: { number: '4000' },
    PROJECTION: { number: '2500' },
    FRAME: { optionCode: 'CASSETTE' },
    DRIVE: { optionCode: 'MOTOR_WIND' },
    COLOUR: { optionCode: 'GREY' },
    VALANCE: { boolean: true },
    REMOTE: { itemNumber: 'FV-81004' },
    ...over,
  }).flatMap(([featureCode, v]) => (v === null ? [] : [{ featureCode, ...v }]));
}

/** An active customer pricing in that currency. */
export async function customerIn(h: Harness, currencyCode: string): Promise<CustomerOption> {
  const { customers } = await h.call<{ customers: CustomerOption[] }>('configurator.customers', {});
  const found = customers.find((c) => c.currencyCode === currencyCode && c.isActive);
  if (!found) throw new Error(`No active ${currencyCode} customer in the seed`);
  return found;
}
