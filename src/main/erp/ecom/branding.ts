import { z } from 'zod';
import { send, type ResourceContext } from '../resource';
import type { CallOptions } from '../types';

export type BrandingMember =
  | 'accentColor'
  | 'accentHoverColor'
  | 'backgroundColor'
  | 'borderRadius'
  | 'customCss'
  | 'fontBody'
  | 'fontHeading'
  | 'footerBackgroundColor'
  | 'footerTextColor'
  | 'headerBackgroundColor'
  | 'headerTextColor'
  | 'imageBackground'
  | 'primaryColor'
  | 'primaryHoverColor'
  | 'textColor';
/** Present members change, null clears, absent members stay. */
export type BrandingPatch = Partial<Record<BrandingMember, string | null>>;

const brandingResultSchema = z.looseObject({ customCss: z.string().nullish(), success: z.boolean() });

export function brandingApi(ctx: ResourceContext) {
  return {
    /** The X-Admin-Preview header is added by the ecom adapter for this call only. */
    patch: async (patch: BrandingPatch, opts: CallOptions & { channel?: string } = {}) =>
      (await send(ctx, { method: 'PATCH', path: '/ecom/branding', json: patch, ...opts }, brandingResultSchema, 'branding result')).value,
  };
}
