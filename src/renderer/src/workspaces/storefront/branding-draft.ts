import { brandingMembers, type Branding, type BrandingMember } from '@shared/contract/storefront';

/** What each branding member is called on screen. */
export const brandingLabels: Record<BrandingMember, string> = {
  primaryColor: 'Primary colour',
  primaryHoverColor: 'Primary hover colour',
  accentColor: 'Accent colour',
  accentHoverColor: 'Accent hover colour',
  backgroundColor: 'Background colour',
  textColor: 'Text colour',
  headerBackgroundColor: 'Header background',
  headerTextColor: 'Header text',
  footerBackgroundColor: 'Footer background',
  footerTextColor: 'Footer text',
  imageBackground: 'Picture background',
  fontBody: 'Body font',
  fontHeading: 'Heading font',
  borderRadius: 'Corner radius',
  customCss: 'Custom CSS',
};

export const colourMembers = brandingMembers.filter((m) => m.endsWith('Color') || m === 'imageBackground');

/** The members the draft changes against the published branding: what a publish sends. */
export function brandingPatch(published: Branding, draft: Branding): Partial<Branding> {
  const patch: Partial<Branding> = {};
  for (const m of brandingMembers) {
    const value = draft[m] === '' ? null : draft[m];
    if (value !== published[m]) patch[m] = value;
  }
  return patch;
}
