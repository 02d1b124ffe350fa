import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { pngBytes } from '../../../src/sandbox/seed/media-bytes';
import { client, codes, start, type Body, type Client } from '../sandbox/helpers';
import { samples, streamedFile, upload, uploadFile } from './multipart';

let sb: SandboxHandle;
let api: Client;
beforeAll(async () => {
  sb = await start();
  api = client(sb);
});
afterAll(() => sb.close());

const list = async (query: string): Promise<Body[]> => (await api.get(`/channels/B2C-NO/media?pageSize=200&${query}`)).body.items;
const png = () => pngBytes(3, 3, [1, 2, 3], [4, 5, 6]);

describe('media list', () => {
  it('has seeded real files in every folder of every channel', async () => {
    for (const channel of ['B2C-NO', 'B2B-NO']) {
      const all: Body[] = (await api.get(`/channels/${channel}/media?pageSize=200`)).body.items;
      const paths = new Set(all.map((a) => a.folderPath));
      expect([...paths].sort()).toEqual([
        'Banner',
        'Content',
        'Content/Blog',
        'Content/Blog/2025',
        'Documents',
        'Documents/Manuals',
        'Hero',
        'Hero/Campaigns',
        'Hero/Campaigns/Winter',
        'Sections',
      ]);
      for (const a of all.filter((x) => x.contentType.startsWith('image/'))) expect(a.width, a.fileName).toBeGreaterThan(0);
    }
  });

  it('filters by folder (direct), includeSubfolders, folderId; newest first; refuses unknown folders', async () => {
    const direct = await list('folder=hero');
    expect(direct.length).toBeGreaterThan(0);
    expect(direct.every((a) => a.folderPath === 'Hero')).toBe(true);
    const deep = await list('folder=Hero&includeSubfolders=true');
    expect(new Set(deep.map((a) => a.folderPath))).toEqual(new Set(['Hero', 'Hero/Campaigns', 'Hero/Campaigns/Winter']));
    const campaigns = deep.find((a) => a.folderPath === 'Hero/Campaigns').folderId;
    expect(new Set((await list(`folderId=${campaigns}`)).map((a) => a.folderPath))).toEqual(new Set(['Hero/Campaigns']));
    expect(new Set((await list(`folderId=${campaigns}&includeSubfolders=TRUE`)).map((a) => a.folderPath))).toEqual(
      new Set(['Hero/Campaigns', 'Hero/Campaigns/Winter']),
    );
    const dates = deep.map((a) => Date.parse(a.createdDate));
    expect(dates).toEqual([...dates].sort((x, y) => y - x));
    expect(codes(await api.get('/channels/B2C-NO/media?folder=Attic'))).toEqual(['Validation.UnknownEnumValue']);
    expect(codes(await api.get(`/channels/B2C-NO/media?folder=Hero&folderId=${campaigns}`))).toEqual(['ChannelMediaAsset.FolderConflict']);
    expect(codes(await api.get('/channels/B2C-NO/media?includeSubfolders=yes'))).toEqual(['Validation.InvalidBoolean']);
    expect((await api.get('/channels/NOPE/media')).status).toBe(404);
  });

  it('searches file name, title and alt text but not caption; modifiedSince; pages', async () => {
    const since = new Date().toISOString();
    await uploadFile(sb, 'zebra-stripes.png', 'image/png', png());
    await uploadFile(sb, 'a.png', 'image/png', png(), { query: 'title=Quokka' });
    await uploadFile(sb, 'b.png', 'image/png', png(), { query: 'altText=an%20aardvark' });
    await uploadFile(sb, 'c.png', 'image/png', png(), { query: 'caption=platypus' });
    expect((await list('search=ZEBRA')).map((a) => a.fileName)).toEqual(['zebra-stripes.png']);
    expect((await list('search=quokka')).map((a) => a.fileName)).toEqual(['a.png']);
    expect((await list('search=aardvark')).map((a) => a.fileName)).toEqual(['b.png']);
    expect(await list('search=platypus')).toEqual([]);
    expect((await list(`modifiedSince=${since}`)).map((a) => a.fileName)).toEqual(['c.png', 'b.png', 'a.png', 'zebra-stripes.png']);
    const page = (await api.get('/channels/B2C-NO/media?pageSize=2&page=2')).body;
    expect(page).toMatchObject({ page: 2, pageSize: 2, hasPreviousPage: true });
    expect(page.items).toHaveLength(2);
  });
});

