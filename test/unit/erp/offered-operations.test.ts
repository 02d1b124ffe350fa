import { describe, expect, it } from 'vitest';
import { isMissingRoute } from '../../../src/main/erp/offered-operations';
import { AppError } from '../../../src/shared/errors';
import { client, problem, startStub } from './stub';

const countBody = { countNumber: 'CNT-1', status: 'Cancelled', lines: [] };

describe('an optional call the server does not offer', () => {
  it('tells a missing route from a missing record', () => {
    const err = (status: number, codes: string[] = []) => new AppError({ kind: 'notFound', title: 't', status, codes });
    expect(isMissingRoute(err(405, ['Route.MethodNotAllowed']))).toBe(true);
    expect(isMissingRoute(err(404))).toBe(true);
    expect(isMissingRoute(err(404, ['route.notfound']))).toBe(true);
    expect(isMissingRoute(err(404, ['InventoryCount.NotFound']))).toBe(false);
    expect(isMissingRoute(err(409, ['InventoryCount.InvalidStatus']))).toBe(false);
    expect(isMissingRoute(new Error('404'))).toBe(false);
  });

  it('maps a plain 404 page to notOffered, remembers it and does not send the call again', async () => {
    const stub = await startStub((app) => {
      app.post('/preview/inventory/counts/:n/cancel', async (_req, reply) => reply.code(404).type('text/html').send('<h1>Not Found</h1>'));
    });
    const erp = await client(stub.url);
    expect(erp.preview.inventoryCounts.cancelOffer().offered).toBeNull();
    const first = await erp.preview.inventoryCounts.cancel('CNT-1').catch((e: unknown) => e);
    expect(first).toBeInstanceOf(AppError);
    expect((first as AppError).data).toMatchObject({ kind: 'notOffered', code: 'Operation.NotOffered', title: 'This ERP does not offer cancelling counts.' });
    expect(erp.preview.inventoryCounts.cancelOffer()).toEqual({ offered: false, reason: 'This ERP does not offer cancelling counts.' });
    const second = await erp.preview.inventoryCounts.cancel('CNT-2').catch((e: unknown) => e);
    expect((second as AppError).kind).toBe('notOffered');
    expect(stub.seen.filter((s) => s.method === 'POST')).toHaveLength(1);
    // Another connection (a new client) asks again.
    const other = await client(stub.url);
    expect(other.preview.inventoryCounts.cancelOffer().offered).toBeNull();
  });

  it('keeps the ERP answer for a missing record and for a refused state; a 405 is notOffered', async () => {
    const stub = await startStub((app) => {
      app.post('/preview/inventory/counts/CNT-0/cancel', async (_req, reply) =>
        reply
          .code(404)
          .type('application/problem+json')
          .send(problem(404, { errors: [{ code: 'InventoryCount.NotFound', detail: 'No count CNT-0.' }] })),
      );
      app.post('/preview/inventory/counts/CNT-9/cancel', async (_req, reply) =>
        reply
          .code(409)
          .type('application/problem+json')
          .send(problem(409, { errors: [{ code: 'InventoryCount.InvalidStatus', detail: 'Applied.' }] })),
      );
      app.post('/preview/inventory/counts/CNT-1/cancel', async () => countBody);
      app.post('/preview/purchase-orders/:n/cancel', async (_req, reply) => reply.code(405).header('allow', 'GET').send());
    });
    const erp = await client(stub.url);
    expect(((await erp.preview.inventoryCounts.cancel('CNT-0').catch((e: unknown) => e)) as AppError).data).toMatchObject({
      kind: 'notFound',
      code: 'InventoryCount.NotFound',
    });
    expect(((await erp.preview.inventoryCounts.cancel('CNT-9').catch((e: unknown) => e)) as AppError).kind).toBe('conflict');
    expect(erp.preview.inventoryCounts.cancelOffer().offered).toBeNull();
    expect((await erp.preview.inventoryCounts.cancel('CNT-1')).status).toBe('Cancelled');
    expect(stub.seen.every((s) => typeof s.headers['idempotency-key'] === 'string')).toBe(true);
    const po = (await erp.preview.purchaseOrders.cancel('PO-1').catch((e: unknown) => e)) as AppError;
    expect(po.data).toMatchObject({ kind: 'notOffered', title: 'This ERP does not offer cancelling purchase orders.' });
    expect(erp.preview.purchaseOrders.cancelOffer().offered).toBe(false);
    expect(erp.preview.inventoryCounts.cancelOffer().offered).toBeNull();
  });
});
