import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfigurationDetail } from '../../../src/shared/contract/configurator';
import { AWNING, awningValues, newOperationId, startApp, type Harness } from './support';

/** Row 270: a reconfigure is measured against the copy the user changed, read again just before writing. */
let h: Harness;
beforeAll(async () => {
  h = await startApp();
});
afterAll(async () => {
  await h?.core.close();
});

const save = () =>
  h.call<ConfigurationDetail>('configurator.save', { operationId: newOperationId(), itemNumber: AWNING, quantity: '1', values: awningValues() });
const reconfigurePath = (n: string) => `/preview/configurations/${n}/reconfigure`;

describe('a configuration changed meanwhile', () => {
  it("refuses a change of an older copy, writes nothing, and a change measured against theirs keeps the colleague's field", async () => {
    const opened = await save();
    const n = opened.configurationNumber;
    // A colleague raises the quantity after the user opened the configuration.
    const theirs = await h.call<ConfigurationDetail>('configurator.reconfigure', {
      operationId: newOperationId(),
      configurationNumber: n,
      quantity: '4',
      expectedModifiedDate: opened.modifiedDate,
    });
    expect(await h.ledger({ pathPrefix: reconfigurePath(n) })).toHaveLength(1);

    const mine = awningValues({ VALANCE: { boolean: false } });
    const refused = await h.raw('configurator.reconfigure', {
      operationId: newOperationId(),
      configurationNumber: n,
      values: mine,
      expectedModifiedDate: opened.modifiedDate,
    });
    expect(refused).toMatchObject({
      ok: false,
      error: { kind: 'conflict', code: 'Configuration.Modified', title: 'This configuration was changed meanwhile' },
    });
    expect(await h.ledger({ pathPrefix: reconfigurePath(n) })).toHaveLength(1);

    // Sent again against their version, only the user's own change goes: their quantity stays.
    const both = await h.call<ConfigurationDetail>('configurator.reconfigure', {
      operationId: newOperationId(),
      configurationNumber: n,
      values: mine,
      expectedModifiedDate: theirs.modifiedDate,
    });
    expect(both.quantity).toBe('4');
    expect(both.values.find((v) => v.featureCode === 'VALANCE')).toMatchObject({ boolean: false });
  });
});
