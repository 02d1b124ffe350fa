import type { Api } from '../api';
import { registerCatalog } from './catalog';
import { registerEcomChannels } from './channels';
import { registerSession } from './session';

/** The /ecom surface of this wave: session, domain resolution, channels, catalogue prices and stock. */
export function registerEcom(api: Api): void {
  registerSession(api);
  registerEcomChannels(api);
  registerCatalog(api);
}
