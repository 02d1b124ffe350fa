import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { jpegBytes, pdfBytes, pngBytes } from '../../../src/sandbox/seed/media-bytes';
import { client, codes, fields, start, type Client } from '../sandbox/helpers';
import { multipart, samples, upload, uploadFile } from './multipart';

const MB = 1024 * 1024;
let sb: SandboxHandle;
let api: Client;
beforeAll(async () => {
  sb = await start();
  api = client(sb);
});
afterAll(() => sb.close());

describe('media upload: accepted files', () => {
  it('stores a PNG, answers 201 with Location and the described fields, and reads back the same', async () => {
    const png = pngBytes(64, 32, [10, 20, 30], [200, 100, 50]);
    const res = await uploadFile(sb, 'hero-shot.png', 'image/png', png, { query: 'folder=Hero&title=Hero%20shot&altText=Skier&caption=Winter' });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(res.body.links.self);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'altText',
        'caption',
        'channelCode',
        'contentType',
        'createdDate',
        'fileName',
        'fileSize',
        'folder',
        'folderId',
        'folderPath',
        'height',
        'id',
        'links',
        'modifiedDate',
        'title',
        'url',
        'width',
      ].sort(),
    );
    expect(res.body).toMatchObject({
      fileName: 'hero-shot.png',
      contentType: 'image/png',
      fileSize: png.length,
      width: 64,
      height: 32,
      folder: 'Hero',
      folderPath: 'Hero',
      title: 'Hero shot',
      altText: 'Skier',
      caption: 'Winter',
      modifiedDate: null,
    });
    const read = await api.get(res.headers.location as string);
    expect(read.body).toEqual(res.body);
    const file = await request(res.body.url);
    expect(Buffer.from(await file.body.arrayBuffer()).equals(png)).toBe(true);
  });

  it('recognises every accepted type from the bytes and reads the size from the header', async () => {
    const cases: [string, Buffer | string, string, number | null, number | null][] = [
      ['photo.jpg', jpegBytes(40, 24, [200, 30, 30]), 'image/jpeg', 40, 24],
      ['anim.gif', samples.gif(), 'image/gif', 320, 200],
      ['pic.webp', samples.webp(), 'image/webp', 800, 600],
      ['logo.svg', samples.svg(), 'image/svg+xml', 300, 150],
      ['sized.svg', samples.svg('<rect/>', 'width="64px" height="32" viewBox="0 0 1 1"'), 'image/svg+xml', 64, 32],
      ['clip.mp4', samples.mp4(), 'video/mp4', null, null],
      ['clip.webm', samples.webm(), 'video/webm', null, null],
      ['sheet.pdf', pdfBytes('Size guide'), 'application/pdf', null, null],
    ];
    for (const [name, data, type, width, height] of cases) {
      const res = await uploadFile(sb, name, 'application/octet-stream', data);
      expect(res.status, name).toBe(201);
      expect(res.body, name).toMatchObject({ contentType: type, width, height, folder: 'Content' });
    }
  });

  it('takes the type from the bytes, not the name: a PNG called .jpg is stored as image/png', async () => {
    const res = await uploadFile(sb, 'misnamed.jpg', undefined, pngBytes(2, 2, [0, 0, 0], [0, 0, 0]));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ fileName: 'misnamed.jpg', contentType: 'image/png' });
  });

  it('keeps only the base name of a path-like file name, and ignores form fields and an Idempotency-Key', async () => {
    const body = multipart([
      { name: 'title', data: 'ignored' },
      { name: 'file', filename: 'C:\\Users\\me\\banner.pdf', contentType: 'application/pdf', data: pdfBytes('x') },
    ]);
    const first = await upload(sb, body, { headers: { 'idempotency-key': 'same' } });
    const second = await upload(sb, body, { headers: { 'idempotency-key': 'same' } });
    expect(first.body).toMatchObject({ fileName: 'banner.pdf', title: null });
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.headers['idempotency-replayed']).toBeUndefined();
  });
});

