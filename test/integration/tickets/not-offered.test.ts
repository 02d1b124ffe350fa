import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../src/shared/errors';
import { useSandbox } from '../erp/sandbox';

/** A server without the optional ticket change, return approval and receipt (rows 73, 112, 119). */
const { client } = useSandbox({ scale: 1, leaveOut: ['ticket.update', 'return.approve', 'return.receive'] });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as AppError,
  );

describe('an ERP that lacks the optional support calls', () => {
  it('disables changing tickets with the reason once the server was found to lack it', async () => {
    const erp = await client();
    expect(erp.preview.tickets.updateOffer()).toEqual({ offered: null, reason: null });
    const ticket = (await erp.preview.tickets.list({ open: true }, { pageSize: 1 })).items[0]!;
    const error = await failure(erp.preview.tickets.patch(ticket.ticketNumber, { priority: 'High' }));
    expect(error!.data).toMatchObject({ kind: 'notOffered', title: 'This ERP does not offer changing tickets.' });
    expect(erp.preview.tickets.updateOffer()).toEqual({ offered: false, reason: 'This ERP does not offer changing tickets.' });
    // Reading the ticket still works: only the missing call is affected.
    expect((await erp.preview.tickets.get(ticket.ticketNumber)).ticketNumber).toBe(ticket.ticketNumber);
  });

  it('disables approving and receiving returns with their reasons', async () => {
    const erp = await client();
    const draft = (await erp.preview.returns.list({ status: 'Draft' }, { pageSize: 1 })).items[0]!;
    expect((await failure(erp.preview.returns.approve(draft.returnNumber, { operationId: `test-approve-${draft.returnNumber}` })))!.kind).toBe('notOffered');
    expect(erp.preview.returns.approveOffer()).toEqual({ offered: false, reason: 'This ERP does not offer approving returns.' });
    const approved = (await erp.preview.returns.list({ status: 'Approved' }, { pageSize: 1 })).items[0]!;
    expect((await failure(erp.preview.returns.receive(approved.returnNumber, {}, { operationId: `test-receive-${approved.returnNumber}` })))!.kind).toBe(
      'notOffered',
    );
    expect(erp.preview.returns.receiveOffer().reason).toBe('This ERP does not offer receiving returns.');
  });
});
