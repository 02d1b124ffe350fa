import type { ActionOffer } from '@shared/contract/offers';
import { AppError } from '@shared/errors';
import type { SurfaceAdapter } from './http';
import type { ResourceContext } from './resource';

/**
 * Calls the description does not show (docs/api-assumptions.md 70-73, 112, 119, 167, 291, 344): a real ERP may lack them.
 * Such a server answers a 405, or a 404 that is not its ProblemDetails about a missing record;
 * that becomes one typed `notOffered` error, remembered per connection so the screens can
 * disable the action with the reason instead of showing a raw 404.
 */
export const optionalOperations = {
  'inventory-count.cancel': 'cancelling counts',
  'inventory-count.recalculate': 'recalculating count lines',
  'purchase-order.cancel': 'cancelling purchase orders',
  'ticket.update': 'changing tickets',
  'return.approve': 'approving returns',
  'return.receive': 'receiving returns',
  'content-page.delete': 'deleting content pages',
  'home-page.read': 'reading the home page',
  'home-page.replace': 'changing the home page',
  'item-attributes.read': 'item attributes, so items cannot be found by GTIN',
  'inventory-transactions.list': 'a list of stock movements, so movements and stock history cannot be shown',
} as const;
export type OptionalOperation = keyof typeof optionalOperations;

export const NOT_OFFERED_CODE = 'Operation.NotOffered';

export function notOfferedReason(operation: OptionalOperation): string {
  return `This ERP does not offer ${optionalOperations[operation]}.`;
}

export function notOfferedError(operation: OptionalOperation): AppError {
  return new AppError({ kind: 'notOffered', code: NOT_OFFERED_CODE, codes: [NOT_OFFERED_CODE], title: notOfferedReason(operation) });
}

/**
 * The route itself is missing: 405, or 404 without the ERP's record code. A record the ERP cannot
 * find is ProblemDetails with a code such as `InventoryCount.NotFound`; a proxy page, an empty
 * body or a framework's bare problem has none, and `Route.NotFound` says so outright.
 */
export function isMissingRoute(error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  if (error.data.status === 405) return true;
  if (error.data.status !== 404) return false;
  const codes = error.data.codes.map((c) => c.toLowerCase());
  return codes.length === 0 || codes.includes('route.notfound');
}

/** Per connection: each client has its own adapter, so a reconnect or another profile starts afresh. */
const missing = new WeakMap<SurfaceAdapter, Set<OptionalOperation>>();

/** false once the server was found to lack the call; null while not known (the ERP decides). */
export function isOffered(ctx: ResourceContext, operation: OptionalOperation): boolean | null {
  return missing.get(ctx.adapter)?.has(operation) ? false : null;
}

/** What the screens get: whether the action is offered and, when not, why. */
export function offerOf(ctx: ResourceContext, operation: OptionalOperation): ActionOffer {
  const offered = isOffered(ctx, operation);
  return { offered, reason: offered === false ? notOfferedReason(operation) : null };
}

/**
 * Records operations found missing (at run time, or in the server's OpenAPI document on
 * "Test connection"), so their actions are disabled with the reason before anyone tries them.
 */
export function markNotOffered(adapter: SurfaceAdapter, operations: readonly OptionalOperation[]): void {
  if (operations.length === 0) return;
  const known = missing.get(adapter) ?? new Set<OptionalOperation>();
  for (const operation of operations) known.add(operation);
  missing.set(adapter, known);
}

/** Runs an optional call; a known-missing one is not sent again. */
export async function callOptional<T>(ctx: ResourceContext, operation: OptionalOperation, call: () => Promise<T>): Promise<T> {
  if (isOffered(ctx, operation) === false) throw notOfferedError(operation);
  try {
    return await call();
  } catch (error) {
    if (!isMissingRoute(error)) throw error;
    markNotOffered(ctx.adapter, [operation]);
    throw notOfferedError(operation);
  }
}

/** Every record of an optional list (see callOptional): a known-missing one is not asked again. */
export async function* optionalRecords<T>(ctx: ResourceContext, operation: OptionalOperation, read: () => AsyncGenerator<T>): AsyncGenerator<T> {
  if (isOffered(ctx, operation) === false) throw notOfferedError(operation);
  try {
    yield* read();
  } catch (error) {
    if (!isMissingRoute(error)) throw error;
    markNotOffered(ctx.adapter, [operation]);
    throw notOfferedError(operation);
  }
}
