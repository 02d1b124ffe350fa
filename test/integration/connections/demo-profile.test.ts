import { afterEach, describe, expect, it } from 'vitest';
import type { ConnectionStatus } from '../../../src/shared/contract/app';
import type { Profile } from '../../../src/shared/contract/connections';
import { startHarness, type Harness } from './support';

let h: Harness | undefined;
afterEach(async () => {
  await h?.core.close();
  h = undefined;
});

const otherProfile = {
  name: 'Production',
  previewBaseUrl: 'https://erp.example.com/preview',
  ecomBaseUrl: 'https://erp.example.com/ecom',
  tenantId: '3f2b6c1e-5a7d-4b1e-9c3f-2a6b8d0e1f42',
  defaultChannel: null,
};

async function demoAnswers(harness: Harness): Promise<boolean> {
  const report = await harness.call<{ preview: { ok: boolean } }>('connections.test', { id: 'demo' });
  return report.preview.ok;
}

describe("the Demo profile is never lost behind the user's back", () => {
  it('stays active and usable after the first new profile is saved, and after a restart', async () => {
    h = await startHarness();
    await h.call('connections.save', otherProfile);
    const status = await h.call<ConnectionStatus>('app.connectionStatus');
    expect(status).toMatchObject({ state: 'connected', profile: { name: 'Demo', isDemo: true } });
    const { profiles } = await h.call<{ profiles: Profile[] }>('connections.list');
    expect(profiles.map((p) => [p.name, p.isActive])).toEqual([
      ['Demo', true],
      ['Production', false],
    ]);
    expect(await demoAnswers(h)).toBe(true);

    await h.core.close();
    h = await startHarness(h);
    expect(await h.call<ConnectionStatus>('app.connectionStatus')).toMatchObject({ state: 'connected', profile: { name: 'Demo' } });
    expect(await demoAnswers(h)).toBe(true);
  });

  it('can be removed by the user, and brought back without becoming active again', async () => {
    h = await startHarness();
    await h.call('connections.save', otherProfile);
    expect(await h.call('connections.delete', { id: 'demo' })).toEqual({ deleted: true });
    let { profiles } = await h.call<{ profiles: Profile[] }>('connections.list');
    expect(profiles.map((p) => p.name)).toEqual(['Production']);
    expect(await h.call<ConnectionStatus>('app.connectionStatus')).toMatchObject({ state: 'none' });
    expect(await h.raw('connections.activate', { id: 'demo' })).toMatchObject({ ok: false, error: { kind: 'notFound' } });

    const restored = await h.call<Profile>('connections.restoreDemo');
    expect(restored).toMatchObject({ name: 'Demo', isDemo: true, isActive: false });
    ({ profiles } = await h.call<{ profiles: Profile[] }>('connections.list'));
    expect(profiles.map((p) => p.name)).toEqual(['Demo', 'Production']);
    await h.call('connections.activate', { id: 'demo' });
    expect(await demoAnswers(h)).toBe(true);
  });
});

describe('choosing a channel', () => {
  it('accepts a channel the connection has, and refuses one it does not, or one of any length', async () => {
    h = await startHarness();
    const { channels } = await h.call<{ channels: { code: string }[] }>('connections.channels');
    const other = channels[1]!.code;
    expect(await h.call<Profile>('connections.activate', { id: 'demo', channel: other })).toMatchObject({ isActive: true });
    expect(await h.call<ConnectionStatus>('app.connectionStatus')).toMatchObject({ channel: { code: other } });

    const unknown = await h.raw('connections.activate', { id: 'demo', channel: 'NO-SUCH-CHANNEL' });
    expect(unknown).toMatchObject({ ok: false, error: { kind: 'validation', fieldErrors: [{ field: 'channel' }] } });
    expect(await h.raw('connections.activate', { id: 'demo', channel: 'X'.repeat(10_000) })).toMatchObject({ ok: false, error: { kind: 'validation' } });
    // The refused choices changed nothing.
    expect(await h.call<ConnectionStatus>('app.connectionStatus')).toMatchObject({ channel: { code: other } });
  });
});
