import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { client, control, start } from './helpers';

/** The requests the sandbox answered, as a test in-process or a benchmark over the control interface sees them. */
let sb: SandboxHandle;
beforeAll(async () => {
  sb = await start();
});
afterAll(() => sb.close());

describe('traffic recording', () => {
  it('counts /preview and /ecom requests per route only while recording, and how many overlapped', async () => {
    const api = client(sb);
    await api.get('/items?pageSize=1'); // before any recording: kept nowhere
    const recording = sb.recordTraffic();
    const item = (await api.get('/items?pageSize=1')).body.items[0].itemNumber as string;
    await Promise.all([0, 1, 2].map(() => api.get(`/items/${item}`, { 'x-sandbox-fault': 'latency=60' })));
    await control.get(sb, '/faults'); // the control interface is not the ERP's traffic
    recording.stop();
    await api.get('/items?pageSize=1');

    expect(recording.count()).toBe(4);
    expect(recording.byRoute()).toEqual({ 'GET /preview/items': 1, 'GET /preview/items/:itemNumber': 3 });
    expect(recording.maxConcurrent({ pathPattern: /^\/preview\/items\/[^/]+$/ })).toBe(3);
    expect(recording.maxConcurrent({ pathPrefix: '/preview/items' })).toBe(3);
  });

  it('is started, read and stopped over the control interface for a process on the other side', async () => {
    const api = client(sb);
    expect((await control.post(sb, '/traffic')).status).toBe(204);
    await api.get('/suppliers?pageSize=2');
    await api.get('/suppliers?pageSize=2&page=2');
    const read = await control.get(sb, '/traffic?pathPrefix=/preview/suppliers');
    expect(read.body).toEqual({ calls: 2, maxConcurrent: 1, byRoute: { 'GET /preview/suppliers': 2 } });
    expect((await control.delete(sb, '/traffic')).status).toBe(204);
    await api.get('/suppliers?pageSize=2');
    expect((await control.get(sb, '/traffic')).body.calls).toBe(0);
  });
});
