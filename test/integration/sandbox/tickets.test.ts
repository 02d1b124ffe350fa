import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { client, codes, control, fields, start, type Body, type Client } from './helpers';

let sb: SandboxHandle;
let api: Client;
beforeAll(async () => {
  sb = await start();
  api = client(sb);
});
afterAll(() => sb.close());

const HOUR = 3_600_000;
const FINISHED = ['Resolved', 'Closed', 'Cancelled'];

async function allTickets(query = ''): Promise<Body[]> {
  const first = (await api.get(`/tickets?pageSize=200${query}`)).body;
  const rest = await Promise.all(Array.from({ length: first.totalPages - 1 }, (_, i) => api.get(`/tickets?pageSize=200&page=${i + 2}${query}`)));
  return [...first.items, ...rest.flatMap((r) => r.body.items)];
}

async function newTicket(body: Record<string, unknown> = {}): Promise<Body> {
  const res = await api.post('/tickets', { title: 'Headlamp flickers', description: 'It flickers on the lowest setting.', ...body });
  expect(res.status).toBe(201);
  return res.body;
}

describe('seeded tickets', () => {
  it('cover every status, priority and type across queues, with products, tags and threads, sorted by number', async () => {
    const tickets = await allTickets();
    expect(tickets.length).toBeGreaterThanOrEqual(300);
    const numbers = tickets.map((t) => t.ticketNumber);
    expect(numbers).toEqual([...numbers].sort());
    const distinct = (f: string) => new Set(tickets.map((t) => t[f]));
    expect(distinct('status').size).toBe(10);
    expect([...distinct('priority')].sort()).toEqual(['Critical', 'High', 'Low', 'Normal']);
    expect(distinct('type').size).toBe(13);
    expect([...distinct('queueCode')].sort()).toEqual(['FIELD', 'ORDERS', 'RMA', 'SUPPORT', 'TECH']);
    const device = tickets.find((t) => t.serialNumber && t.firmwareVersion && t.hardwareRevision && t.itemNumber);
    expect(device).toBeDefined();
    expect(tickets.some((t) => t.tags.length > 1 && t.tags.join() === [...t.tags].sort().join())).toBe(true);
    expect(tickets.every((t) => typeof t.slaResponseBreached === 'boolean' && typeof t.slaResolutionBreached === 'boolean')).toBe(true);
    // Finished tickets carry their end instants; a resolved one says how.
    const resolved = tickets.filter((t) => t.status === 'Resolved');
    expect(resolved.every((t) => t.resolvedAt && t.resolutionType)).toBe(true);
    expect(tickets.filter((t) => t.status === 'Closed').every((t) => t.closedAt)).toBe(true);
    expect(tickets.filter((t) => t.status === 'New' || t.status === 'Triaged').every((t) => !t.isAssigned)).toBe(true);
  });

  it('have threads whose first public agent reply is the first response', async () => {
    const worked = (await api.get('/tickets?status=InProgress&pageSize=5')).body.items as Body[];
    for (const t of worked) {
      const thread = (await api.get(`/tickets/${t.ticketNumber}/comments`)).body.items as Body[];
      const firstReply = thread.find((c) => c.authorType === 'Agent' && !c.isInternal);
      expect(firstReply).toBeDefined();
      expect(t.firstResponseAt).toBe(firstReply.createdDate);
      expect(Object.keys(thread[0]).sort()).toEqual(['authorName', 'authorType', 'body', 'createdDate', 'id', 'isInternal', 'ticketNumber']);
      const times = thread.map((c) => c.createdDate);
      expect(times).toEqual([...times].sort());
    }
  });

  it('multiply with --scale', async () => {
    const big = await start({ scale: 2 });
    try {
      const page = (await client(big).get('/tickets?pageSize=1')).body;
      const base = (await api.get('/tickets?pageSize=1')).body;
      expect(page.totalCount).toBe(base.totalCount * 2);
    } finally {
      await big.close();
    }
  });
});

