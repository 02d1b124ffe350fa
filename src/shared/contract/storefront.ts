import { z } from 'zod';
import { asHeader, asPathKey } from './bounds';
import { command, query } from './define';
import { actionOfferSchema } from './offers';

/**
 * Storefront: how a channel looks (branding with a diff of what the ERP kept, a local history of
 * published brandings), what its visitors see (assortment with prices, stock and warnings, two
 * channels side by side) and its content pages. Money stays decimal strings; timestamps UTC ISO.
 * ERP rules behind every shape: docs/api-assumptions.md rows 160-169.
 */
export const brandingMembers = [
  'primaryColor',
  'primaryHoverColor',
  'accentColor',
  'accentHoverColor',
  'backgroundColor',
  'textColor',
  'headerBackgroundColor',
  'headerTextColor',
  'footerBackgroundColor',
  'footerTextColor',
  'imageBackground',
  'fontBody',
  'fontHeading',
  'borderRadius',
  'customCss',
] as const;
export type BrandingMember = (typeof brandingMembers)[number];

export const brandingSchema = z.object(
  Object.fromEntries(brandingMembers.map((m) => [m, z.string().max(65_536).nullable()])) as Record<BrandingMember, z.ZodNullable<z.ZodString>>,
);
export type Branding = z.infer<typeof brandingSchema>;

/** A channel code as the window sends it. */
const code = z.string().min(1).max(50).superRefine(asHeader('The channel code'));
/** A content page's slug as a path segment. */
const slug = z.string().min(1).max(100).superRefine(asPathKey('The page address'));
const channelInput = z.object({ channelCode: code }).strict();

export const cssDiffLineSchema = z.object({ kind: z.enum(['same', 'dropped', 'added']), text: z.string() });
export type CssDiffLine = z.infer<typeof cssDiffLineSchema>;

export const contrastIssueSchema = z.object({ foreground: z.string(), background: z.string(), ratio: z.string(), required: z.string(), pair: z.string() });
export type ContrastIssue = z.infer<typeof contrastIssueSchema>;

export const publishedBrandingSchema = z.object({
  id: z.string(),
  channelCode: z.string(),
  publishedAt: z.string(),
  branding: brandingSchema,
  sentCss: z.string().nullable(),
  storedCss: z.string().nullable(),
});
export type PublishedBranding = z.infer<typeof publishedBrandingSchema>;

export const publishResultSchema = z.object({
  published: publishedBrandingSchema,
  /** Line diff of the CSS sent against the CSS the ERP stored: what it dropped or changed. */
  cssDiff: z.array(cssDiffLineSchema),
  cssChanged: z.boolean(),
  contrast: z.array(contrastIssueSchema),
});
export type PublishResult = z.infer<typeof publishResultSchema>;

export const channelViewSchema = z.object({
  channelCode: z.string(),
  name: z.string().nullable(),
  currency: z.string().nullable(),
  language: z.string().nullable(),
  showPricesIncludingVat: z.boolean().nullable(),
  allowCustomerVatToggle: z.boolean().nullable(),
  stockAggregation: z.string().nullable(),
  showStock: z.boolean().nullable(),
  showOutOfStockProducts: z.boolean().nullable(),
  branding: brandingSchema,
  navigation: z.array(z.object({ label: z.string(), url: z.string() })),
  seo: z.object({ title: z.string().nullable(), description: z.string().nullable() }),
  adminPreviewTokenStored: z.boolean(),
});
export type ChannelView = z.infer<typeof channelViewSchema>;

export const assortmentWarnings = ['inactiveItem', 'noPrice', 'stockNotShown', 'featuredUnpublished', 'futurePublishDate'] as const;
export type AssortmentWarning = (typeof assortmentWarnings)[number];

export const assortmentRowSchema = z.object({
  itemNumber: z.string(),
  itemId: z.string().nullable(),
  name: z.string().nullable(),
  slug: z.string().nullable(),
  imageUrl: z.string().nullable(),
  categoryName: z.string().nullable(),
  published: z.boolean(),
  featured: z.boolean(),
  /** In the /ecom catalogue as a visitor sees it. */
  visible: z.boolean(),
  publishDate: z.string().nullable(),
  price: z.string().nullable(),
  priceIncludesVat: z.boolean().nullable(),
  /** The VAT rate (percent) of the price answer, and the price both ways (row 180). */
  vatRate: z.string().nullable(),
  priceExclVat: z.string().nullable(),
  priceInclVat: z.string().nullable(),
  /** The signed-in customer's agreement price as the channel shows it, when viewing as a customer. */
  customerPrice: z.string().nullable(),
  customerPriceExclVat: z.string().nullable(),
  customerPriceInclVat: z.string().nullable(),
  customerPriceSource: z.string().nullable(),
  currency: z.string().nullable(),
  stockDisplayMode: z.string().nullable(),
  stockQuantity: z.string().nullable(),
  inStock: z.boolean().nullable(),
  leadTimeDays: z.number().int().nullable(),
  warnings: z.array(z.enum(assortmentWarnings)),
});
export type AssortmentRow = z.infer<typeof assortmentRowSchema>;