describe('media upload: refusals', () => {
  it('refuses an empty file, a file without a name and a missing file part, each on field file', async () => {
    const empty = await uploadFile(sb, 'empty.png', 'image/png', Buffer.alloc(0));
    expect([empty.status, codes(empty), fields(empty)]).toEqual([400, ['ChannelMediaAsset.EmptyFile'], ['file']]);
    const noName = await uploadFile(sb, undefined, 'image/png', pngBytes(2, 2, [0, 0, 0], [0, 0, 0]));
    expect([noName.status, codes(noName)]).toEqual([400, ['ChannelMediaAsset.FileNameRequired']]);
    const blankName = await uploadFile(sb, '  ', 'image/png', pngBytes(2, 2, [0, 0, 0], [0, 0, 0]));
    expect(codes(blankName)).toEqual(['ChannelMediaAsset.FileNameRequired']);
    const noPart = await upload(sb, multipart([{ name: 'title', data: 'x' }]));
    expect([noPart.status, codes(noPart), fields(noPart)]).toEqual([400, ['Validation.Required'], ['file']]);
    const otherField = await upload(
      sb,
      multipart([{ name: 'upload', filename: 'a.png', contentType: 'image/png', data: pngBytes(2, 2, [0, 0, 0], [0, 0, 0]) }]),
    );
    expect(codes(otherField)).toEqual(['Validation.Required']);
    const longName = await uploadFile(sb, `${'n'.repeat(252)}.png`, 'image/png', pngBytes(2, 2, [0, 0, 0], [0, 0, 0]));
    expect(codes(longName)).toEqual(['ChannelMediaAsset.InvalidFileName']);
  });

  it('refuses bytes of no accepted type, and a declared type the bytes contradict', async () => {
    for (const [name, type, data] of [
      ['notes.txt', 'text/plain', 'just text'],
      ['movie.mov', 'video/quicktime', samples.mov()],
      ['fake.png', 'image/png', Buffer.from('MZ\x90\0 not an image', 'latin1')],
    ] as const) {
      const res = await uploadFile(sb, name, type, data);
      expect([res.status, codes(res), fields(res)], name).toEqual([400, ['ChannelMediaAsset.UnsupportedType'], ['file']]);
    }
    const lying = await uploadFile(sb, 'doc.pdf', 'image/png', pdfBytes('x'));
    expect(codes(lying)).toEqual(['ChannelMediaAsset.UnsupportedType']);
    expect(lying.body.errors[0].detail).toContain('image/png');
    expect(lying.body.errors[0].detail).toContain('application/pdf');
    const alias = await uploadFile(sb, 'photo.jpg', 'image/jpg', jpegBytes(8, 8, [1, 2, 3]));
    expect(alias.status).toBe(201);
  });

  it('applies the limit of the recognised type: 10 MB for images, 20 MB for PDF', async () => {
    const pngAt = (size: number) => Buffer.concat([pngBytes(4, 4, [0, 0, 0], [9, 9, 9]), Buffer.alloc(size)]).subarray(0, size);
    const atLimit = await uploadFile(sb, 'big.png', 'image/png', pngAt(10 * MB));
    expect(atLimit.status).toBe(201);
    expect(atLimit.body.fileSize).toBe(10 * MB);
    const over = await uploadFile(sb, 'bigger.png', 'image/png', pngAt(10 * MB + 1));
    expect([over.status, codes(over), fields(over)]).toEqual([400, ['ChannelMediaAsset.FileTooLarge'], ['file']]);
    expect(over.body.errors[0].detail).toContain('10485760');
    const pdfOverImageLimit = await uploadFile(sb, 'manual.pdf', 'application/pdf', Buffer.concat([pdfBytes('m'), Buffer.alloc(12 * MB)]));
    expect(pdfOverImageLimit.status).toBe(201);
    const pdfOver = await uploadFile(sb, 'huge.pdf', 'application/pdf', Buffer.concat([pdfBytes('m'), Buffer.alloc(20 * MB)]));
    expect(codes(pdfOver)).toEqual(['ChannelMediaAsset.FileTooLarge']);
  });

  it('refuses SVG carrying script in any of its disguises, also far into the file', async () => {
    const unsafe = [
      '<script>alert(1)</script>',
      '<rect onload="alert(1)"/>',
      '<rect ONCLICK = "x()"/>',
      '<a href="javascript:alert(1)"><rect/></a>',
      '<a xlink:href="jav&#x61;script:alert(1)"><rect/></a>',
      '<a href="java\nscript:alert(1)"><rect/></a>',
      '<foreignObject><div/></foreignObject>',
      '<iframe src="x"/>',
      // Missed by the old pattern list:
      '<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>',
      '<image href="https://tracker.example/pixel.png"/>',
      '<style>rect { fill: url(https://evil.example/x.svg#a) }</style>',
    ];
    for (const body of unsafe) {
      const res = await uploadFile(sb, 'bad.svg', 'image/svg+xml', samples.svg(body));
      expect([res.status, codes(res), fields(res)], body).toEqual([400, ['ChannelMediaAsset.UnsafeSvg'], ['file']]);
    }
    const entity = await uploadFile(
      sb,
      'xxe.svg',
      'image/svg+xml',
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"/>`,
    );
    expect(codes(entity)).toEqual(['ChannelMediaAsset.UnsafeSvg']);
    const deep = samples.svg(`${'<rect width="1" height="1"/>'.repeat(40_000)}<script>steal()</script>`);
    expect(deep.length).toBeGreaterThan(1024 * 1024);
    expect(codes(await uploadFile(sb, 'deep.svg', 'image/svg+xml', deep))).toEqual(['ChannelMediaAsset.UnsafeSvg']);
    const safe = await uploadFile(sb, 'safe.svg', 'image/svg+xml', samples.svg('<text>one donation</text><rect fill="red"/>'));
    expect(safe.status).toBe(201);
  });

  it('refuses bad folders and over-long texts, naming each field, and stores nothing', async () => {
    const before = (await api.get('/channels/B2C-NO/media?pageSize=1')).body.totalCount;
    const png = pngBytes(2, 2, [0, 0, 0], [0, 0, 0]);
    const folderId = (await api.get('/channels/B2C-NO/media?folder=Hero&pageSize=1')).body.items[0].folderId;
    const both = await uploadFile(sb, 'a.png', 'image/png', png, { query: `folder=Hero&folderId=${folderId}` });
    expect([codes(both), fields(both)]).toEqual([['ChannelMediaAsset.FolderConflict'], ['folderId']]);
    expect(codes(await uploadFile(sb, 'a.png', 'image/png', png, { query: 'folder=Attic' }))).toEqual(['Validation.UnknownEnumValue']);
    expect(codes(await uploadFile(sb, 'a.png', 'image/png', png, { query: 'folderId=nope' }))).toEqual(['Validation.InvalidUuid']);
    expect(codes(await uploadFile(sb, 'a.png', 'image/png', png, { query: 'folderId=00000000-0000-4000-8000-000000000000' }))).toEqual([
      'ChannelMediaFolder.NotFound',
    ]);
    const otherChannel = (await api.get('/channels/B2B-NO/media?pageSize=1')).body.items[0].folderId;
    expect(codes(await uploadFile(sb, 'a.png', 'image/png', png, { query: `folderId=${otherChannel}` }))).toEqual(['ChannelMediaFolder.NotFound']);
    const long = await uploadFile(sb, 'a.png', 'image/png', png, { query: `title=${'t'.repeat(201)}&altText=${'a'.repeat(501)}&caption=${'c'.repeat(2001)}` });
    expect([long.status, fields(long)]).toEqual([400, ['title', 'altText', 'caption']]);
    expect(codes(long)).toEqual(['Validation.TooLong', 'Validation.TooLong', 'Validation.TooLong']);
    const exact = await uploadFile(sb, 'a.png', 'image/png', png, { query: `title=${'t'.repeat(200)}` });
    expect(exact.status).toBe(201);
    expect((await api.get('/channels/B2C-NO/media?pageSize=1')).body.totalCount).toBe(before + 1);
  });

  it('answers 404 for an unknown channel, 415 for a body that is not multipart, 403 without media:write', async () => {
    const png = pngBytes(2, 2, [0, 0, 0], [0, 0, 0]);
    const unknown = await uploadFile(sb, 'a.png', 'image/png', png, { channelCode: 'NOPE' });
    expect([unknown.status, codes(unknown)]).toEqual([404, ['Channel.NotFound']]);
    const json = await api.post('/channels/B2C-NO/media', { file: 'x' }, { key: null });
    expect(json.status).toBe(415);
    const readOnly = await uploadFile(sb, 'a.png', 'image/png', png, { apiKey: sb.apiKeys.readOnly });
    expect(readOnly.status).toBe(403);
  });

  it('places an upload in a subfolder by folderId', async () => {
    const sub = (await api.get('/channels/B2C-NO/media?folder=Content&includeSubfolders=true&pageSize=200')).body.items.find(
      (a: { folderPath: string }) => a.folderPath === 'Content/Blog/2025',
    );
    const res = await uploadFile(sb, 'post.png', 'image/png', pngBytes(2, 2, [0, 0, 0], [0, 0, 0]), { query: `folderId=${sub.folderId}` });
    expect(res.body).toMatchObject({ folder: 'Content', folderId: sub.folderId, folderPath: 'Content/Blog/2025' });
  });
});
