import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index';
import { components, responses } from '../../../src/sandbox/openapi/schemas';

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { security?: { apiKey?: string[] }[]; parameters?: { name: string }[] }>>;
  components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> };
};

let sb: SandboxHandle;
let lean: SandboxHandle;
beforeAll(async () => {
  [sb, lean] = await Promise.all([startSandbox({ scale: 1 }), startSandbox({ scale: 1, leaveOut: ['purchase-order.cancel'] })]);
});
afterAll(async () => Promise.all([sb?.close(), lean?.close()]));

const doc = async (s: SandboxHandle, path: string) => (await (await fetch(`${s.origin}${path}`)).json()) as Doc;
const get = async (path: string) => (await fetch(`${sb.origin}${path}`, { headers: { 'x-api-key': sb.apiKeys.all } })).json();

describe('published OpenAPI documents', () => {
  it('describe every /preview route with its scope, idempotency key and answer schema, without a key', async () => {
    const preview = await doc(sb, '/swagger/public-preview/swagger.json');
    expect(preview.openapi).toMatch(/^3\./);
    expect(preview.paths['/preview/items/{itemNumber}']!.get!.security![0]!.apiKey).toEqual(['items:read']);
    const receive = preview.paths['/preview/purchase-orders/{orderNumber}/lines/{lineNumber}/receive']!.post!;
    expect(receive.security![0]!.apiKey).toEqual(['purchase-orders:write']);
    expect(receive.parameters!.map((p) => p.name)).toContain('Idempotency-Key');
    expect(preview.components.schemas.Item!.properties.trackingType!.enum).toEqual(['None', 'Batch', 'Serial']);
    expect(Object.keys(preview.paths).every((p) => p.startsWith('/preview/'))).toBe(true);
    const ecom = await doc(sb, '/swagger/ecom/swagger.json');
    expect(Object.keys(ecom.paths)).toEqual(expect.arrayContaining(['/ecom/channels', '/ecom/session/resolve', '/ecom/catalog/prices']));
  });

  it('leave out a route the sandbox was started without', async () => {
    expect((await doc(sb, '/swagger/public-preview/swagger.json')).paths['/preview/purchase-orders/{orderNumber}/cancel']?.post).toBeDefined();
    expect((await doc(lean, '/swagger/public-preview/swagger.json')).paths['/preview/purchase-orders/{orderNumber}/cancel']).toBeUndefined();
  });

  it("match what the sandbox really answers: each described GET's answer parses with its schema", async () => {
    const samples: Record<string, string> = { itemNumber: '', orderNumber: '' };
    const items = (await get('/preview/items?pageSize=1')) as { items: { itemNumber: string }[] };
    samples.itemNumber = items.items[0]!.itemNumber;
    samples.orderNumber = ((await get('/preview/purchase-orders?pageSize=1')) as { items: { orderNumber: string }[] }).items[0]!.orderNumber;
    for (const [key, { component, page }] of Object.entries(responses)) {
      const path = key.split(' ')[1]!.replace(/\{(\w+)\}/g, (_, name: string) => samples[name]!);
      const body = (await get(`${path}${page ? '?pageSize=200' : ''}`)) as { items?: unknown[] };
      const records = page ? body.items! : [body];
      expect(records.length, key).toBeGreaterThan(0);
      for (const record of records) {
        const parsed = components[component].safeParse(record);
        expect(parsed.success ? null : `${key}: ${parsed.error.message}`).toBeNull();
      }
    }
  });
});
