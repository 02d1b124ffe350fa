import { describe, expect, it } from 'vitest';
import { rebase, threeWay } from '../../../src/shared/domain/merge-patch';
import { ticketPatch, type TicketFields } from '../../../src/renderer/src/workspaces/tickets/ticket-patch';

const opened: TicketFields = { status: 'InProgress', priority: 'Normal', queueCode: 'SUPPORT', resolutionType: null, resolutionNotes: '' };

describe('the status panel sends only what the agent changed', () => {
  it('sends the status alone when only the status changed', () => {
    expect(ticketPatch(opened, { ...opened, status: 'OnHold' })).toEqual({ status: 'OnHold' });
  });

  it("keeps a colleague's raised priority: after meeting it, only the agent's status goes", () => {
    const mine = { ...opened, status: 'OnHold' };
    const current = { ...opened, priority: 'High' };
    const merge = threeWay(opened, mine, current);
    expect(merge).toMatchObject({ theirs: ['priority'], conflicts: [] });
    const form = rebase(mine, current, merge);
    expect(form.priority).toBe('High');
    expect(ticketPatch(current, form)).toEqual({ status: 'OnHold' });
  });

  it('sends nothing of a field both changed when the agent lets the colleague win', () => {
    const mine = { ...opened, status: 'OnHold', priority: 'Low' };
    const current = { ...opened, status: 'WaitingCustomer' };
    const merge = threeWay(opened, mine, current);
    expect(merge.conflicts).toEqual(['status']);
    expect(ticketPatch(current, rebase(mine, current, merge, { status: 'theirs' }))).toEqual({ priority: 'Low' });
    expect(ticketPatch(current, rebase(mine, current, merge, { status: 'mine' }))).toEqual({ status: 'OnHold', priority: 'Low' });
  });

  it('sends a resolution only with a ticket that becomes Resolved, and an emptied notes box as no notes', () => {
    const typed = { ...opened, status: 'Resolved', resolutionType: 'Fixed', resolutionNotes: 'Replaced the fuser' };
    expect(ticketPatch(opened, typed)).toEqual({ status: 'Resolved', resolutionType: 'Fixed', resolutionNotes: 'Replaced the fuser' });
    expect(ticketPatch(opened, { ...typed, status: 'OnHold' })).toEqual({ status: 'OnHold' });
    const resolved = { ...typed, resolutionNotes: 'Old notes' };
    expect(ticketPatch(resolved, { ...resolved, resolutionNotes: '' })).toEqual({ resolutionNotes: null });
  });
});
