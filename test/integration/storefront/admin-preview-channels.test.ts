import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppCore } from '../../../src/main/create-app';
import type { SecretStore } from '../../../src/main/vault/keychain';
import { startMemoryCore } from '../app/memory-core';

/** Admin-preview tokens are kept only for channels of the profile. */
let core: AppCore;
let secrets: SecretStore;
beforeAll(async () => {
  ({ core, secrets } = await startMemoryCore());
}, 60_000);
afterAll(async () => core.close?.());

it('refuses a token for a channel the connection does not have, and keeps nothing for it', async () => {
  const answer = await core.dispatch('storefront.setAdminPreviewToken', { channelCode: 'NOT-A-CHANNEL', token: 'qmap_0123456789abcdef' });
  expect(answer).toMatchObject({
    ok: false,
    error: {
      kind: 'validation',
      fieldErrors: [{ field: 'channelCode', message: expect.stringContaining('NOT-A-CHANNEL is not a channel of this connection') }],
    },
  });
  expect(await secrets.get('demo', 'adminPreviewToken:NOT-A-CHANNEL')).toBeNull();
  // A channel of the connection, in any letter case, is still taken.
  expect(await core.dispatch('storefront.setAdminPreviewToken', { channelCode: 'b2c-no', token: 'qmap_0123456789abcdef' })).toEqual({
    ok: true,
    value: { stored: true },
  });
});