describe('ticket list filters', () => {
  it('match enums case-insensitively and refuse unknown values with 400', async () => {
    const waiting = await allTickets('&status=waitingcustomer');
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((t) => t.status === 'WaitingCustomer')).toBe(true);
    expect((await allTickets('&priority=CRITICAL&type=firmware')).every((t) => t.priority === 'Critical' && t.type === 'Firmware')).toBe(true);
    for (const q of ['status=Open', 'priority=Urgent', 'type=Bug']) {
      const res = await api.get(`/tickets?${q}`);
      expect(res.status).toBe(400);
      expect(codes(res)).toEqual(['Validation.UnknownEnumValue']);
      expect(fields(res)).toEqual([q.split('=')[0]]);
    }
    expect(codes(await api.get('/tickets?open=maybe'))).toEqual(['Validation.InvalidBoolean']);
  });

  it('split open from finished, and give an empty page for an unknown customer or queue', async () => {
    const open = await allTickets('&open=true');
    const done = await allTickets('&open=false');
    expect(open.every((t) => !FINISHED.includes(t.status))).toBe(true);
    expect(done.every((t) => FINISHED.includes(t.status))).toBe(true);
    expect(open.length + done.length).toBe((await api.get('/tickets?pageSize=1')).body.totalCount);
    for (const q of ['customerNumber=C99999', 'queueCode=NOPE']) {
      const res = await api.get(`/tickets?${q}`);
      expect(res.status).toBe(200);
      expect(res.body.totalCount).toBe(0);
    }
  });

  it('filter by customer, queue, search (number, title, contact name) and modifiedSince', async () => {
    const sample = (await allTickets('&open=true')).find((t) => t.customerNumber && t.contactName) as Body;
    expect((await allTickets(`&customerNumber=${sample.customerNumber}`)).every((t) => t.customerNumber === sample.customerNumber)).toBe(true);
    expect((await allTickets('&queueCode=RMA')).every((t) => t.queueCode === 'RMA' && t.queueName === 'Returns and warranty')).toBe(true);
    const byContact = await allTickets(`&search=${encodeURIComponent(sample.contactName.toUpperCase())}`);
    expect(byContact.some((t) => t.ticketNumber === sample.ticketNumber)).toBe(true);
    expect((await allTickets(`&search=${sample.ticketNumber}`)).map((t) => t.ticketNumber)).toEqual([sample.ticketNumber]);
    const before = new Date().toISOString();
    const created = await newTicket();
    const changed = await allTickets(`&modifiedSince=${encodeURIComponent(before)}`);
    expect(changed.map((t) => t.ticketNumber)).toEqual([created.ticketNumber]);
  });
});

describe('creating tickets', () => {
  it('creates a New Support ticket in the default queue with SLA due times and Location, exactly once per key', async () => {
    const customer = (await api.get('/customers?pageSize=1&isActive=true')).body.items[0];
    const body = {
      title: 'Tent pole cracked',
      description: 'Cracked on first use.',
      customerNumber: customer.customerNumber,
      contactName: 'Nora Bakke',
      contactEmail: 'nora@example.com',
      contactPhone: '+47 900 00 000',
    };
    const first = await api.post('/tickets', body, { key: 'create-once' });
    expect(first.status).toBe(201);
    const t = first.body;
    expect(first.headers.location).toBe(t.links.self);
    expect(t).toMatchObject({
      status: 'New',
      type: 'Support',
      priority: 'Normal',
      queueCode: 'SUPPORT',
      queueName: 'General support',
      isAssigned: false,
      customerName: customer.name,
      tags: [],
      firstResponseAt: null,
      resolutionType: null,
    });
    const created = Date.parse(t.createdDate);
    expect(Date.parse(t.slaResponseDue) - created).toBe(8 * HOUR);
    expect(Date.parse(t.slaResolutionDue) - created).toBe(72 * HOUR);
    expect((await api.get(t.links.self)).body).toEqual(t);
    const again = await api.post('/tickets', body, { key: 'create-once' });
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body.ticketNumber).toBe(t.ticketNumber);
    expect(codes(await api.post('/tickets', { ...body, title: 'Other' }, { key: 'create-once' }))).toEqual(['idempotencyKey.conflict']);
    expect((await api.get(`/tickets/${t.ticketNumber}/comments`)).body.totalCount).toBe(0);
  });

  it('accepts only the four creatable types and requires title and description, reporting every field', async () => {
    for (const type of ['ServiceRequest', 'complaint', 'Support', 'QUESTION']) expect((await newTicket({ type })).type.toLowerCase()).toBe(type.toLowerCase());
    const rma = await api.post('/tickets', { title: 't', description: 'd', type: 'Rma' });
    expect(codes(rma)).toEqual(['Ticket.TypeNotCreatable']);
    expect(codes(await api.post('/tickets', { title: 't', description: 'd', type: 'Bug' }))).toEqual(['Validation.UnknownEnumValue']);
    const empty = await api.post('/tickets', { title: '  ', contactEmail: 'not-an-email', customerNumber: 'C99999' });
    expect(empty.status).toBe(400);
    expect(fields(empty).sort()).toEqual(['contactEmail', 'customerNumber', 'description', 'title']);
    expect(codes(empty).sort()).toEqual(['Customer.NotFound', 'Validation.InvalidEmail', 'Validation.Required', 'Validation.Required']);
    expect(codes(await api.post('/tickets', { title: 't', description: 'd', queueCode: 'NOPE' }))).toEqual(['TicketQueue.NotFound']);
    expect(codes(await api.post('/tickets', { title: 't', description: 'd' }, { key: null }))).toEqual(['idempotencyKey.missing']);
  });

  it('reads with an ETag (304 while unchanged) and answers 404 for an unknown ticket', async () => {
    const t = await newTicket();
    const first = await api.get(`/tickets/${t.ticketNumber}`);
    expect(first.headers.etag).toMatch(/^W\//);
    expect((await api.get(`/tickets/${t.ticketNumber}`, { 'if-none-match': first.headers.etag as string })).status).toBe(304);
    await api.post(`/tickets/${t.ticketNumber}/comments`, { body: 'Looking at it' });
    expect((await api.get(`/tickets/${t.ticketNumber}`, { 'if-none-match': first.headers.etag as string })).status).toBe(200);
    const missing = await api.get('/tickets/TCK-999999');
    expect(missing.status).toBe(404);
    expect(codes(missing)).toEqual(['Ticket.NotFound']);
  });
});

