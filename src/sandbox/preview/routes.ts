import type { Api } from '../api';
import type { SandboxContext } from '../context';
import { Prng, streamSeed } from '../seed/prng';
import { registerAdjustments } from './adjustments';
import { registerAvailability } from './availability';
import { registerBatches } from './batches';
import { registerChannels } from './channels';
import { registerConfigurations } from './configurations';
import { registerCounts } from './counts';
import { registerCustomers } from './customers';
import { registerDeletions } from './deletions';
import { registerItemWarehouses } from './item-warehouses';
import { registerItemPricing } from './item-pricing';
import { registerItems } from './items';
import { registerMedia } from './media';
import { registerMediaPublic } from './media-public';
import { registerPurchaseOrders } from './purchase-orders';
import { registerQuotes } from './quotes';
import { registerSalesOrders } from './sales-orders';
import { registerSuppliers } from './suppliers';
import { registerTransactions } from './transactions';
import { registerWarehouses } from './warehouses';

/** Every /preview resource group of this wave. */
export function registerPreview(api: Api, sb: SandboxContext): void {
  registerItems(api);
  registerWarehouses(api);
  registerSuppliers(api);
  registerItemWarehouses(api);
  registerAvailability(api);
  registerAdjustments(api);
  registerTransactions(api);
  registerBatches(api);
  registerCounts(api);
  registerPurchaseOrders(api);
  registerChannels(api);
  registerCustomers(api, new Prng(streamSeed(sb.config.seed, 'runtime-ids')));
  registerDeletions(api);
  registerItemPricing(api);
  registerConfigurations(api);
  registerSalesOrders(api);
  registerQuotes(api);
  registerMedia(api);
  registerMediaPublic(api, sb);
}
