import { DAY_MS } from '../rules/timestamps';
import type { Publication, Store } from '../store';
import { BRANDING_MEMBERS, type Branding, type ContentPage, type PageConfig, type Section } from '../storefront/types';
import type { Prng } from './prng';

/**
 * What a channel shows its visitors besides the ERP's commercial terms: publication texts and
 * dates (with a few of the cases a merchandiser must notice: future publish dates, renamed slugs,
 * unpublished but featured, shown stock hidden), each channel's branding, content pages and home page.
 * Runs on its own random stream, so the rest of the seed is unchanged.
 */
export function seedStorefront(store: Store, p: Prng, anchor: number): void {
  for (const pub of store.publications) fillPublication(store, p, anchor, pub);
  publishSomeInactiveItems(store, anchor);
  for (const channel of store.channels.values()) {
    store.storefront.branding.set(channel.channelCode, defaultBranding(channel.type === 'B2B'));
    seedPages(store, p, anchor, channel.channelCode);
  }
}

function fillPublication(store: Store, p: Prng, anchor: number, pub: Publication): void {
  const item = store.items.get(pub.itemNumber);
  const channel = store.channels.get(pub.channelCode);
  if (!item || !channel) return;
  const retail = channel.type !== 'B2B';
  if (retail && p.chance(0.25)) pub.name = `Fjellvind ${item.name}`;
  pub.description = item.description;
  pub.shortDescription = item.description?.split('. ')[0] ?? null;
  pub.displayCategoryCode = item.categoryCode;
  pub.metaTitle = `${pub.name} | ${channel.name}`;
  pub.metaDescription = p.chance(0.7) ? `${pub.name} from ${channel.name}.` : null;
  if (p.chance(0.04)) pub.publishDate = anchor + p.int(3, 30) * DAY_MS;
  else if (p.chance(0.3)) pub.publishDate = pub.createdDate;
  if (p.chance(0.1)) pub.previousSlugs = [pub.itemNumber.toLowerCase()];
  if (!pub.isActive && p.chance(0.6)) pub.isFeatured = true;
  if (retail && pub.showStock && p.chance(0.08)) pub.stockDisplayMode = 'Hidden';
}

/** Two items no longer sold stay published in the shop: the ERP does not unpublish them. */
function publishSomeInactiveItems(store: Store, anchor: number): void {
  const inactive = [...store.items.values()].filter((i) => !i.isActive).slice(0, 2);
  for (const item of inactive) {
    const slug = `${item.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}-${item.itemNumber.toLowerCase()}`;
    store.publications.push({
      channelCode: 'B2C-NO',
      itemNumber: item.itemNumber,
      name: item.name,
      slug,
      isActive: true,
      isFeatured: true,
      sortOrder: 5,
      showStock: true,
      stockDisplayMode: 'InStockOutOfStock',
      allowBackorder: null,
      description: item.description,
      shortDescription: null,
      displayCategoryCode: item.categoryCode,
      metaTitle: null,
      metaDescription: null,
      publishDate: null,
      unpublishDate: null,
      previousSlugs: [],
      createdDate: anchor - 200 * DAY_MS,
      modifiedDate: null,
    });
  }
}

export function defaultBranding(b2b: boolean): Branding {
  const values: Partial<Branding> = b2b
    ? {
        primaryColor: '#1f4e5f',
        primaryHoverColor: '#163a47',
        accentColor: '#f2a541',
        accentHoverColor: '#d98c2b',
        backgroundColor: '#ffffff',
        textColor: '#1b1f23',
        headerBackgroundColor: '#1f4e5f',
        headerTextColor: '#ffffff',
        footerBackgroundColor: '#10262e',
        footerTextColor: '#e6eef0',
        fontBody: 'Inter',
        fontHeading: 'Inter',
        borderRadius: '4px',
        imageBackground: '#f4f6f7',
        customCss: '.product-card { box-shadow: none; }',
      }
    : {
        primaryColor: '#2f7d4a',
        primaryHoverColor: '#246039',
        accentColor: '#f2a541',
        accentHoverColor: '#d98c2b',
        backgroundColor: '#fbfaf7',
        textColor: '#20241f',
        headerBackgroundColor: '#ffffff',
        headerTextColor: '#20241f',
        footerBackgroundColor: '#20241f',
        footerTextColor: '#f4f1ea',
        fontBody: 'Source Sans 3',
        fontHeading: 'Merriweather',
        borderRadius: '12px',
        imageBackground: '#ffffff',
        customCss: '.hero h1 { letter-spacing: 0.02em; }',
      };
  return Object.fromEntries(BRANDING_MEMBERS.map((m) => [m, values[m] ?? null])) as Branding;
}

