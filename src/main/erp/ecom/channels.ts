import { z } from 'zod';
import { send, type ResourceContext } from '../resource';
import { arrayOrItems } from '../schemas';
import type { CallOptions } from '../types';

/** GET /ecom/channels: a list of channel codes; entries may be bare codes or objects. */
const channelEntry = z.union([
  z.string().transform((channelCode) => ({ channelCode, name: null as string | null })),
  z.looseObject({ channelCode: z.string(), name: z.string().nullish() }).transform((c) => ({ ...c, name: c.name ?? null })),
]);
const channelListSchema = arrayOrItems(channelEntry);
export type EcomChannel = z.output<typeof channelEntry>;

export function ecomChannelsApi(ctx: ResourceContext) {
  return {
    list: async (opts: CallOptions = {}): Promise<EcomChannel[]> =>
      (await send(ctx, { method: 'GET', path: '/ecom/channels', ...opts }, channelListSchema, 'channel list')).value,
  };
}
