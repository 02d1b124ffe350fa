import type { Api } from '../api';
import type { SandboxContext } from '../context';
import { registerCatalog } from './catalog';
import { registerEcomChannels } from './channels';
import { registerSession } from './session';

/** The /ecom surface of this wave: session, domain resolution, channels, catalogue prices and stock. */
export function registerEcom(api: Api, _sb: SandboxContext): void {
  registerSession(api);
  registerEcomChannels(api);
  registerCatalog(api);
}
