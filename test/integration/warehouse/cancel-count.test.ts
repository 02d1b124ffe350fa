import { describe, expect, it } from 'vitest';
import type { CountDetail } from '../../../src/shared/contract/warehouse';
import { committed, control, newOperationId, refusal, useWarehouseHarness } from './support';

const { app, sandbox } = useWarehouseHarness();

const create = (input: object) => app().call<CountDetail>('warehouse.counts.create', { operationId: newOperationId(), ...input });

describe('cancelling a count', () => {
  it('cancels a draft once, also when the answer is lost and the cancel is sent again', async () => {
    const count = await create({ type: 'Location', warehouseCode: 'OSL', zoneFilter: 'A' });
    expect(count.cancelOffer).toEqual({ offered: null, reason: null });
    const path = `/preview/inventory/counts/${count.countNumber}/cancel`;
    sandbox().faults.configure([{ kind: 'drop-after-commit', pathPrefix: path, count: 1 }]);
    const operationId = newOperationId();
    await app().raw('warehouse.counts.cancel', { operationId, countNumber: count.countNumber });
    sandbox().faults.clear();
    const again = await app().call<CountDetail>('warehouse.counts.cancel', { operationId, countNumber: count.countNumber });
    expect(again.status).toBe('Cancelled');
    expect(committed(sandbox(), path)).toHaveLength(1);
  });

  it('passes the ERP refusal for a completed count on in words', async () => {
    const count = await create({ type: 'Impulse', warehouseCode: 'BGN', itemNumber: 'FV-10062', autoStart: true });
    await control(sandbox(), `/counts/${count.countNumber}/complete`, { fill: 'seeded' });
    const error = await refusal(app(), 'warehouse.counts.cancel', { operationId: newOperationId(), countNumber: count.countNumber });
    expect(error).toMatchObject({ kind: 'conflict', code: 'InventoryCount.InvalidStatus' });
  });
});
