import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SavedViewFilter } from '../../../src/shared/contract/ticket-preferences';
import { AppError } from '../../../src/shared/errors';
import { TicketPreferences } from '../../../src/main/store/ticket-preferences';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'qm-ticket-prefs-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const filter = (over: Partial<SavedViewFilter> = {}): SavedViewFilter => ({
  queueCode: 'TECH',
  view: 'all',
  status: null,
  priority: 'Critical',
  type: null,
  customerNumber: null,
  open: 'open',
  search: '',
  sort: 'nextDeadline',
  ...over,
});

describe('the agent arrangement of the tickets workspace', () => {
  it('keeps the alert queues per connection across a restart; none chosen means every queue', async () => {
    const prefs = await TicketPreferences.open(dir);
    expect(prefs.alertQueues('demo')).toBeNull();
    await prefs.setAlertQueues('demo', ['TECH', 'RMA', 'TECH']);
    await prefs.setAlertQueues('other', []);
    await prefs.close();

    const again = await TicketPreferences.open(dir);
    expect(again.alertQueues('demo')).toEqual(['RMA', 'TECH']);
    // An empty choice is kept as such: every queue silenced, not "every queue".
    expect(again.alertQueues('other')).toEqual([]);
    await again.setAlertQueues('demo', null);
    expect(again.alertQueues('demo')).toBeNull();
    await again.close();
  });

  it('saves, renames and deletes views per connection, in the order saved, and keeps them across a restart', async () => {
    const prefs = await TicketPreferences.open(dir);
    const critical = await prefs.saveView('demo', 'Critical in TECH', filter());
    const rma = await prefs.saveView('demo', 'RMA waiting', filter({ queueCode: 'RMA', status: 'WaitingCustomer', priority: null }));
    await prefs.saveView('other', 'Critical in TECH', filter());
    expect(prefs.views('demo').map((v) => v.name)).toEqual(['Critical in TECH', 'RMA waiting']);
    await prefs.renameView('demo', critical.id, 'Critical tech');
    await prefs.close();

    const again = await TicketPreferences.open(dir);
    expect(again.views('demo')).toEqual([
      { ...critical, name: 'Critical tech' },
      { ...rma, filter: filter({ queueCode: 'RMA', status: 'WaitingCustomer', priority: null }) },
    ]);
    expect(await again.deleteView('demo', rma.id)).toBe(true);
    expect(await again.deleteView('demo', rma.id)).toBe(false);
    expect(again.views('demo').map((v) => v.name)).toEqual(['Critical tech']);
    expect(again.views('other')).toHaveLength(1);
    await again.close();
  });

  it('refuses a second view of the same name on one connection, whatever the case, naming the field', async () => {
    const prefs = await TicketPreferences.open(dir);
    const first = await prefs.saveView('demo', 'Mine', filter());
    const taken = await prefs.saveView('demo', 'MINE', filter()).catch((e: unknown) => e);
    expect(taken).toBeInstanceOf(AppError);
    expect((taken as AppError).fieldErrors.map((f) => f.field)).toEqual(['name']);
    // Renaming a view to its own name in other letters is no clash; to another's name is.
    await expect(prefs.renameView('demo', first.id, 'mine')).resolves.toMatchObject({ name: 'mine' });
    const second = await prefs.saveView('demo', 'Other', filter());
    await expect(prefs.renameView('demo', second.id, 'Mine')).rejects.toThrow('already exists');
    await expect(prefs.renameView('demo', 'gone', 'X')).rejects.toThrow('no longer exists');
    await prefs.close();
  });

  it('drops what belonged to a connection that no longer exists when it opens', async () => {
    const prefs = await TicketPreferences.open(dir);
    await prefs.setAlertQueues('removed', ['TECH']);
    await prefs.saveView('removed', 'Old', filter());
    await prefs.setAlertQueues('demo', ['RMA']);
    await prefs.close();
    const again = await TicketPreferences.open(dir, (id) => id === 'demo');
    expect(again.alertQueues('removed')).toBeNull();
    expect(again.views('removed')).toEqual([]);
    expect(again.alertQueues('demo')).toEqual(['RMA']);
    await again.close();
  });
});
