import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { createAppCore, type AppCore } from '../../../src/main/create-app';
import { createKeychainStore, type SecretStore } from '../../../src/main/vault/keychain';
import type { Envelope } from '../../../src/shared/errors';

export interface Harness {
  core: AppCore;
  dataDir: string;
  secrets: SecretStore;
  keychainService: string;
  /** Every envelope main answered with, as the renderer would receive it. */
  responses: string[];
  call<T = unknown>(name: string, input?: unknown): Promise<T>;
  raw(name: string, input?: unknown): Promise<Envelope<unknown>>;
}

/**
 * The app's main-process core on a fresh data folder, with the real keychain under a test-only
 * service name. Given an earlier harness, it starts again on that one's folder (a restart).
 */
export async function startHarness(restartOf?: Pick<Harness, 'dataDir' | 'keychainService'>): Promise<Harness> {
  const dataDir = restartOf?.dataDir ?? mkdtempSync(join(tmpdir(), 'qm-conn-'));
  const keychainService = restartOf?.keychainService ?? `Quartermaster-test-${randomUUID()}`;
  const secrets = createKeychainStore(keychainService);
  // Tests drive the Demo sandbox's faults and control calls.
  const core = await createAppCore({ host: 'browser', version: '0.0.0-test', dataDir, secrets, demoSandboxControl: true });
  const responses: string[] = [];
  const raw = async (name: string, input: unknown = {}) => {
    const envelope = await core.dispatch(name, input);
    responses.push(JSON.stringify(envelope));
    return envelope;
  };
  const call = async <T>(name: string, input: unknown = {}) => {
    const envelope = await raw(name, input);
    if (!envelope.ok) throw Object.assign(new Error(envelope.error.title), { data: envelope.error });
    return envelope.value as T;
  };
  return { core, dataDir, secrets, keychainService, responses, call, raw };
}

export async function keychainReachable(secrets: SecretStore): Promise<string | null> {
  try {
    await secrets.probe();
    return null;
  } catch (error) {
    if (process.env.QM_REQUIRE_KEYCHAIN === '1') throw error;
    return (error as Error).message;
  }
}