describe('comments', () => {
  it('sets the first response on the first public agent reply only, keeps internal notes, and moves modifiedDate', async () => {
    const t = await newTicket();
    const note = await api.post(`/tickets/${t.ticketNumber}/comments`, { body: 'Check stock of spare lamps', isInternal: true });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ authorType: 'Agent', authorName: null, isInternal: true, ticketNumber: t.ticketNumber });
    expect((await api.get(t.links.self)).body.firstResponseAt).toBeNull();
    const reply = await api.post(`/tickets/${t.ticketNumber}/comments`, { body: 'We will send a new lamp.' });
    const after = (await api.get(t.links.self)).body;
    expect(after.firstResponseAt).toBe(reply.body.createdDate);
    expect(after.modifiedDate).toBe(reply.body.createdDate);
    await api.post(`/tickets/${t.ticketNumber}/comments`, { body: 'Second reply' });
    expect((await api.get(t.links.self)).body.firstResponseAt).toBe(reply.body.createdDate);
    const thread = (await api.get(`/tickets/${t.ticketNumber}/comments`)).body.items.map((c: Body) => c.body);
    expect(thread).toEqual(['Check stock of spare lamps', 'We will send a new lamp.', 'Second reply']);
  });

  it('refuses a blank body, a ticket that does not exist and a closed ticket', async () => {
    const t = await newTicket();
    expect(fields(await api.post(`/tickets/${t.ticketNumber}/comments`, { body: ' ' }))).toEqual(['body']);
    expect((await api.post('/tickets/TCK-999999/comments', { body: 'x' })).status).toBe(404);
    await api.patch(t.links.self, { status: 'Cancelled' });
    const closed = await api.post(`/tickets/${t.ticketNumber}/comments`, { body: 'x' });
    expect(closed.status).toBe(409);
    expect(codes(closed)).toEqual(['Ticket.Closed']);
  });
});

