import { chmodSync, mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppCore } from '../../../src/main/create-app';
import { createMemorySecretStore } from '../../../src/main/vault/keychain';

const mode = (path: string) => statSync(path).mode & 0o777;

describe.skipIf(process.platform === 'win32')('the data folder', () => {
  it('is created readable by its owner only (0700), and an older 0755 folder is closed on start', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'qm-datadir-'));
    const fresh = join(parent, 'fresh');
    const core = await createAppCore({ host: 'browser', version: '0.0.0-test', dataDir: fresh, secrets: createMemorySecretStore() });
    await core.close?.();
    expect(mode(fresh)).toBe(0o700);

    const older = join(parent, 'older');
    mkdirSync(older);
    chmodSync(older, 0o755);
    const again = await createAppCore({ host: 'browser', version: '0.0.0-test', dataDir: older, secrets: createMemorySecretStore() });
    await again.close?.();
    expect(mode(older)).toBe(0o700);
  }, 60_000);
});
