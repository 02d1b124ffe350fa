import type { ErpClient } from '../../erp';
import { brandingMembers, type Branding, type ChannelView } from '@shared/contract/storefront';

/** The channel as its storefront is configured, from the session answer (row 163). */
export async function channelView(client: ErpClient, channelCode: string, tokenStored: boolean): Promise<ChannelView> {
  const session = await client.ecom.session.current(channelCode);
  const c = session.channel;
  const raw = c?.branding ?? {};
  const branding = Object.fromEntries(brandingMembers.map((m) => [m, typeof raw[m] === 'string' ? (raw[m] as string) : null])) as Branding;
  return {
    channelCode,
    name: c?.name ?? null,
    currency: c?.currency ?? null,
    language: c?.language ?? null,
    showPricesIncludingVat: c?.features?.showPricesIncludingVat ?? null,
    allowCustomerVatToggle: c?.features?.allowCustomerVatToggle ?? null,
    stockAggregation: c?.features?.stockAggregation ?? null,
    showStock: c?.features?.showStock ?? null,
    showOutOfStockProducts: c?.features?.showOutOfStockProducts ?? null,
    branding,
    navigation: (c?.navigation ?? []).flatMap((n) => (n.label && n.url ? [{ label: n.label, url: n.url }] : [])),
    seo: { title: c?.seo?.title ?? null, description: c?.seo?.description ?? null },
    adminPreviewTokenStored: tokenStored,
  };
}
