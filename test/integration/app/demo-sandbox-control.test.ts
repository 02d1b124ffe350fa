import { afterAll, expect, it } from 'vitest';
import type { AppCore } from '../../../src/main/create-app';
import { demoSandbox, stopDemoSandbox } from '../../../src/main/connection/demo-sandbox';
import { startMemoryCore } from './memory-core';

/** The product's Demo sandbox has no control interface: no fault injection, no new keys. */
let core: AppCore | undefined;
afterAll(async () => {
  await core?.close?.();
  await stopDemoSandbox();
});

it('starts the Demo sandbox with /_sandbox off unless asked for', async () => {
  ({ core } = await startMemoryCore());
  const status = await core.dispatch('app.connectionStatus', {});
  expect(status.ok).toBe(true);
  const { origin, previewUrl, apiKeys } = await demoSandbox();
  const control = await fetch(`${origin}/_sandbox/info`);
  expect(control.status).toBe(404);
  const keys = await fetch(`${origin}/_sandbox/api-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"name":"x","scopes":["items:read"]}',
  });
  expect(keys.status).toBe(404);
  // A fault asked for by header is ignored too.
  const read = await fetch(`${previewUrl}/items?pageSize=1`, { headers: { 'x-api-key': apiKeys.all, 'x-sandbox-fault': '503' } });
  expect(read.status).toBe(200);
}, 60_000);
