import { z } from 'zod';
import { nbool, nstr } from '../schemas';

/**
 * The channel configuration inside GET /ecom/session (docs/api-assumptions.md 163). Every part is
 * optional: the description names the parts, not their full shape, so a missing one reads as unknown.
 */
export const channelFeaturesSchema = z.looseObject({
  showPricesIncludingVat: nbool,
  allowCustomerVatToggle: nbool,
  stockAggregation: nstr,
  showStock: nbool,
  showOutOfStockProducts: nbool,
});
export type ChannelFeatures = z.infer<typeof channelFeaturesSchema>;

export const channelConfigSchema = z.looseObject({
  code: nstr,
  name: nstr,
  currency: nstr,
  language: nstr,
  features: channelFeaturesSchema.nullish(),
  branding: z.record(z.string(), z.unknown()).nullish(),
  navigation: z.array(z.looseObject({ label: nstr, url: nstr })).nullish(),
  seo: z.looseObject({ title: nstr, description: nstr }).nullish(),
});
export type ChannelConfig = z.infer<typeof channelConfigSchema>;