describe('changing a ticket (PATCH)', () => {
  it('walks the life cycle: assign, wait, resolve with a resolution, reopen, resolve, close; then read-only', async () => {
    const t = await newTicket();
    expect((await api.patch(t.links.self, { status: 'assigned' })).body).toMatchObject({ status: 'Assigned', isAssigned: true });
    expect((await api.patch(t.links.self, { status: 'WaitingCustomer' })).body.status).toBe('WaitingCustomer');
    const noResolution = await api.patch(t.links.self, { status: 'Resolved' });
    expect(noResolution.status).toBe(400);
    expect(codes(noResolution)).toEqual(['Ticket.ResolutionRequired']);
    expect(fields(noResolution)).toEqual(['resolutionType']);
    expect(codes(await api.patch(t.links.self, { resolutionType: 'Fixed' }))).toEqual(['Ticket.ResolutionNotAllowed']);
    const resolved = (await api.patch(t.links.self, { status: 'Resolved', resolutionType: 'resolvedByInstruction', resolutionNotes: 'Reset the lamp.' })).body;
    expect(resolved).toMatchObject({ status: 'Resolved', resolutionType: 'ResolvedByInstruction', resolutionNotes: 'Reset the lamp.' });
    expect(resolved.resolvedAt).not.toBeNull();
    expect(codes(await api.patch(t.links.self, { status: 'Cancelled' }))).toEqual(['Ticket.InvalidTransition']);
    const reopened = (await api.patch(t.links.self, { status: 'InProgress' })).body;
    expect(reopened).toMatchObject({ status: 'InProgress', resolvedAt: null, resolutionType: null, resolutionNotes: null });
    await api.patch(t.links.self, { status: 'Resolved', resolutionType: 'Replaced' });
    const closed = (await api.patch(t.links.self, { status: 'Closed' })).body;
    expect(closed.closedAt).not.toBeNull();
    const locked = await api.patch(t.links.self, { priority: 'High' });
    expect(locked.status).toBe(409);
    expect(codes(locked)).toEqual(['Ticket.Closed']);
  });

  it('never goes back to New, refuses unknown members with the accepted list and unknown enum values', async () => {
    const t = await newTicket();
    await api.patch(t.links.self, { status: 'Triaged' });
    const back = await api.patch(t.links.self, { status: 'New' });
    expect(back.status).toBe(409);
    expect(codes(back)).toEqual(['Ticket.InvalidTransition']);
    const unknown = await api.patch(t.links.self, { assignee: 'maria' });
    expect(codes(unknown)).toEqual(['MergePatch.UnknownField']);
    expect(unknown.body.acceptedFields).toEqual([
      'status',
      'priority',
      'queueCode',
      'resolutionType',
      'resolutionNotes',
      'tags',
      'isSuspectedBug',
      'rmaNumber',
    ]);
    const bad = await api.patch(t.links.self, { status: 'Done', priority: 'Urgent', queueCode: 'NOPE' });
    expect(fields(bad).sort()).toEqual(['priority', 'queueCode', 'status']);
    expect((await api.get(t.links.self)).body.status).toBe('Triaged');
  });

  it('recomputes SLA due times on a priority or queue change; a queue change unassigns', async () => {
    const t = await newTicket();
    const created = Date.parse(t.createdDate);
    const critical = (await api.patch(t.links.self, { priority: 'Critical' })).body;
    expect(Date.parse(critical.slaResponseDue) - created).toBe(HOUR);
    expect(Date.parse(critical.slaResolutionDue) - created).toBe(8 * HOUR);
    await api.patch(t.links.self, { status: 'Assigned' });
    const moved = (await api.patch(t.links.self, { queueCode: 'FIELD' })).body;
    expect(moved).toMatchObject({ queueCode: 'FIELD', queueName: 'Field service', isAssigned: false, status: 'Triaged' });
    expect(Date.parse(moved.slaResolutionDue) - created).toBe(16 * HOUR);
  });

  it('keeps tags sorted without duplicates, and clears them with null', async () => {
    const t = await newTicket();
    expect((await api.patch(t.links.self, { tags: ['zipper', 'battery', 'zipper'], isSuspectedBug: true })).body).toMatchObject({
      tags: ['battery', 'zipper'],
      isSuspectedBug: true,
    });
    expect((await api.patch(t.links.self, { tags: null })).body.tags).toEqual([]);
    expect(fields(await api.patch(t.links.self, { tags: [''] }))).toEqual(['tags']);
  });
});

