import { createHash, timingSafeEqual } from 'node:crypto';
import type { Api, Ctx } from '../api';
import { ApiProblem, problem } from '../rules/problems';
import { readMergePatch } from '../rules/merge-patch';
import { BRANDING_MEMBERS, type Branding } from '../storefront/types';
import { sanitiseCss } from './css-sanitiser';
import { requireTenant } from './session';

/**
 * PATCH /ecom/branding (docs/api-assumptions.md 165-166): the admin-preview token is per tenant
 * and channel, derived from the seed so the sandbox can print it at start; members present change,
 * null clears, absent stay; colours and the radius are checked; custom CSS is sanitised and the
 * answer carries the CSS as stored.
 */
export function adminPreviewToken(seed: number, tenantId: string, channelCode: string): string {
  return `qmap_${createHash('sha256').update(`quartermaster-sandbox:${seed}:admin-preview:${tenantId}:${channelCode.toUpperCase()}`).digest('hex').slice(0, 40)}`;
}

const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const RADIUS = /^(?:0|\d{1,3}(?:\.\d{1,2})?(?:px|rem|em|%))$/;
const MAX_CSS = 65_536;
const MAX_FONT = 100;

function header(c: Ctx, name: string): string | undefined {
  const v = c.req.headers[name];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

function checkToken(c: Ctx, channelCode: string): void {
  const sent = header(c, 'x-admin-preview');
  if (!sent)
    throw new ApiProblem(401, [
      {
        code: 'AdminPreview.Missing',
        field: 'X-Admin-Preview',
        detail: 'Changing the branding needs the channel\u2019s admin-preview token in X-Admin-Preview.',
      },
    ]);
  const expected = Buffer.from(adminPreviewToken(c.sb.config.seed, c.store.tenant.id, channelCode));
  const given = Buffer.from(sent);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new ApiProblem(403, [
      { code: 'AdminPreview.Invalid', field: 'X-Admin-Preview', detail: `The admin-preview token is not valid for channel ${channelCode}.` },
    ]);
  }
}

function readValue(member: string, value: unknown): string | null {
  if (value === null) return null;
  if (typeof value !== 'string') throw problem.invalid(member, 'Validation.InvalidString', `'${member}' must be a string or null.`);
  if (member.endsWith('Color') || member === 'imageBackground') {
    if (!COLOUR.test(value)) throw problem.invalid(member, 'Branding.InvalidColor', `'${member}' must be a hex colour such as #1f4e5f; got '${value}'.`);
    return value.toLowerCase();
  }
  if (member === 'borderRadius' && !RADIUS.test(value))
    throw problem.invalid(member, 'Branding.InvalidRadius', `'borderRadius' must be a length such as 8px, 0.5rem or 0; got '${value}'.`);
  if (member.startsWith('font') && (value.length > MAX_FONT || /[;{}<>]/.test(value)))
    throw problem.invalid(member, 'Branding.InvalidFont', `'${member}' must be a font family name of at most ${MAX_FONT} characters.`);
  if (member === 'customCss' && value.length > MAX_CSS)
    throw problem.invalid(member, 'Validation.TooLong', `'customCss' may be at most ${MAX_CSS} characters.`);
  return value;
}

export function registerBranding(api: Api): void {
  api.patch('/ecom/branding', undefined, (c) => {
    requireTenant(c);
    const code = header(c, 'x-channel');
    if (!code) throw problem.invalid('X-Channel', 'Channel.Missing', 'Send the channel code in X-Channel: branding belongs to one channel.');
    const channel = [...c.store.channels.values()].find((ch) => ch.channelCode.toLowerCase() === code.toLowerCase());
    if (!channel) throw problem.notFound('Channel.NotFound', `Channel '${code}' was not found.`);
    checkToken(c, channel.channelCode);
    const patch = readMergePatch(c.body, BRANDING_MEMBERS);
    const current = c.store.storefront.branding.get(channel.channelCode) ?? (Object.fromEntries(BRANDING_MEMBERS.map((m) => [m, null])) as Branding);
    const next: Branding = { ...current };
    const errors: ApiProblem[] = [];
    for (const member of BRANDING_MEMBERS) {
      if (!Object.prototype.hasOwnProperty.call(patch, member)) continue;
      try {
        next[member] = readValue(member, patch[member]);
      } catch (e) {
        if (e instanceof ApiProblem) errors.push(e);
        else throw e;
      }
    }
    if (errors.length > 0)
      throw new ApiProblem(
        400,
        errors.flatMap((e) => e.errors),
      );
    if (next.customCss !== null && Object.prototype.hasOwnProperty.call(patch, 'customCss')) {
      const mediaPrefix = `${c.base}/cdn/media/${encodeURIComponent(channel.channelCode)}/`;
      next.customCss = sanitiseCss(next.customCss, [mediaPrefix, `/cdn/media/${encodeURIComponent(channel.channelCode)}/`]).css;
    }
    c.store.storefront.branding.set(channel.channelCode, next);
    return {
      status: 200,
      body: { customCss: next.customCss, success: true },
      headers: { 'Cache-Control': 'no-store' },
      resourceRef: `branding/${channel.channelCode}`,
      effect: 'updated',
    };
  });
}
