import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAppCore, type AppCore, type AppCoreOptions } from '../../../src/main/create-app';
import { createMemorySecretStore, type SecretStore } from '../../../src/main/vault/keychain';

export interface MemoryCore {
  core: AppCore;
  secrets: SecretStore;
  /** Calls through the contract; a refusal throws an Error carrying the envelope's error. */
  call<T>(name: string, input?: unknown): Promise<T>;
}

/** The app's main-process core on a fresh data folder, with secrets in memory instead of the keychain. */
export async function startMemoryCore(extra: Partial<AppCoreOptions> = {}): Promise<MemoryCore> {
  const secrets = createMemorySecretStore();
  const core = await createAppCore({ host: 'browser', version: '0.0.0-test', dataDir: mkdtempSync(join(tmpdir(), 'qm-core-')), secrets, ...extra });
  const call = async <T>(name: string, input: unknown = {}): Promise<T> => {
    const envelope = await core.dispatch(name, input);
    if (!envelope.ok) throw Object.assign(new Error(envelope.error.title), { data: envelope.error });
    return envelope.value as T;
  };
  return { core, secrets, call };
}