describe("a customer writes under an agent's feet", () => {
  it("reopens a ticket waiting for the customer, and the agent's stale If-Match is refused with 412", async () => {
    const t = await newTicket({ contactName: 'Siri Vik' });
    const waiting = await api.patch(t.links.self, { status: 'WaitingCustomer' });
    const etag = (await api.get(t.links.self)).headers.etag as string;
    const wrote = await control.post(sb, `/tickets/${t.ticketNumber}/customer-comment`, { body: 'Here is the photo.' });
    expect(wrote.status).toBe(201);
    expect(wrote.body).toMatchObject({ authorType: 'Customer', authorName: 'Siri Vik', isInternal: false });
    const now = (await api.get(t.links.self)).body;
    expect(now.status).toBe('InProgress');
    expect(now.modifiedDate).not.toBe(waiting.body.modifiedDate);
    const stale = await api.patch(t.links.self, { status: 'OnHold' }, { headers: { 'if-match': etag } });
    expect(stale.status).toBe(412);
    expect(codes(stale)).toEqual(['Ticket.Modified']);
    expect((await api.get(t.links.self)).body.status).toBe('InProgress');
    const fresh = (await api.get(t.links.self)).headers.etag as string;
    expect((await api.patch(t.links.self, { status: 'OnHold' }, { headers: { 'if-match': fresh } })).body.status).toBe('OnHold');
  });

  it('reopens a resolved ticket and cannot write on a cancelled one', async () => {
    const t = await newTicket();
    await api.patch(t.links.self, { status: 'Resolved', resolutionType: 'Fixed' });
    await control.post(sb, `/tickets/${t.ticketNumber}/customer-comment`, { body: 'Still broken.' });
    expect((await api.get(t.links.self)).body).toMatchObject({ status: 'InProgress', resolutionType: null });
    await api.patch(t.links.self, { status: 'Cancelled' });
    expect((await control.post(sb, `/tickets/${t.ticketNumber}/customer-comment`, { body: 'Hello?' })).status).toBe(409);
  });
});

describe('ticket queues and scopes', () => {
  it('lists queues with their SLA policy per priority', async () => {
    const page = (await api.get('/reference/ticket-queues')).body;
    expect(page.items.map((q: Body) => q.code)).toEqual(['FIELD', 'ORDERS', 'RMA', 'SUPPORT', 'TECH']);
    const support = page.items.find((q: Body) => q.code === 'SUPPORT');
    expect(support.sla).toEqual([
      { priority: 'Critical', responseHours: 1, resolutionHours: 8 },
      { priority: 'High', responseHours: 4, resolutionHours: 24 },
      { priority: 'Normal', responseHours: 8, resolutionHours: 72 },
      { priority: 'Low', responseHours: 24, resolutionHours: 168 },
    ]);
  });

  it('needs tickets:read to read and tickets:write to change', async () => {
    const readOnly = client(sb, sb.apiKeys.readOnly);
    expect((await readOnly.get('/tickets?pageSize=1')).status).toBe(200);
    expect((await readOnly.get('/reference/ticket-queues')).status).toBe(200);
    const t = await newTicket();
    for (const res of [
      await readOnly.post('/tickets', {}),
      await readOnly.patch(t.links.self, { priority: 'Low' }),
      await readOnly.post(`/tickets/${t.ticketNumber}/comments`, { body: 'x' }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.requiredScopes).toEqual(['tickets:write']);
    }
    const other = client(sb, sb.addApiKey({ name: 'orders-only', scopes: ['sales-orders:read'] }));
    expect((await other.get('/tickets')).body.requiredScopes).toEqual(['tickets:read']);
  });
});

describe('SLA breaches follow the sandbox clock', () => {
  it('flags the response and then the resolution as breached as time passes, and a reply in time stops the response clock', async () => {
    const own = await start();
    try {
      const c = client(own);
      const late = (await c.post('/tickets', { title: 'Avalanche beacon dead', description: 'No signal.', priority: 'Critical' })).body;
      const answered = (await c.post('/tickets', { title: 'Beacon beeps', description: 'Beeps.', priority: 'Critical' })).body;
      await c.post(`/tickets/${answered.ticketNumber}/comments`, { body: 'Calling you now.' });
      expect((await c.get(late.links.self)).body).toMatchObject({ slaResponseBreached: false, slaResolutionBreached: false });
      own.advanceClock(HOUR + 60_000);
      expect((await c.get(late.links.self)).body).toMatchObject({ slaResponseBreached: true, slaResolutionBreached: false });
      expect((await c.get(answered.links.self)).body.slaResponseBreached).toBe(false);
      own.advanceClock(7 * HOUR);
      expect((await c.get(late.links.self)).body.slaResolutionBreached).toBe(true);
      // A late resolution stays breached; the flag is about when it was resolved, not about now.
      const resolved = (await c.patch(late.links.self, { status: 'Resolved', resolutionType: 'Replaced' })).body;
      expect(resolved.slaResolutionBreached).toBe(true);
    } finally {
      await own.close();
    }
  });
});
