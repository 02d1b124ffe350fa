import { z } from 'zod';
import { parseWith, type ResourceContext } from '../resource';
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
    list: async (opts: CallOptions = {}): Promise<EcomChannel[]> => {
      const res = await ctx.core.call(ctx.adapter, { method: 'GET', path: '/ecom/channels', ...opts });
      return parseWith(channelListSchema, res.body, 'channel list');
    },
  };
}
