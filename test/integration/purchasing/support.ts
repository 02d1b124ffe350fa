import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoSandbox } from '../../../src/main/connection/demo-sandbox';
import { createAppCore, type AppCore } from '../../../src/main/create-app';
import type { OrderDetail, OrderRow } from '../../../src/shared/contract/purchasing';
import type { Envelope } from '../../../src/shared/errors';
import type { SecretStore } from '../../../src/main/vault/keychain';

/**
 * The real app core on the Demo profile (the embedded sandbox), driven through the contract
 * as the renderer would, with the sandbox's control interface over HTTP for faults and the ledger.
 */
export interface PurchasingHarness {
  core: AppCore;
  dataDir: string;
  call<T = unknown>(name: string, input?: unknown): Promise<T>;
  raw(name: string, input?: unknown): Promise<Envelope<unknown>>;
  origin: string;
  ledger(query: { pathPrefix?: string; idempotencyKey?: string }): Promise<LedgerEntry[]>;
  faults(rules: object[]): Promise<void>;
  clearFaults(): Promise<void>;
  /** Resolves once a configured rule of that kind and path has fired: its request has reached the sandbox. */
  faultFired(kind: string, pathPrefix: string): Promise<void>;
  /** The first order in that state whose lines all match; the sandbox seeds every state. */
  orderIn(status: string, accept?: (o: OrderDetail) => boolean): Promise<OrderDetail>;
}

export interface LedgerEntry {
  seq: number;
  method: string;
  path: string;
  idempotencyKey: string | null;
  status: number;
  resourceRef: string;
  effect: string;
}

export const newOperationId = () => `test-${randomUUID()}`;

/** The Demo profile needs no keychain: its key comes from the embedded sandbox. */
const noSecrets: SecretStore = {
  probe: async () => undefined,
  get: async () => null,
  set: async () => undefined,
  delete: async () => false,
  deleteAll: async () => undefined,
};

/** Starts an app core; pass the data folder of an earlier one to simulate a restart. */
export async function startPurchasing(dataDir = mkdtempSync(join(tmpdir(), 'qm-purchasing-'))): Promise<PurchasingHarness> {
  const core = await createAppCore({ host: 'browser', version: '0.0.0-test', dataDir, secrets: noSecrets, demoSandboxControl: true });
  const raw = (name: string, input: unknown = {}) => core.dispatch(name, input);
  const call = async <T>(name: string, input: unknown = {}) => {
    const envelope = await raw(name, input);
    if (!envelope.ok) throw Object.assign(new Error(`${envelope.error.title}: ${envelope.error.detail ?? ''}`), { data: envelope.error });
    return envelope.value as T;
  };
  const h = { core, dataDir, raw, call };
  const { origin } = await demoSandbox({ control: true });
  const control = (path: string, init?: RequestInit) => fetch(`${origin}/_sandbox${path}`, init);
  return {
    ...h,
    origin,
    async ledger(query) {
      const res = await control(`/ledger?${new URLSearchParams(query as Record<string, string>)}`);
      return ((await res.json()) as { entries: LedgerEntry[] }).entries;
    },
    async faults(rules) {
      const res = await control('/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rules }) });
      if (!res.ok) throw new Error(`faults: ${res.status} ${await res.text()}`);
    },
    async clearFaults() {
      await control('/faults', { method: 'DELETE' });
    },
    async faultFired(kind, pathPrefix) {
      for (;;) {
        const { rules } = (await (await control('/faults')).json()) as { rules: { kind: string; pathPrefix?: string; fired: number }[] };
        if (rules.some((r) => r.kind === kind && r.pathPrefix === pathPrefix && r.fired > 0)) return;
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async orderIn(status, accept = () => true) {
      const page = await h.call<{ items: OrderRow[] }>('purchasing.orders', { statuses: [status], pageSize: 200 });
      for (const row of page.items) {
        const detail = await h.call<OrderDetail>('purchasing.order', { orderNumber: row.orderNumber });
        if (accept(detail)) return detail;
      }
      throw new Error(`No ${status} order matches`);
    },
  };
}

export interface SandboxItem {
  itemNumber: string;
  trackingType: string;
  decimalPlaces: number;
  primarySupplierNumber: string | null;
  isActive: boolean;
  replenishmentType: string;
}

/** Items as the ERP lists them, for picking a batch- or serial-tracked one to order. */
export async function sandboxItems(): Promise<SandboxItem[]> {
  const sb = await demoSandbox();
  const res = await fetch(`${sb.previewUrl}/items?pageSize=200`, { headers: { 'x-api-key': sb.apiKeys.all } });
  return ((await res.json()) as { items: SandboxItem[] }).items;
}

/** A purchased, active item of that tracking type and its primary supplier. */
export async function purchasable(trackingType: 'None' | 'Batch' | 'Serial'): Promise<{ itemNumber: string; supplierNumber: string }> {
  const item = (await sandboxItems()).find(
    (i) => i.trackingType === trackingType && i.isActive && i.primarySupplierNumber && i.replenishmentType === 'Purchase',
  );
  if (!item) throw new Error(`No purchasable ${trackingType} item`);
  return { itemNumber: item.itemNumber, supplierNumber: item.primarySupplierNumber! };
}

/** Draft -> Sent -> Confirmed, through the contract, ready to receive. */
export async function confirmedOrder(h: PurchasingHarness, supplierNumber: string, lines: { itemNumber: string; quantity: string }[]): Promise<OrderDetail> {
  const draft = await h.call<OrderDetail>('purchasing.create', { operationId: newOperationId(), supplierNumber, warehouseCode: 'OSL', lines });
  await h.call('purchasing.send', { operationId: newOperationId(), orderNumber: draft.orderNumber });
  return h.call<OrderDetail>('purchasing.confirm', { operationId: newOperationId(), orderNumber: draft.orderNumber });
}
