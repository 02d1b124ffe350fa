import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { demoSandbox } from '../../../src/main/connection/demo-sandbox';
import type { SandboxHandle } from '../../../src/sandbox';
import type { AppErrorData } from '../../../src/shared/errors';
import { startHarness, type Harness } from '../connections/support';

export interface WarehouseHarness {
  /** The app core on the Demo profile, called exactly as the renderer calls it. */
  app(): Harness;
  /** The embedded sandbox behind the Demo profile: its control interface plays the warehouse app. */
  sandbox(): SandboxHandle;
}

/** The real app core on the Demo profile, started once per test file. */
export function useWarehouseHarness(): WarehouseHarness {
  let h: Harness | undefined;
  let sb: SandboxHandle | undefined;
  beforeAll(async () => {
    h = await startHarness();
    sb = await demoSandbox({ control: true });
  });
  afterAll(async () => {
    await h?.core.close();
  });
  return { app: () => h!, sandbox: () => sb! };
}

export const newOperationId = () => randomUUID();

/** The call's refusal; fails the test when the call succeeded. */
export async function refusal(h: Harness, name: string, input: unknown): Promise<AppErrorData> {
  const envelope = await h.raw(name, input);
  expect(envelope.ok, `${name} should have been refused`).toBe(false);
  if (envelope.ok) throw new Error('unreachable');
  return envelope.error;
}

/** The messages a refusal shows next to one field. */
export function messagesFor(error: AppErrorData, field: string): string[] {
  return error.fieldErrors.filter((f) => f.field === field).map((f) => f.message);
}

/** POST to the sandbox's control interface (counting happens in the warehouse app, which it plays). */
export async function control(sb: SandboxHandle, path: string, body: unknown = {}): Promise<unknown> {
  const res = await fetch(`${sb.controlUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Committed writes whose path starts with the prefix. */
export function committed(sb: SandboxHandle, pathPrefix: string) {
  return sb.ledger.entries({ pathPrefix });
}