/** The customer the assortment is viewed as (rows 177, 181). */
export const storefrontCustomerSchema = z.object({
  customerNumber: z.string(),
  customerName: z.string().nullable(),
  contactName: z.string().nullable(),
  email: z.string().nullable(),
});
export type StorefrontCustomer = z.infer<typeof storefrontCustomerSchema>;

/** How screens and messages name the customer: "Tromsø Expedition Club (Lars Berg)". */
export function customerLabel(customer: StorefrontCustomer): string {
  const name = customer.customerName ?? customer.customerNumber;
  return customer.contactName ? `${name} (${customer.contactName})` : name;
}

export const assortmentSchema = z.object({
  channel: channelViewSchema,
  rows: z.array(assortmentRowSchema),
  erpCalls: z.number().int(),
  customer: storefrontCustomerSchema.nullable(),
  /** Said once when a customer view ended on its own (the ERP session expired). */
  notice: z.string().nullable(),
});
export type Assortment = z.infer<typeof assortmentSchema>;

export const comparisonRowSchema = z.object({
  itemNumber: z.string(),
  left: assortmentRowSchema.nullable(),
  right: assortmentRowSchema.nullable(),
  /** `price` compares excl. VAT; `vatDisplay`: the same price, shown with VAT in one channel and without in the other. */
  differs: z.array(z.enum(['name', 'price', 'vatDisplay', 'visibility'])),
});
export const comparisonSchema = z.object({ left: channelViewSchema, right: channelViewSchema, rows: z.array(comparisonRowSchema) });
export type ChannelComparison = z.infer<typeof comparisonSchema>;

/** Section types a content page may hold (docs/api-assumptions.md row 169). */
export const sectionTypes = [
  'hero',
  'banner',
  'richText',
  'imageText',
  'productGrid',
  'productCarousel',
  'categoryGrid',
  'supplierLogos',
  'faq',
  'newsletter',
] as const;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The longest e-mail and password a customer's sign-in takes: named at their fields, never cut. */
export const SIGN_IN_LIMITS = { email: 320, password: 200 } as const;

/** The longest texts a content page takes (the ERP's limits): shown at their fields, never cut. */
export const PAGE_TEXT_LIMITS = { title: 200, metaDescription: 300, sectionTitle: 200, sectionSubtitle: 200 } as const;

export const sectionSchema = z
  .object({
    id: z.string().max(100).optional(),
    type: z.string().min(1).max(50),
    isVisible: z.boolean().optional(),
    sortOrder: z.number().int().min(0).optional(),
    title: z.string().max(PAGE_TEXT_LIMITS.sectionTitle).nullish(),
    subtitle: z.string().max(PAGE_TEXT_LIMITS.sectionSubtitle).nullish(),
    productNumbers: z.array(z.string().max(100)).max(200).nullish(),
    categoryCodes: z.array(z.string().max(100)).max(200).nullish(),
    supplierNumbers: z.array(z.string().max(100)).max(200).nullish(),
    maxProducts: z.number().int().min(1).max(48).nullish(),
  })
  .catchall(z.unknown());
export type SectionInput = z.infer<typeof sectionSchema>;

export const contentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  pageType: z.string().nullable(),
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  publishDate: z.string().nullable(),
  metaDescription: z.string().nullable(),
  showInNavigation: z.boolean(),
  sortOrder: z.number().int().nullable(),
  tags: z.array(z.string()),
  sections: z.array(sectionSchema),
  modifiedDate: z.string().nullable(),
});
export type ContentPageView = z.infer<typeof contentPageSchema>;

const metadataSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(PAGE_TEXT_LIMITS.title),
  pageType: z.enum(['Page', 'BlogPost', 'NewsPost']).optional(),
  metaDescription: z.string().max(PAGE_TEXT_LIMITS.metaDescription).nullish(),
  showInNavigation: z.boolean().optional(),
  sortOrder: z.number().int().min(0).optional(),
  tags: z.array(z.string().min(1).max(50)).max(20).optional(),
});
const pageLabels = { slug: 'Address (slug)', title: 'Title', metaDescription: 'Search description', tags: 'Tags', sortOrder: 'Order' };

/** A page's details as the editor holds them; sent back as the base an update was made against (row 261). */
export const pageDetailsSchema = z.object({
  title: z.string().max(PAGE_TEXT_LIMITS.title),
  pageType: z.enum(['Page', 'BlogPost', 'NewsPost']),
  metaDescription: z.string().max(PAGE_TEXT_LIMITS.metaDescription),
  showInNavigation: z.boolean(),
  sortOrder: z.number().int(),
  tags: z.array(z.string().max(50)).max(20),
});
export type PageDetails = z.infer<typeof pageDetailsSchema>;

