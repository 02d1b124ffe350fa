import { describe, expect, it } from 'vitest';
import { callNames, contract } from '@shared/contract';
import { carriesOperationId } from '../../../src/renderer/src/api/operation-id';

describe('which writes carry an operation id', () => {
  it('finds the id in plain objects, strict objects and unions of count types', () => {
    expect(carriesOperationId('warehouse.adjustments.create')).toBe(true);
    expect(carriesOperationId('storefront.publishBranding')).toBe(true);
    expect(carriesOperationId('warehouse.counts.create')).toBe(true);
    expect(carriesOperationId('purchasing.orderProposals')).toBe(true);
  });

  it('adds no id to calls that do not take one, reads included', () => {
    expect(carriesOperationId('connections.save')).toBe(false);
    expect(carriesOperationId('outbox.retry')).toBe(false);
    expect(carriesOperationId('warehouse.counts.list')).toBe(false);
    for (const name of callNames) if (!contract[name].write) expect(carriesOperationId(name)).toBe(false);
  });
});