describe('media list order within one millisecond', () => {
  it('lists assets uploaded in the same millisecond newest first, in the order they were made', async () => {
    const frozen = Date.parse('2026-03-02T10:00:00.000Z');
    const still = await start({ now: () => frozen });
    try {
      const names = ['m1.png', 'm2.png', 'm3.png', 'm4.png', 'm5.png'];
      for (const name of names) expect((await uploadFile(still, name, 'image/png', png(), { query: 'title=Same%20instant' })).status).toBe(201);
      const listed: Body[] = (await client(still).get('/channels/B2C-NO/media?pageSize=200&search=same%20instant')).body.items;
      expect(new Set(listed.map((a) => a.createdDate))).toEqual(new Set(['2026-03-02T10:00:00.000Z']));
      expect(listed.map((a) => a.fileName)).toEqual([...names].reverse());
    } finally {
      await still.close();
    }
  });
});

describe('media read, patch, delete', () => {
  it('reads with an ETag, patches metadata by merge patch and moves folders; the ETag follows', async () => {
    const created = (await uploadFile(sb, 'p.png', 'image/png', png(), { query: 'title=Old&caption=Keep' })).body;
    const first = await api.get(created.links.self);
    expect(first.headers.etag).toMatch(/^W\//);
    expect((await api.get(created.links.self, { 'if-none-match': first.headers.etag as string })).status).toBe(304);
    const sub = (await list('folder=Content&includeSubfolders=true')).find((a) => a.folderPath === 'Content/Blog').folderId;
    const patched = await api.patch(created.links.self, { title: 'New', altText: 'Alt', caption: null, folderId: sub });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ title: 'New', altText: 'Alt', caption: null, folderPath: 'Content/Blog', url: created.url, fileName: 'p.png' });
    expect(patched.body.modifiedDate).not.toBeNull();
    expect((await api.get(created.links.self, { 'if-none-match': first.headers.etag as string })).status).toBe(200);
    const moved = await api.patch(created.links.self, { folder: 'banner' });
    expect(moved.body).toMatchObject({ folder: 'Banner', folderPath: 'Banner' });
    const unknown = await api.patch(created.links.self, { fileName: 'x.png' });
    expect([unknown.status, codes(unknown), unknown.body.acceptedFields]).toEqual([
      400,
      ['MergePatch.UnknownField'],
      ['title', 'altText', 'caption', 'folder', 'folderId'],
    ]);
    const tooLong = await api.patch(created.links.self, { title: 't'.repeat(201) });
    expect(codes(tooLong)).toEqual(['Validation.TooLong']);
    expect((await api.patch(created.links.self, { folder: 'Hero', folderId: sub })).status).toBe(400);
    expect((await api.patch(created.links.self, { title: 'x' }, { headers: { 'x-api-key': sb.apiKeys.readOnly } })).status).toBe(403);
  });

  it('deletes: 204, then 404 on read and on the public url, and a deletion record', async () => {
    const created = (await uploadFile(sb, 'gone.png', 'image/png', png())).body;
    expect((await request(created.url)).statusCode).toBe(200);
    const res = await api.raw(created.links.self, 'DELETE', {});
    expect([res.status, res.text]).toEqual([204, '']);
    expect(codes(await api.get(created.links.self))).toEqual(['ChannelMediaAsset.NotFound']);
    expect((await api.raw(created.links.self, 'DELETE', {})).status).toBe(404);
    expect((await request(created.url)).statusCode).toBe(404);
    const deletions: Body[] = (await api.get('/deletions?pageSize=200')).body.items;
    expect(deletions).toContainEqual(expect.objectContaining({ entityType: 'ChannelMediaAsset', key: created.id }));
    expect((await api.get(`/channels/B2B-NO/media/${(await list('')).at(0).id}`)).status).toBe(404);
  });
});

