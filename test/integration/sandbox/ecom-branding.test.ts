import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { sanitiseCss } from '../../../src/sandbox/ecom/css-sanitiser';
import { client, type Client, start } from './helpers';

/** PATCH /ecom/branding over real HTTP: the admin-preview token, merge semantics, 415, the CSS sanitiser (rules 165-166). */
let sb: SandboxHandle;
let api: Client;

beforeAll(async () => {
  sb = await start();
  api = client(sb, null);
});
afterAll(() => sb.close());

function patch(body: unknown, o: { channel?: string | null; token?: string | null; contentType?: string } = {}) {
  const channel = o.channel === undefined ? 'B2C-NO' : o.channel;
  const token = o.token === undefined ? sb.adminPreviewTokens[channel ?? 'B2C-NO'] : o.token;
  return api.raw(
    `${sb.ecomUrl}/branding`,
    'PATCH',
    {
      'x-tenant-id': sb.tenantId,
      'content-type': o.contentType ?? 'application/json',
      ...(channel ? { 'x-channel': channel } : {}),
      ...(token ? { 'x-admin-preview': token } : {}),
    },
    typeof body === 'string' ? body : JSON.stringify(body),
  );
}
const branding = async (channel = 'B2C-NO') =>
  (await api.raw(`${sb.ecomUrl}/session`, 'GET', { 'x-tenant-id': sb.tenantId, 'x-channel': channel })).body.channel.branding;

describe('X-Admin-Preview', () => {
  it('is required (401), must be the token of this channel (403), and the refusal changes nothing', async () => {
    const before = await branding();
    const missing = await patch({ primaryColor: '#000000' }, { token: null });
    expect(missing.status).toBe(401);
    expect(missing.body.errors[0]).toMatchObject({ code: 'AdminPreview.Missing', field: 'X-Admin-Preview' });
    const otherChannel = await patch({ primaryColor: '#000000' }, { token: sb.adminPreviewTokens['B2B-NO'] });
    expect(otherChannel.status).toBe(403);
    expect(otherChannel.body.errors[0].code).toBe('AdminPreview.Invalid');
    expect((await patch({ primaryColor: '#000000' }, { token: 'qmap_wrong' })).status).toBe(403);
    expect(await branding()).toEqual(before);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('needs X-Channel: branding belongs to one channel', async () => {
    const res = await patch({ primaryColor: '#000000' }, { channel: null, token: sb.adminPreviewTokens['B2C-NO'] });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ field: 'X-Channel' });
  });

  it('differs per channel and per seed', async () => {
    expect(sb.adminPreviewTokens['B2B-NO']).not.toBe(sb.adminPreviewTokens['B2C-NO']);
    const other = await start({ seed: 2 });
    try {
      expect(other.adminPreviewTokens['B2C-NO']).not.toBe(sb.adminPreviewTokens['B2C-NO']);
    } finally {
      await other.close();
    }
  });
});

describe('PATCH /ecom/branding', () => {
  it('changes the members present, clears those sent as null, keeps the others; other channels untouched', async () => {
    const before = await branding();
    const dealer = await branding('B2B-NO');
    const res = await patch({ primaryColor: '#123456', fontHeading: null });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ customCss: before.customCss, success: true });
    expect(await branding()).toEqual({ ...before, primaryColor: '#123456', fontHeading: null });
    expect(await branding('B2B-NO')).toEqual(dealer);
  });

  it('answers 415 for a body that is not JSON, and changes nothing', async () => {
    const before = await branding();
    const res = await patch('primaryColor=#000000', { contentType: 'text/plain' });
    expect(res.status).toBe(415);
    const form = await patch('primaryColor=%23000000', { contentType: 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(await branding()).toEqual(before);
  });

  it('refuses unknown members and malformed colours, naming each field', async () => {
    const unknown = await patch({ logoUrl: 'x' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({ code: 'MergePatch.UnknownField', field: 'logoUrl' });
    const bad = await patch({ primaryColor: 'red', textColor: '#12', borderRadius: '8 px' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['borderRadius', 'primaryColor', 'textColor']);
  });
});

describe('custom CSS sanitiser', () => {
  const keep = '.hero { color: #123456; }';
  const cases: [string, string, string][] = [
    ['@import', '@import url("https://evil.example/x.css");', '@import'],
    ['expression()', '.a { width: expression(alert(1)); }', 'expression'],
    ['escaped expression()', '.a { width: e\\78 pression(alert(1)); }', 'pression'],
    ['javascript: url', '.a { background: url("javascript:alert(1)"); }', 'javascript'],
    ['remote url()', '.a { background-image: url(https://evil.example/track.png); }', 'evil.example'],
    ['protocol-relative url()', '.a { background-image: url(//evil.example/t.png); }', 'evil.example'],
    ['</style>', '</style><script>alert(1)</script>', '</style'],
    ['behavior', '.a { behavior: url(x.htc); }', 'behavior'],
  ];

  it.each(cases)('drops %s and answers with the CSS as stored', async (_name, bad, marker) => {
    const res = await patch({ customCss: `${keep}\n${bad}` });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.customCss.toLowerCase()).not.toContain(marker.toLowerCase());
    expect(res.body.customCss).toContain('color: #123456;');
    expect((await branding()).customCss).toBe(res.body.customCss);
  });

  it('keeps relative urls and the channel media library, and leaves clean CSS as sent', async () => {
    const media = `${sb.origin}/cdn/media/B2C-NO/abc/hero.png`;
    const css = `.hero { background: url("${media}"); }\n.logo { background: url(/img/logo.svg); }`;
    const res = await patch({ customCss: css });
    expect(res.body.customCss).toBe(css);
    const other = await patch({ customCss: `.hero { background: url("${sb.origin}/cdn/media/B2B-NO/abc/hero.png"); }` });
    expect(other.body.customCss).not.toContain('B2B-NO');
  });

  it('lists what it dropped (used by the app to explain the diff)', () => {
    const r = sanitiseCss('/* x */ .a { color: red; behavior: url(a.htc); } @import "b.css";');
    expect(r.dropped).toEqual(['behavior: url(a.htc)', '@import "b.css"']);
    expect(r.css).toBe('.a { color: red; }');
  });
});
