import type { Api } from '../api';
import { requireTenant } from './session';

/** GET /ecom/channels: the tenant's active storefront channels, codes first. */
export function registerEcomChannels(api: Api): void {
  api.get('/ecom/channels', undefined, (c) => {
    requireTenant(c);
    const channels = [...c.store.channels.values()]
      .filter((ch) => ch.isActive)
      .sort((a, b) => a.channelCode.localeCompare(b.channelCode))
      .map((ch) => ({ channelCode: ch.channelCode, name: ch.name, type: ch.type, currencyCode: ch.currencyCode, language: ch.defaultLanguage }));
    return { body: channels, headers: { 'Cache-Control': 'public, max-age=60' } };
  });
}
