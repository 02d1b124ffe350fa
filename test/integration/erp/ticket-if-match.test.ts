import { beforeAll, describe, expect, it } from 'vitest';
import type { ErpClient } from '../../../src/main/erp';
import { AppError } from '../../../src/shared/errors';
import { useSandbox } from './sandbox';

const { client } = useSandbox({ scale: 1 });

let erp: ErpClient;
let colleague: ErpClient;
beforeAll(async () => {
  erp = await client();
  colleague = await client();
});

/** An unfinished ticket at Normal priority, so a colleague can raise it. */
async function normalTicket(): Promise<string> {
  const page = await erp.preview.tickets.list({ status: 'InProgress', priority: 'Normal' }, { pageSize: 1 });
  const ticket = page.items[0];
  if (!ticket) throw new Error('No ticket in progress at Normal priority');
  return ticket.ticketNumber;
}

describe('ticket changes with If-Match (row 112)', () => {
  it('reads a ticket with its ETag, also when the read is answered from the cache with 304', async () => {
    const ticketNumber = await normalTicket();
    const first = await erp.preview.tickets.getVersioned(ticketNumber);
    const again = await erp.preview.tickets.getVersioned(ticketNumber);
    expect(first.etag).toMatch(/^(W\/)?".+"$/);
    expect(again.etag).toBe(first.etag);
  });

  it('refuses a change based on a version a colleague changed since, and applies nothing of it', async () => {
    const ticketNumber = await normalTicket();
    const { etag } = await erp.preview.tickets.getVersioned(ticketNumber);
    await colleague.preview.tickets.patch(ticketNumber, { priority: 'High' });

    const error = await erp.preview.tickets.patch(ticketNumber, { status: 'OnHold', priority: 'Normal' }, { ifMatch: etag }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).data).toMatchObject({ status: 412, code: 'Ticket.Modified' });
    const now = await erp.preview.tickets.getVersioned(ticketNumber);
    expect(now.ticket).toMatchObject({ status: 'InProgress', priority: 'High' });

    const applied = await erp.preview.tickets.patch(ticketNumber, { status: 'OnHold' }, { ifMatch: now.etag });
    expect(applied).toMatchObject({ status: 'OnHold', priority: 'High' });
  });
});
