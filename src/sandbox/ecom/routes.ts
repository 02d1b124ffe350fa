import type { Api } from '../api';
import type { SandboxContext } from '../context';
import { registerEcomChannels } from './channels';
import { registerSession } from './session';

/** The /ecom surface of this wave: session, domain resolution and channels. */
export function registerEcom(api: Api, _sb: SandboxContext): void {
  registerSession(api);
  registerEcomChannels(api);
}
