import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { start } from './helpers';

/**
 * Requests an attacker would send: another page's host name (DNS rebinding), another site's
 * Origin, broken URL encoding, oversized headers and bodies. Each gets a ProblemDetails answer
 * with the right status, never a 500, a raw socket error or a body the size of the request.
 */
let sb: SandboxHandle;
beforeAll(async () => {
  sb = await start();
});
afterAll(() => sb.close());

interface Raw {
  status: number;
  contentType: string;
  text: string;
}

/** Plain node:http, so the Host header and the raw path are sent exactly as given. */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET', body?: Buffer | string): Promise<Raw> {
  const { port } = new URL(sb.origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: { 'x-api-key': sb.apiKeys.all, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const problemCodes = (answer: Raw): string[] => {
  expect(answer.contentType).toContain('application/problem+json');
  return (JSON.parse(answer.text) as { errors?: { code: string }[] }).errors?.map((e) => e.code) ?? [];
};

describe('the sandbox checks Host and Origin (DNS rebinding, cross-site calls)', () => {
  it('answers its own names: 127.0.0.1, localhost', async () => {
    const port = new URL(sb.origin).port;
    expect((await raw('/_sandbox/info', { host: `127.0.0.1:${port}` })).status).toBe(200);
    expect((await raw('/_sandbox/info', { host: `localhost:${port}` })).status).toBe(200);
    // A port forward or proxy on this machine reaches it under another port: the name is what counts.
    expect((await raw('/_sandbox/info', { host: '127.0.0.1:1' })).status).toBe(200);
  });

  it('refuses a rebound name with 421, on the control interface and the API alike', async () => {
    const port = new URL(sb.origin).port;
    for (const path of ['/_sandbox/info', '/preview/items?pageSize=1', '/.well-known/oauth-authorization-server']) {
      const answer = await raw(path, { host: `attacker.example:${port}` });
      expect(answer.status, path).toBe(421);
      expect(problemCodes(answer)).toEqual(['Request.UnexpectedHost']);
    }
  });

  it("refuses another site's page on the control interface and the sign-in pages with 403", async () => {
    for (const path of ['/_sandbox/info', '/oauth/authorize']) {
      const answer = await raw(path, { origin: 'http://attacker.example' });
      expect(answer.status, path).toBe(403);
      expect(problemCodes(answer)).toEqual(['Request.CrossOrigin']);
    }
    expect((await raw('/_sandbox/info', { origin: sb.origin })).status).toBe(200);
  });

  it('keeps the public APIs open to cross-origin callers (CORS), as the ERP does', async () => {
    expect((await raw('/preview/items?pageSize=1', { origin: 'http://shop.example' })).status).toBe(200);
  });

  it('serves media public urls to any page, also a sandboxed frame (Origin: null), as a CDN does', async () => {
    const products = JSON.parse((await raw('/ecom/catalog/products?pageSize=1', { 'x-tenant-id': sb.tenantId, 'x-channel': 'B2C-NO' })).text) as {
      items: { images: { url: string }[] }[];
    };
    const url = new URL(products.items[0]!.images[0]!.url);
    for (const origin of ['null', 'http://shop.example']) {
      const answer = await raw(url.pathname, { origin });
      expect(answer.status, origin).toBe(200);
      expect(answer.contentType).toMatch(/^image\//);
    }
  });
});

describe('malformed requests answer ProblemDetails', () => {
  it('a malformed percent-encoding in the path is 400', async () => {
    const answer = await raw('/preview/items/%E0%A4%A');
    expect(answer.status).toBe(400);
    expect(problemCodes(answer)).toEqual(['Request.MalformedUrl']);
  });

  it('a malformed percent-encoding in the query is 400 or read as text, never a 500', async () => {
    const answer = await raw('/preview/items?search=%E0%A4%A&pageSize=1');
    expect(answer.status).toBeLessThan(500);
  });

  it('oversized headers are 431', async () => {
    const answer = await raw('/preview/items', { 'x-padding': 'a'.repeat(64 * 1024) });
    expect(answer.status).toBe(431);
    expect(problemCodes(answer)).toEqual(['Request.HeadersTooLarge']);
  });

  it('an over-limit multipart upload is 413, not 500', async () => {
    const boundary = 'qmboundary';
    const csv = Buffer.alloc(6 * 1024 * 1024, '1,1\n');
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="count.csv"\r\nContent-Type: text/csv\r\n\r\n`),
      csv,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await raw('/_sandbox/counts/CNT-5001/record', { 'content-type': `multipart/form-data; boundary=${boundary}` }, 'POST', body);
    expect(answer.status).toBe(413);
    expect(problemCodes(answer)).toEqual(['Request.BodyTooLarge']);
  });

  it('caps an error list: a CSV of 100,000 bad lines gets a short answer that says how many were left out', async () => {
    const boundary = 'qmboundary';
    const csv = 'lineNumber,countedQuantity\n' + '99999,x\n'.repeat(100_000);
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="count.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
    const answer = await raw('/_sandbox/counts/CNT-5001/record', { 'content-type': `multipart/form-data; boundary=${boundary}` }, 'POST', body);
    expect(answer.status).toBe(400);
    expect(answer.text.length).toBeLessThan(64 * 1024);
    const problem = JSON.parse(answer.text) as { errors: unknown[]; omittedErrors?: number };
    expect(problem.errors.length).toBeLessThanOrEqual(100);
    expect(problem.errors.length + (problem.omittedErrors ?? 0)).toBeGreaterThanOrEqual(100_000);
  });
});
