import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compatibilityReport } from '../../../src/main/erp/compatibility/report';
import { createErpClient, type ErpClient } from '../../../src/main/erp';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index';
import type { Compatibility } from '../../../src/shared/contract/connections';
import { startHarness, type Harness } from '../connections/support';

/** Over HTTP: the report reads the server's published documents; a route it lacks disables its action. */
let full: SandboxHandle;
let lean: SandboxHandle;
const clients: ErpClient[] = [];
beforeAll(async () => {
  [full, lean] = await Promise.all([startSandbox({ scale: 1 }), startSandbox({ scale: 1, leaveOut: ['purchase-order.cancel', 'ticket.update'] })]);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await Promise.all([full?.close(), lean?.close()]);
});

const clientOn = async (sb: SandboxHandle, previewUrl = sb.previewUrl) => {
  const erp = await createErpClient({
    profileId: 'compat',
    preview: { baseUrl: previewUrl, credentials: async () => ({ apiKey: sb.apiKeys.all }) },
    ecom: { baseUrl: sb.ecomUrl, tenantId: sb.tenantId, defaultChannel: sb.channels[0]!.code },
  });
  clients.push(erp);
  return erp;
};

describe('compatibility report over HTTP', () => {
  it('against a server without two optional routes: reports them per workspace and disables their actions before anyone tries', async () => {
    const erp = await clientOn(lean);
    expect(erp.preview.purchaseOrders.cancelOffer()).toEqual({ offered: null, reason: null });
    const report = await compatibilityReport(erp);
    expect(report.documents.map((d) => [d.surface, d.found])).toEqual([
      ['preview', true],
      ['ecom', true],
    ]);
    const issues = (workspace: string) => report.workspaces.find((w) => w.workspace === workspace)!.issues;
    expect(issues('purchasing')).toEqual([expect.objectContaining({ kind: 'missingOperation', disables: 'purchase-order.cancel' })]);
    expect(issues('tickets')).toEqual([expect.objectContaining({ kind: 'missingOperation', disables: 'ticket.update' })]);
    expect(issues('warehouse')).toEqual([]);
    expect(erp.preview.purchaseOrders.cancelOffer()).toEqual({ offered: false, reason: 'This ERP does not offer cancelling purchase orders.' });
    expect(erp.preview.tickets.updateOffer()).toMatchObject({ offered: false });
  });

  it('says so, and disables nothing, when the server publishes no document', async () => {
    // A base address one level down: the documents are not there (404), the interface still is not asked for anything else.
    const erp = await clientOn(full, `${full.origin}/elsewhere/preview`);
    const report = await compatibilityReport(erp);
    expect(report.documents[0]).toMatchObject({ surface: 'preview', found: false, message: expect.stringMatching(/^No description could be read/) });
    expect(report.workspaces.filter((w) => w.workspace !== 'connections').flatMap((w) => w.issues)).toEqual([]);
    expect(erp.preview.purchaseOrders.cancelOffer().offered).toBeNull();
  });
});

describe('"Test connection" on the Demo profile', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.core.close());

  it("compares with the embedded sandbox's documents and finds every workspace compatible", async () => {
    const report = await h.call<{ compatibility: Compatibility | null }>('connections.test', { id: 'demo' });
    expect(report.compatibility!.documents.every((d) => d.found)).toBe(true);
    expect(report.compatibility!.workspaces.map((w) => [w.label, w.issues.length])).toEqual([
      ['Warehouse', 0],
      ['Purchasing', 0],
      ['Configurator', 0],
      ['Tickets', 0],
      ['Media', 0],
      ['Storefront', 0],
      ['Connections', 0],
    ]);
  });
});
