import type { FoundRecord } from '@shared/contract/app';
import { AppError } from '@shared/errors';
import type { ErpClient } from '../../erp/client';

/**
 * What the command palette finds for a typed text: items and purchase orders by the ERP's own
 * search, and a count by its exact number (the ERP does not search counts). Asked side by side
 * with a small page; a kind the connection may not read, or a count that does not exist, just
 * contributes nothing, so one refusal does not hide the other matches.
 */
export async function findRecords(client: ErpClient, query: string, limit: number): Promise<FoundRecord[]> {
  const preview = client.preview;
  const items = async (): Promise<FoundRecord[]> =>
    (await preview.items.list({ search: query }, { pageSize: limit })).items.map((i) => ({
      kind: 'item',
      number: i.itemNumber,
      title: i.name ?? null,
      detail: i.baseUnitCode ? `Unit ${i.baseUnitCode}` : null,
    }));
  const orders = async (): Promise<FoundRecord[]> =>
    (await preview.purchaseOrders.list({ search: query }, { pageSize: limit })).items.map((po) => ({
      kind: 'purchaseOrder',
      number: po.orderNumber,
      title: po.supplierName ?? po.supplierNumber ?? null,
      detail: po.status,
    }));
  const count = async (): Promise<FoundRecord[]> => {
    const c = await preview.inventoryCounts.get(query);
    return [{ kind: 'count', number: c.countNumber, title: c.description ?? null, detail: [c.status, c.warehouseCode].filter(Boolean).join(' · ') || null }];
  };
  const settled = await Promise.allSettled([orders(), count(), items()]);
  const failures = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected').map((s) => s.reason as unknown);
  const found = settled.flatMap((s) => (s.status === 'fulfilled' ? s.value : []));
  // Nothing found and something other than "no such record" went wrong: say so rather than "no matches".
  const real = failures.find((e) => !(e instanceof AppError && (e.kind === 'notFound' || e.kind === 'forbidden')));
  if (found.length === 0 && real) throw real;
  return found;
}