describe('public url', () => {
  it('serves the bytes without a key with caching, type, nosniff, range and conditional answers', async () => {
    const bytes = png();
    const asset = (await uploadFile(sb, 'pub lic.png', 'image/png', bytes)).body;
    const res = await request(asset.url);
    const body = Buffer.from(await res.body.arrayBuffer());
    expect(body.equals(bytes)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'access-control-allow-origin': '*',
      'content-length': String(bytes.length),
    });
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await request(asset.url, { headers: { 'if-none-match': etag } });
    await again.body.dump();
    expect(again.statusCode).toBe(304);
    const part = await request(asset.url, { headers: { range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${bytes.length}`);
    expect(Buffer.from(await part.body.arrayBuffer()).equals(bytes.subarray(0, 8))).toBe(true);
  });

  it('serves a file whose name is as long as a name may be (255 characters), not only short ones', async () => {
    const bytes = png();
    const name = `${'spring-campaign-hero-banner-'.repeat(9)}`.slice(0, 251) + '.png';
    const asset = (await uploadFile(sb, name, 'image/png', bytes)).body;
    expect(asset.fileName).toHaveLength(255);
    const res = await request(asset.url);
    expect(res.statusCode).toBe(200);
    expect(Buffer.from(await res.body.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('serves SVG under a policy that lets nothing run, and PDF inline', async () => {
    const svg = (await uploadFile(sb, 'i.svg', 'image/svg+xml', samples.svg())).body;
    const res = await request(svg.url);
    await res.body.dump();
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    const pdf = (await list('search=.pdf')).at(0);
    const doc = await request(pdf.url);
    await doc.body.dump();
    expect([doc.headers['content-type'], doc.headers['content-disposition']]).toEqual(['application/pdf', 'inline']);
  });
});

describe('upload faults', () => {
  it('drop-after-commit: the asset is stored though the answer never comes', async () => {
    const name = `dropped-${Date.now()}.png`;
    await expect(uploadFile(sb, name, 'image/png', png(), { headers: { 'x-sandbox-fault': 'drop-after-commit' } })).rejects.toThrow();
    expect((await list(`search=${name}`)).map((a) => a.fileName)).toEqual([name]);
  });

  it('reset-mid-body: the connection breaks while the body arrives and nothing is stored', async () => {
    const name = `reset-${Date.now()}.mp4`;
    const { body } = streamedFile(name, 'video/mp4', samples.mp4(), 2 * 1024 * 1024);
    await expect(upload(sb, body, { headers: { 'x-sandbox-fault': 'reset-mid-body=100000' } })).rejects.toThrow();
    expect(await list(`search=${name}`)).toEqual([]);
  });

  it('slow-body by rule: the server reads no faster than the given rate', async () => {
    await sb.faults.configure([{ kind: 'slow-body', bytesPerSecond: 1024 * 1024, pathPrefix: '/preview/channels/B2C-NO/media', method: 'POST', count: 1 }]);
    const { body, length } = streamedFile('slow.mp4', 'video/mp4', samples.mp4(), 1024 * 1024);
    const started = Date.now();
    const res = await upload(sb, body, { headers: { 'content-length': String(length) } });
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    sb.faults.clear();
  });

  it('slow-body with latencyMs holds the answer after the last byte, as a server still processing the file', async () => {
    await sb.faults.configure([
      { kind: 'slow-body', bytesPerSecond: 64 * 1024 * 1024, latencyMs: 600, pathPrefix: '/preview/channels/B2C-NO/media', count: 1 },
    ]);
    const started = Date.now();
    const res = await uploadFile(sb, 'held.png', 'image/png', png());
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    sb.faults.clear();
  });

  it('refuses unknown fault values', async () => {
    const res = await uploadFile(sb, 'x.png', 'image/png', png(), { headers: { 'x-sandbox-fault': 'slow-body=fast' } });
    expect(codes(res)).toEqual(['Sandbox.UnknownFault']);
  });
});
