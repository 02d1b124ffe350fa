import type { Api } from '../api';
import { registerAuth } from './auth';
import { registerBranding } from './branding';
import { registerCatalog } from './catalog';
import { registerEcomChannels } from './channels';
import { registerProducts } from './products-routes';
import { registerSession } from './session';

/** The /ecom surface: session, sign-in, domain resolution, channels, catalogue, prices and stock, branding. */
export function registerEcom(api: Api): void {
  registerSession(api);
  registerAuth(api);
  registerEcomChannels(api);
  registerCatalog(api);
  registerProducts(api);
  registerBranding(api);
}
