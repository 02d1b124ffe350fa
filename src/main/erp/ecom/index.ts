import type { ResourceContext } from '../resource';
import { authApi } from './auth';
import { brandingApi } from './branding';
import { catalogApi } from './catalog';
import { ecomChannelsApi } from './channels';
import { productsApi } from './products';
import { sessionApi } from './session';

/** Typed functions for the /ecom interface. */
export function createEcomApi(ctx: ResourceContext) {
  return {
    session: sessionApi(ctx),
    auth: authApi(ctx),
    channels: ecomChannelsApi(ctx),
    catalog: catalogApi(ctx),
    products: productsApi(ctx),
    branding: brandingApi(ctx),
  };
}
export type EcomApi = ReturnType<typeof createEcomApi>;
