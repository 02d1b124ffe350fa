import { describe, expect, it } from 'vitest';
import type { ErpClient } from '../../../src/main/erp/client';
import type { ErpConfiguration } from '../../../src/main/erp/preview/configurations';
import { refuseChangedMeanwhile } from '../../../src/main/services/configurator/configurations';
import type { StoredProfile } from '../../../src/main/store/profiles';

const profile = { previewBaseUrl: 'http://erp.test/preview' } as StoredProfile;
const current = { configurationNumber: 'CFG-000001', modifiedDate: '2026-11-25T10:00:00.000Z' } as ErpConfiguration;
/** A client whose journal holds one unanswered reconfigure sent with `op-sent`. */
const client = {
  pendingWrites: () => [{ surface: 'preview', method: 'POST', origin: 'http://erp.test', operationId: 'op-sent', createdAt: '2026-11-25T09:59:00.000Z' }],
} as unknown as ErpClient;

describe('a reconfigure of a copy that changed meanwhile (row 270)', () => {
  it('is refused when the configuration moved on since the copy the user changed', () => {
    expect(() =>
      refuseChangedMeanwhile(client, profile, { operationId: 'op-new', configurationNumber: 'CFG-000001', expectedModifiedDate: null }, current),
    ).toThrow(expect.objectContaining({ data: expect.objectContaining({ code: 'Configuration.Modified', kind: 'conflict' }) }));
  });

  it('goes ahead when the copy is the current one, or when no copy is named', () => {
    expect(() =>
      refuseChangedMeanwhile(
        client,
        profile,
        { operationId: 'op-new', configurationNumber: 'CFG-000001', expectedModifiedDate: current.modifiedDate },
        current,
      ),
    ).not.toThrow();
    expect(() => refuseChangedMeanwhile(client, profile, { operationId: 'op-new', configurationNumber: 'CFG-000001' }, current)).not.toThrow();
  });

  it('lets a write already sent go again with its key: its own first attempt may be what moved the date', () => {
    expect(() =>
      refuseChangedMeanwhile(client, profile, { operationId: 'op-sent', configurationNumber: 'CFG-000001', expectedModifiedDate: null }, current),
    ).not.toThrow();
  });
});
