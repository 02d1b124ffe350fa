import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft, DraftSummary } from '../../../src/shared/contract/drafts';
import type { ContactDefaults, ReplyResult, TicketDetail, UpdateResult } from '../../../src/shared/contract/tickets';
import { customerWrites, newOperationId, openTicket, startApp, type Harness } from './support';

let h: Harness;
const replyDraft = (recordKey: string, body: string, version: string) => ({
  editor: 'tickets.reply',
  recordKey,
  label: recordKey,
  value: { body, isInternal: false, seenVersion: version },
  base: { body: '', isInternal: false, seenVersion: version },
});
beforeAll(async () => {
  h = await startApp();
});
afterAll(async () => h?.core.close());

describe('working a ticket', () => {
  it('shows what a customer wrote meanwhile instead of sending, then sends once the agent confirms', async () => {
    const opened = await openTicket(h, (t) => !['WaitingCustomer', 'Resolved'].includes(t.status));
    await customerWrites(h, opened.ticketNumber, 'Never mind, it works now.');
    const operationId = newOperationId();
    const first = await h.call<ReplyResult>('tickets.reply', {
      operationId,
      ticketNumber: opened.ticketNumber,
      body: 'Have you tried a restart?',
      seenVersion: opened.version,
    });
    expect(first.outcome).toBe('changed');
    if (first.outcome !== 'changed') return;
    expect(first.newMessages.map((m) => [m.authorType, m.body])).toEqual([['Customer', 'Never mind, it works now.']]);
    expect(first.ticket.messages).toHaveLength(opened.messages.length + 1);

    const sent = await h.call<ReplyResult>('tickets.reply', {
      operationId,
      ticketNumber: opened.ticketNumber,
      body: 'Glad to hear it.',
      seenVersion: opened.version,
      confirmChanged: true,
    });
    expect(sent.outcome).toBe('posted');
    expect(sent.ticket.messages.at(-1)).toMatchObject({ authorType: 'Agent', body: 'Glad to hear it.' });
    expect(sent.ticket.firstResponseAt).not.toBeNull();
  });

  it('replies straight away on an unchanged ticket and clears its draft; the thread runs oldest to newest', async () => {
    const opened = await openTicket(h);
    await h.call('drafts.save', replyDraft(opened.ticketNumber, 'Draft text', opened.version));
    const sent = await h.call<ReplyResult>('tickets.reply', {
      operationId: newOperationId(),
      ticketNumber: opened.ticketNumber,
      body: 'Internal: checked logs',
      isInternal: true,
      seenVersion: opened.version,
    });
    expect(sent.outcome).toBe('posted');
    if (sent.outcome === 'changed') return;
    expect(sent.message).toMatchObject({ isInternal: true, authorType: 'Agent' });
    const times = sent.ticket.messages.map((m) => Date.parse(m.createdDate!));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect((await h.call<{ draft: Draft | null }>('drafts.get', { editor: 'tickets.reply', recordKey: opened.ticketNumber })).draft).toBeNull();
  });

  it('keeps a draft across a restart of the app core', async () => {
    const opened = await openTicket(h);
    await h.call('drafts.save', replyDraft(opened.ticketNumber, 'Half-written answer  \nwith two lines', opened.version));
    await h.core.close();
    h = await startApp(h.dataDir);
    const { draft } = await h.call<{ draft: Draft | null }>('drafts.get', { editor: 'tickets.reply', recordKey: opened.ticketNumber });
    expect(draft).toMatchObject({ value: { body: 'Half-written answer  \nwith two lines', isInternal: false, seenVersion: opened.version } });
    const { drafts } = await h.call<{ drafts: DraftSummary[] }>('drafts.list', {});
    expect(drafts.map((d) => d.recordKey)).toContain(opened.ticketNumber);
  });

  it('changes status and priority, and refuses a resolve without a resolution type at its field', async () => {
    const opened = await openTicket(h, (t) => t.nextStatuses.includes('WaitingCustomer'));
    const priority = opened.priority === 'High' ? 'Critical' : 'High';
    const moved = await h.call<UpdateResult>('tickets.update', {
      ticketNumber: opened.ticketNumber,
      seenVersion: opened.version,
      status: 'WaitingCustomer',
      priority,
    });
    expect(moved.outcome).toBe('updated');
    expect(moved.ticket).toMatchObject({ status: 'WaitingCustomer', priority });
    const refused = await h.raw('tickets.update', { ticketNumber: opened.ticketNumber, seenVersion: moved.ticket.version, status: 'Resolved' });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.fieldErrors.map((f) => f.field)).toContain('resolutionType');
    // A change on a stale version reports the change instead of applying.
    const stale = await h.call<UpdateResult>('tickets.update', { ticketNumber: opened.ticketNumber, seenVersion: opened.version, priority: 'Low' });
    expect(stale.outcome).toBe('changed');
    if (stale.outcome === 'changed') expect(stale.changedFields).toEqual(expect.arrayContaining(['status', 'priority']));
  });

  it("creates a ticket with the customer's contact pre-filled, exactly once for one operation", async () => {
    const opened = await openTicket(h);
    const defaults = await h.call<ContactDefaults>('tickets.contactDefaults', { customerNumber: opened.customerNumber });
    expect(defaults.contactEmail ?? defaults.contactPhone).not.toBeNull();
    const operationId = newOperationId();
    const input = {
      operationId,
      title: 'Display flickers',
      description: 'Since the last update the display flickers.',
      type: 'Complaint',
      customerNumber: defaults.customerNumber,
      contactName: defaults.contactName ?? undefined,
      contactEmail: defaults.contactEmail ?? undefined,
    };
    const created = await h.call<TicketDetail>('tickets.create', input);
    expect(created).toMatchObject({ status: 'New', type: 'Complaint', customerNumber: defaults.customerNumber, messages: [] });
    expect(created.sla.nextDeadline?.kind).toBe('response');
    const repeated = await h.call<TicketDetail>('tickets.create', input);
    expect(repeated.ticketNumber).toBe(created.ticketNumber);
    const notCreatable = await h.raw('tickets.create', { ...input, operationId: newOperationId(), type: 'Rma' });
    expect(notCreatable).toMatchObject({ ok: false, error: { kind: 'validation' } });
  });
});
