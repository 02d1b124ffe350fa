import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Api } from '../api';
import { openContent } from '../media/files';
import type { MediaAssetRecord } from '../media/types';
import type { SandboxContext } from '../context';
import { ifNoneMatchHits } from '../rules/etag';

/**
 * The public url of an asset, standing in for the ERP's CDN (docs/api-assumptions.md 154): no
 * key, long-lived caching (the bytes under a url never change), the recognised type with
 * nosniff, and SVG under a policy that lets nothing in it run.
 */
const PUBLIC_PREFIX = '/cdn/media';
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function publicUrl(base: string, a: MediaAssetRecord): string {
  return `${base}${PUBLIC_PREFIX}/${encodeURIComponent(a.channelCode)}/${a.id}/${encodeURIComponent(a.fileName)}`;
}

export function registerMediaPublic(api: Api, sb: SandboxContext): void {
  api.plain(`${PUBLIC_PREFIX}/:channelCode/:assetId/:fileName`, async (req, reply) => {
    const { channelCode, assetId } = req.params as Record<string, string>;
    const asset = sb.store.media.assets.get((assetId ?? '').toLowerCase());
    if (!asset || asset.channelCode !== channelCode)
      return reply.code(404).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send('Not found');
    reply.headers({
      'Content-Type': asset.contentType,
      ETag: asset.contentTag,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Access-Control-Allow-Origin': '*',
      'Accept-Ranges': 'bytes',
      ...(asset.contentType === 'image/svg+xml' ? { 'Content-Security-Policy': SVG_POLICY } : {}),
      ...(asset.contentType === 'application/pdf' ? { 'Content-Disposition': 'inline' } : {}),
    });
    if (ifNoneMatchHits(req.headers['if-none-match'], asset.contentTag)) return reply.code(304).send();
    return sendBytes(req, reply, asset);
  });
}

/** The whole file, or one `bytes=start-end` range (206); an unsatisfiable range is 416. */
function sendBytes(req: FastifyRequest, reply: FastifyReply, asset: MediaAssetRecord): FastifyReply {
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (!range || (range[1] === '' && range[2] === '')) {
    return reply.code(200).header('Content-Length', asset.fileSize).send(openContent(asset));
  }
  const last = asset.fileSize - 1;
  const start = range[1] === '' ? Math.max(0, asset.fileSize - Number(range[2])) : Number(range[1]);
  const end = range[1] === '' || range[2] === '' ? last : Math.min(Number(range[2]), last);
  if (start > end || start > last) return reply.code(416).header('Content-Range', `bytes */${asset.fileSize}`).send();
  return reply
    .code(206)
    .header('Content-Range', `bytes ${start}-${end}/${asset.fileSize}`)
    .header('Content-Length', end - start + 1)
    .send(openContent(asset, { start, end }));
}