function section(p: Prng, sortOrder: number, type: string, members: Record<string, unknown>): Section {
  return { id: p.uuid(), type, isVisible: true, sortOrder, ...members };
}

function seedPages(store: Store, p: Prng, anchor: number, channelCode: string): void {
  const featured = store.publications
    .filter((x) => x.channelCode === channelCode && x.isActive && x.isFeatured)
    .slice(0, 6)
    .map((x) => x.itemNumber);
  const tents = store.publications
    .filter((x) => x.channelCode === channelCode && x.isActive && store.items.get(x.itemNumber)?.categoryCode === 'TENTS')
    .slice(0, 4)
    .map((x) => x.itemNumber);
  const config = (sections: Section[]): PageConfig => ({ fullWidth: false, layout: 'default', sections });
  const page = (o: Partial<ContentPage> & Pick<ContentPage, 'slug' | 'title' | 'pageType'>, created: number): ContentPage => ({
    channelCode,
    authorName: null,
    excerpt: null,
    featuredImageUrl: null,
    metaDescription: null,
    parentSlug: null,
    publishDate: null,
    publishedAt: null,
    isPublished: false,
    showInNavigation: false,
    sortOrder: 0,
    tags: [],
    config: config([]),
    createdDate: created,
    modifiedDate: null,
    ...o,
  });
  const pages: ContentPage[] = [
    page(
      {
        slug: 'about-us',
        title: 'About Fjellvind',
        pageType: 'Page',
        isPublished: true,
        publishedAt: anchor - 300 * DAY_MS,
        showInNavigation: true,
        sortOrder: 10,
        config: config([section(p, 0, 'richText', { title: 'Made for Nordic conditions', body: 'We have equipped hikers and climbers since 1987.' })]),
      },
      anchor - 320 * DAY_MS,
    ),
    page(
      {
        slug: 'winter-camping-guide',
        title: 'Winter camping guide',
        pageType: 'BlogPost',
        authorName: 'Ingrid Fjell',
        excerpt: 'How to sleep warm at minus twenty.',
        tags: ['winter', 'camping'],
        isPublished: true,
        publishedAt: anchor - 40 * DAY_MS,
        sortOrder: 20,
        config: config([
          section(p, 0, 'hero', { title: 'Winter camping', subtitle: 'Sleep warm, wake up happy', alignment: 'center' }),
          section(p, 1, 'productGrid', { title: 'Tents for winter', productNumbers: tents, maxProducts: 4 }),
        ]),
      },
      anchor - 45 * DAY_MS,
    ),
    page(
      {
        slug: 'spring-sale',
        title: 'Spring sale',
        pageType: 'NewsPost',
        tags: ['campaign'],
        publishDate: anchor + 20 * DAY_MS,
        sortOrder: 30,
        config: config([section(p, 0, 'banner', { title: 'Spring sale starts soon', tone: 'accent' })]),
      },
      anchor - 3 * DAY_MS,
    ),
  ];
  store.storefront.pages.set(channelCode, new Map(pages.map((x) => [x.slug, x])));
  store.storefront.homePages.set(channelCode, {
    channelCode,
    title: 'Welcome',
    metaDescription: 'Outdoor equipment for Nordic conditions.',
    config: config([
      section(p, 0, 'hero', { title: 'Ready for the mountains', subtitle: 'New season, new gear' }),
      section(p, 1, 'productCarousel', { title: 'Featured', productNumbers: featured, maxProducts: 6 }),
      section(p, 2, 'categoryGrid', { title: 'Shop by category', categoryCodes: ['TENTS', 'APPAREL', 'CLIMBING'] }),
    ]),
    modifiedDate: anchor - 10 * DAY_MS,
  });
}
