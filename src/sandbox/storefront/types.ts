/** Storefront-side data the ERP keeps per channel: branding (on /ecom) and content pages (on /preview). */
export const BRANDING_MEMBERS = [
  'accentColor',
  'accentHoverColor',
  'backgroundColor',
  'borderRadius',
  'customCss',
  'fontBody',
  'fontHeading',
  'footerBackgroundColor',
  'footerTextColor',
  'headerBackgroundColor',
  'headerTextColor',
  'imageBackground',
  'primaryColor',
  'primaryHoverColor',
  'textColor',
] as const;
export type BrandingMember = (typeof BRANDING_MEMBERS)[number];
export type Branding = Record<BrandingMember, string | null>;

export const PAGE_TYPES = ['Page', 'BlogPost', 'NewsPost', 'Home'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** A section as stored: the known members plus whatever else the editor sent (sections are open). */
export interface Section {
  id: string;
  type: string;
  isVisible: boolean;
  sortOrder: number;
  [member: string]: unknown;
}

export interface PageConfig {
  fullWidth: boolean;
  layout: string;
  sections: Section[];
}

export interface ContentPage {
  channelCode: string;
  slug: string;
  title: string;
  pageType: Exclude<PageType, 'Home'>;
  authorName: string | null;
  excerpt: string | null;
  featuredImageUrl: string | null;
  metaDescription: string | null;
  parentSlug: string | null;
  publishDate: number | null;
  publishedAt: number | null;
  isPublished: boolean;
  showInNavigation: boolean;
  sortOrder: number;
  tags: string[];
  config: PageConfig;
  createdDate: number;
  modifiedDate: number | null;
}

/** The channel's home page: one per channel, no slug, no publish state. */
export interface HomePage {
  channelCode: string;
  title: string;
  metaDescription: string | null;
  config: PageConfig;
  modifiedDate: number | null;
}

export interface StorefrontData {
  branding: Map<string, Branding>;
  /** Per channel, keyed by slug. */
  pages: Map<string, Map<string, ContentPage>>;
  homePages: Map<string, HomePage>;
}

export const emptyStorefrontData = (): StorefrontData => ({ branding: new Map(), pages: new Map(), homePages: new Map() });
