import type { AppContext } from '../../context';
import type { HandlerGroup } from '../../hosts/dispatcher';
import { collect } from '../../erp/paging';
import { adminPreviewKind } from '../../vault/keychain';
import { AppError } from '@shared/errors';
import { customerLabel } from '@shared/contract/storefront';
import { assortment, compare } from './assortment';
import { publishBranding, type BrandingDeps } from './branding';
import { channelView } from './channel';
import { signInAsCustomer } from './customer-view';
import { pageView, savePage } from './pages';
import { refuseForeignChannel } from './profile-channels';

type StorefrontCalls =
  | 'storefront.channel'
  | 'storefront.publishBranding'
  | 'storefront.brandingHistory'
  | 'storefront.restoreBranding'
  | 'storefront.setAdminPreviewToken'
  | 'storefront.clearAdminPreviewToken'
  | 'storefront.signInAsCustomer'
  | 'storefront.signOutCustomer'
  | 'storefront.assortment'
  | 'storefront.compare'
  | 'storefront.pages'
  | 'storefront.createPage'
  | 'storefront.updatePage'
  | 'storefront.saveSections'
  | 'storefront.publishPage'
  | 'storefront.deletePage'
  | 'storefront.homePage';

async function active(ctx: AppContext) {
  const { client, profile } = await ctx.connection.activeClient();
  return { client, profileId: profile.id };
}

const tokenStored = async (ctx: AppContext, profileId: string, channelCode: string) => ctx.connection.hasAdminPreviewToken(profileId, channelCode);

async function view(ctx: AppContext, channelCode: string) {
  const { client, profileId } = await active(ctx);
  return channelView(client, channelCode, await tokenStored(ctx, profileId, channelCode));
}

async function brandingDeps(ctx: AppContext, channelCode: string): Promise<BrandingDeps> {
  const { client, profileId } = await active(ctx);
  // Said before the call, so the merchandiser learns where to enter it instead of reading a 401.
  if (!(await tokenStored(ctx, profileId, channelCode))) {
    throw new AppError({
      kind: 'auth',
      title: `No admin-preview token for ${channelCode}`,
      detail: 'Enter the channel’s admin-preview token in Connections; it is kept in the system keychain.',
    });
  }
  return { client, profileId, history: ctx.brandingHistory, current: async (code) => (await channelView(client, code, true)).branding };
}

/** The assortment as visitors see it and, when viewing as a customer, that customer's prices. */
async function channelAssortment(ctx: AppContext, channelCode: string, asCustomer = false) {
  const channel = await view(ctx, channelCode);
  const { client, profileId } = await active(ctx);
  const views = ctx.customerViews;
  const signedIn = asCustomer ? views.get(profileId, channelCode, client) : undefined;
  const { customerEnded, ...answer } = await assortment(
    client,
    channel,
    signedIn ? { customer: { token: signedIn.token, customerNumber: signedIn.customer.customerNumber } } : {},
  );
  if (customerEnded && signedIn) views.drop(profileId, channelCode);
  const customer = signedIn && !customerEnded ? signedIn.customer : null;
  const notice =
    customerEnded && signedIn
      ? `The sign-in as ${customerLabel(signedIn.customer)} has ended (the storefront session expired). Sign in again to see that customer's prices.`
      : null;
  return { channel, ...answer, customer, notice };
}

