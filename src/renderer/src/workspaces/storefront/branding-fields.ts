import { brandingMembers, type BrandingMember } from '@shared/contract/storefront';

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

/** The ChangedMeanwhile rows of a branding. */
export const brandingCollisionFields = brandingMembers.map((key) => ({ key, label: brandingLabels[key] }));