/** The details of a page as its editor starts from them (no description is an empty text). */
export function pageDetailsOf(page: ContentPageView): PageDetails {
  const pageType = page.pageType === 'BlogPost' || page.pageType === 'NewsPost' ? page.pageType : 'Page';
  return {
    title: page.title,
    pageType,
    metaDescription: page.metaDescription ?? '',
    showInNavigation: page.showInNavigation,
    sortOrder: page.sortOrder ?? 0,
    tags: page.tags,
  };
}

/**
 * What an update or publish carries besides the changed members: the details and sections as
 * the edit began, so main refuses to write over a colleague's change made meanwhile (row 261).
 */
const pageBases = { detailsBase: pageDetailsSchema.optional(), sectionsBase: z.array(sectionSchema).max(50).optional() };

export const storefrontCalls = {
  'storefront.channel': query('A channel as its storefront is configured', channelInput, channelViewSchema),
  'storefront.publishBranding': command(
    'Publish a channel branding and show what the ERP changed in the CSS',
    z.object({ channelCode: code, branding: brandingSchema.partial(), operationId: z.string().min(1).max(200) }).strict(),
    publishResultSchema,
    {
      primaryColor: 'Primary colour',
      textColor: 'Text colour',
      backgroundColor: 'Background colour',
      customCss: 'Custom CSS',
      borderRadius: 'Corner radius',
      fontBody: 'Body font',
      fontHeading: 'Heading font',
    },
  ),
  'storefront.brandingHistory': query(
    'Brandings published from this computer, newest first',
    channelInput,
    z.object({ entries: z.array(publishedBrandingSchema) }),
  ),
  'storefront.restoreBranding': command(
    'Publish an earlier branding again',
    z.object({ channelCode: code, id: z.string().min(1).max(200), operationId: z.string().min(1).max(200) }).strict(),
    publishResultSchema,
  ),
  'storefront.setAdminPreviewToken': command(
    'Keep a channel admin-preview token in the OS keychain',
    z.object({ channelCode: code, token: z.string().trim().min(8, 'Paste the whole token.').max(500) }).strict(),
    z.object({ stored: z.boolean() }),
    { token: 'Admin-preview token' },
  ),
  'storefront.clearAdminPreviewToken': command('Remove a channel admin-preview token from the keychain', channelInput, z.object({ stored: z.boolean() })),
  'storefront.signInAsCustomer': command(
    'View the assortment as a signed-in customer (the credentials are sent to the ERP once and kept nowhere)',
    z
      .object({
        channelCode: code,
        email: z
          .string()
          .max(SIGN_IN_LIMITS.email)
          .refine((v) => v.trim() !== '', 'Enter the customer’s email.'),
        password: z.string().min(1, 'Enter the password.').max(SIGN_IN_LIMITS.password),
      })
      .strict(),
    z.object({ customer: storefrontCustomerSchema }),
    { email: 'Email', password: 'Password' },
  ),
  'storefront.signOutCustomer': command('Stop viewing the assortment as a customer', channelInput, z.object({ signedOut: z.boolean() })),
  'storefront.assortment': query('The channel assortment as visitors see it, with warnings', channelInput, assortmentSchema),
  'storefront.compare': query('Two channels side by side', z.object({ left: code, right: code }).strict(), comparisonSchema),
  'storefront.pages': query('Content pages of a channel', channelInput, z.object({ pages: z.array(contentPageSchema), deleteOffer: actionOfferSchema })),
  'storefront.createPage': command(
    'Create a content page',
    metadataSchema
      .extend({
        channelCode: code,
        slug: z.string().max(100).regex(SLUG_PATTERN, 'Use lowercase letters, digits and single hyphens.'),
        operationId: z.string().min(1).max(200),
      })
      .strict(),
    contentPageSchema,
    pageLabels,
  ),
  'storefront.updatePage': command(
    'Change a content page metadata (only the members sent)',
    metadataSchema.partial().extend({ channelCode: code, slug, detailsBase: pageBases.detailsBase }).strict(),
    contentPageSchema,
    pageLabels,
  ),
  'storefront.saveSections': command(
    'Replace the sections of a content page',
    z.object({ channelCode: code, slug, sections: z.array(sectionSchema).max(50), sectionsBase: pageBases.sectionsBase }).strict(),
    contentPageSchema,
  ),
  'storefront.publishPage': command(
    'Publish a content page, saving the changed details and sections on screen first',
    metadataSchema
      .partial()
      .extend({ channelCode: code, slug, operationId: z.string().min(1).max(200), sections: z.array(sectionSchema).max(50).optional(), ...pageBases })
      .strict(),
    contentPageSchema,
    pageLabels,
  ),
  'storefront.deletePage': command('Delete a content page', z.object({ channelCode: code, slug }).strict(), z.object({ deleted: z.boolean() })),
  'storefront.homePage': query(
    'The channel home page (offer false, and nothing else, where the ERP has no home-page call)',
    channelInput,
    z.object({ title: z.string().nullable(), metaDescription: z.string().nullable(), sections: z.array(sectionSchema), offer: actionOfferSchema }),
  ),
} as const;
