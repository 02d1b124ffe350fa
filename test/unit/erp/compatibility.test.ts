import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareWithDocuments, requiredFields, type OpenApiDocument, type WorkspaceCompatibility } from '../../../src/main/erp/compatibility/diff';
import { workspaceExpectations } from '../../../src/main/erp/compatibility/expectations';
import { itemSchema } from '../../../src/main/erp/preview/items';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index';

/** The sandbox's own documents, and altered copies of them standing for other servers. */
let sb: SandboxHandle;
let preview: OpenApiDocument;
let ecom: OpenApiDocument;
beforeAll(async () => {
  sb = await startSandbox({ scale: 1 });
  preview = (await (await fetch(`${sb.origin}/swagger/public-preview/swagger.json`)).json()) as OpenApiDocument;
  ecom = (await (await fetch(`${sb.origin}/swagger/ecom/swagger.json`)).json()) as OpenApiDocument;
});
afterAll(() => sb?.close());

type Doc = {
  paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
  components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }>; required?: string[] }> };
};
const altered = (change: (doc: Doc) => void): OpenApiDocument => {
  const copy = structuredClone(preview) as Doc;
  change(copy);
  return copy as OpenApiDocument;
};
const issuesOf = (report: WorkspaceCompatibility[], workspace: string) => report.find((w) => w.workspace === workspace)!.issues;

describe('compatibility report', () => {
  it("finds nothing to report against the sandbox's own documents", () => {
    const report = compareWithDocuments(workspaceExpectations, { preview, ecom });
    expect(report.map((w) => w.workspace)).toEqual(['warehouse', 'purchasing', 'configurator', 'tickets', 'media', 'storefront', 'connections']);
    expect(report.flatMap((w) => w.issues)).toEqual([]);
  });

  it('reports a missing optional operation as disabling its action, and a missing core one as failing', () => {
    const doc = altered((d) => {
      delete d.paths['/preview/purchase-orders/{orderNumber}/cancel'];
      delete d.paths['/preview/suppliers'];
    });
    const issues = issuesOf(compareWithDocuments(workspaceExpectations, { preview: doc, ecom }), 'purchasing');
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'missingOperation',
          severity: 'error',
          subject: 'POST /preview/purchase-orders/{orderNumber}/cancel',
          disables: 'purchase-order.cancel',
          message: 'The server does not offer cancelling purchase orders; that action is disabled.',
        }),
        expect.objectContaining({
          kind: 'missingOperation',
          subject: 'GET /preview/suppliers',
          message: 'The server does not describe this operation: choosing a supplier will fail.',
        }),
      ]),
    );
    expect(issues.find((i) => i.subject === 'GET /preview/suppliers')!.disables).toBeUndefined();
  });

  it('a server without the content-page delete and home-page calls disables those actions in Storefront', () => {
    const doc = altered((d) => {
      delete d.paths['/preview/channels/{channelCode}/content-pages/{slug}']!.delete;
      delete d.paths['/preview/channels/{channelCode}/home-page'];
    });
    const issues = issuesOf(compareWithDocuments(workspaceExpectations, { preview: doc, ecom }), 'storefront');
    expect(issues.map((i) => [i.subject, i.disables])).toEqual([
      ['DELETE /preview/channels/{channelCode}/content-pages/{slug}', 'content-page.delete'],
      ['GET /preview/channels/{channelCode}/home-page', 'home-page.read'],
    ]);
  });

  it('matches operations whatever the server calls its path parameters', () => {
    const doc = altered((d) => {
      d.paths['/preview/purchase-orders/{n}/cancel'] = d.paths['/preview/purchase-orders/{orderNumber}/cancel']!;
      delete d.paths['/preview/purchase-orders/{orderNumber}/cancel'];
    });
    expect(issuesOf(compareWithDocuments(workspaceExpectations, { preview: doc, ecom }), 'purchasing')).toEqual([]);
  });

  it('tells a renamed field from a missing one, for top-level and nested records', () => {
    const doc = altered((d) => {
      const item = d.components.schemas.Item!.properties;
      item.item_number = item.itemNumber!;
      delete item.itemNumber;
      delete d.components.schemas.PurchaseOrderDetail!.properties.orderNumber;
      const line = (d.components.schemas.PurchaseOrderDetail!.properties.lines as unknown as { items: { properties: Record<string, unknown> } }).items
        .properties;
      delete line.itemNumber;
    });
    const report = compareWithDocuments(workspaceExpectations, { preview: doc, ecom });
    expect(issuesOf(report, 'warehouse')).toContainEqual(
      expect.objectContaining({ kind: 'renamedField', subject: 'item.itemNumber', message: expect.stringContaining('item_number') }),
    );
    expect(issuesOf(report, 'purchasing')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'missingField', subject: 'purchase order.orderNumber' }),
        expect.objectContaining({ kind: 'missingField', subject: 'purchase order line.itemNumber' }),
      ]),
    );
  });

  it('lists enum values the app does not know, without calling them errors', () => {
    const doc = altered((d) => {
      d.components.schemas.PurchaseOrderDetail!.properties.status!.enum!.push('OnHold');
      d.components.schemas.Item!.properties.trackingType!.enum!.push('Lot');
    });
    const report = compareWithDocuments(workspaceExpectations, { preview: doc, ecom });
    expect(issuesOf(report, 'purchasing')).toEqual([
      {
        kind: 'unknownEnumValues',
        severity: 'info',
        subject: 'purchase order.status',
        message: 'Values the app does not know: OnHold. They are shown as sent.',
      },
    ]);
    expect(issuesOf(report, 'configurator')).toEqual([expect.objectContaining({ subject: 'item.trackingType', message: expect.stringContaining('Lot') })]);
  });

  it('reports an operation guarded by another scope than the app expects', () => {
    const doc = altered((d) => {
      d.paths['/preview/item-warehouses']!.get!.security = [{ apiKey: ['inventory:read'] }];
    });
    expect(issuesOf(compareWithDocuments(workspaceExpectations, { preview: doc, ecom }), 'purchasing')).toEqual([
      expect.objectContaining({
        kind: 'scope',
        severity: 'warning',
        subject: 'GET /preview/item-warehouses',
        message: expect.stringMatching(/^Needs inventory:read on this server; the app expects items:read/),
      }),
    ]);
  });

  it('compares nothing for an interface whose document could not be read', () => {
    const report = compareWithDocuments(workspaceExpectations, { ecom });
    expect(report.flatMap((w) => w.issues)).toEqual([]);
  });

  it("takes the required fields from the client's own parsing", () => {
    expect(requiredFields(itemSchema)).toContain('itemNumber');
    expect(requiredFields(itemSchema)).not.toContain('name');
  });
});