/** Storefront: branding, assortment as visitors see it, content pages; all through the active connection. */
export const storefrontHandlers: HandlerGroup<StorefrontCalls> = {
  'storefront.channel': async (ctx, { channelCode }) => view(ctx, channelCode),
  'storefront.publishBranding': async (ctx, { channelCode, branding }) => publishBranding(await brandingDeps(ctx, channelCode), channelCode, branding),
  'storefront.brandingHistory': async (ctx, { channelCode }) => ({ entries: ctx.brandingHistory.list((await active(ctx)).profileId, channelCode) }),
  'storefront.restoreBranding': async (ctx, { channelCode, id }) => {
    const d = await brandingDeps(ctx, channelCode);
    const entry = d.history.get(d.profileId, channelCode, id);
    if (!entry) throw new AppError({ kind: 'notFound', title: 'That branding is no longer in the history' });
    // Every member is sent, so members added since are cleared and the look is exactly the earlier one.
    return publishBranding(d, channelCode, { ...entry.branding, customCss: entry.sentCss ?? entry.branding.customCss });
  },
  'storefront.setAdminPreviewToken': async (ctx, { channelCode, token }) => {
    const { client, profileId } = await active(ctx);
    await refuseForeignChannel(client, channelCode);
    await ctx.secrets.set(profileId, adminPreviewKind(channelCode), token);
    return { stored: true };
  },
  'storefront.clearAdminPreviewToken': async (ctx, { channelCode }) => {
    const { profileId } = await active(ctx);
    await ctx.secrets.delete(profileId, adminPreviewKind(channelCode));
    return { stored: await tokenStored(ctx, profileId, channelCode) };
  },
  'storefront.signInAsCustomer': async (ctx, { channelCode, email, password }) => {
    const { client, profileId } = await active(ctx);
    const signedIn = await signInAsCustomer(client, channelCode, email, password);
    ctx.customerViews.set(profileId, channelCode, { ...signedIn, client });
    return { customer: signedIn.customer };
  },
  'storefront.signOutCustomer': async (ctx, { channelCode }) => {
    ctx.customerViews.drop((await active(ctx)).profileId, channelCode);
    return { signedOut: true };
  },
  'storefront.assortment': async (ctx, { channelCode }) => channelAssortment(ctx, channelCode, true),
  // Two channels are compared as visitors see them.
  'storefront.compare': async (ctx, { left, right }) => compare(await channelAssortment(ctx, left), await channelAssortment(ctx, right)),
  'storefront.pages': async (ctx, { channelCode }) => {
    const pages = (await active(ctx)).client.preview.contentPages;
    return { pages: (await collect(pages.all(channelCode))).map(pageView), deleteOffer: pages.removeOffer() };
  },
  'storefront.createPage': async (ctx, { channelCode, operationId, ...page }) =>
    pageView(await (await active(ctx)).client.preview.contentPages.create(channelCode, page, { operationId })),
  'storefront.updatePage': async (ctx, { channelCode, slug, detailsBase, ...details }) => {
    const pages = (await active(ctx)).client.preview.contentPages;
    return (await savePage(pages, channelCode, slug, { details, detailsBase })) ?? pageView(await pages.get(channelCode, slug));
  },
  'storefront.saveSections': async (ctx, { channelCode, slug, sections, sectionsBase }) =>
    (await savePage((await active(ctx)).client.preview.contentPages, channelCode, slug, { sections, sectionsBase }))!,
  // What the form shows is what gets published: its unsaved details and sections are saved first.
  'storefront.publishPage': async (ctx, { channelCode, slug, operationId, detailsBase, sections, sectionsBase, ...details }) => {
    const pages = (await active(ctx)).client.preview.contentPages;
    await savePage(pages, channelCode, slug, { details, detailsBase, sections, sectionsBase });
    return pageView(await pages.publish(channelCode, slug, { operationId }));
  },
  'storefront.deletePage': async (ctx, { channelCode, slug }) => {
    await (await active(ctx)).client.preview.contentPages.remove(channelCode, slug);
    return { deleted: true };
  },
  'storefront.homePage': async (ctx, { channelCode }) => {
    const pages = (await active(ctx)).client.preview.contentPages;
    try {
      const home = await pages.homePage(channelCode);
      return {
        title: home.title ?? null,
        metaDescription: home.metaDescription ?? null,
        sections: home.config.sections.map((s) => ({ ...s, sortOrder: s.sortOrder ?? undefined })),
        offer: pages.homePageOffer(),
      };
    } catch (error) {
      // An ERP without the call: the screen says so instead of showing an error.
      if (error instanceof AppError && error.kind === 'notOffered') return { title: null, metaDescription: null, sections: [], offer: pages.homePageOffer() };
      throw error;
    }
  },
};
