import { DAY_MS } from '../rules/timestamps';
import type { Contact } from '../sales/types';
import type { Customer, Item, Store } from '../store';
import { DEMO_QUEUES, targetOf } from '../support/sla';
import { addComment, moveTo, resolve, untouched } from '../support/tickets';
import type { ResolutionType, Ticket, TicketPriority, TicketStatus, TicketType } from '../support/types';
import { RESOLUTION_TYPES, TICKET_PRIORITIES, TICKET_STATUSES, TICKET_TYPES } from '../support/types';
import { seedCustomerContext, type SeedClock } from './customer-context';
import type { Prng } from './prng';

/**
 * Support tickets of the demo company (300 per scale unit): every status, priority and type,
 * routed to queues by type, with contacts, products (serial, firmware, hardware revision),
 * tags and threads. The first public agent reply is the first response; SLA flags are
 * computed at read time (src/sandbox/support/sla.ts). Rows 110-124 of docs/api-assumptions.md.
 */
const HOUR_MS = 3_600_000;
const AGENTS = ['Maria', 'Ola', 'Sanna', 'Henrik', 'Leila'];
const TAGS = ['battery', 'billing', 'delivery', 'display', 'firmware', 'gps', 'leak', 'missing-part', 'seam', 'vip', 'warranty', 'zipper'];

const QUEUE_OF: Record<TicketType, string> = {
  ServiceIncident: 'TECH',
  Firmware: 'TECH',
  FeatureRequest: 'TECH',
  Internal: 'TECH',
  Installation: 'FIELD',
  Maintenance: 'FIELD',
  Inspection: 'FIELD',
  Rma: 'RMA',
  Warranty: 'RMA',
  Complaint: 'ORDERS',
  ServiceRequest: 'SUPPORT',
  Support: 'SUPPORT',
  Question: 'SUPPORT',
};

const DEVICE_TYPES: readonly TicketType[] = ['ServiceIncident', 'Firmware', 'Rma', 'Warranty', 'Maintenance', 'Inspection', 'Installation'];

const TITLES: Record<TicketType, string[]> = {
  ServiceIncident: ['Device restarts on its own', 'Screen stays black after charging'],
  ServiceRequest: ['Please send a replacement strap', 'Need a copy of the manual'],
  Maintenance: ['Yearly service of kayak rudder', 'Annual check of transceivers'],
  Installation: ['Mount chart plotter on boat', 'Install awning at the shop'],
  Inspection: ['Inspection after storm damage', 'Check of rental fleet'],
  Rma: ['Return faulty GPS unit', 'Transceiver fails self-test'],
  Warranty: ['Seam leaking after two trips', 'Zipper broke within warranty'],
  Complaint: ['Order arrived incomplete', 'Invoiced twice for one order'],
  Support: ['How do I pair the messenger?', 'Tent pole does not fit'],
  Question: ['Do you ship to Iceland?', 'Is the stove allowed on planes?'],
  Internal: ['Update troubleshooting guide', 'Stock check for spare parts'],
  Firmware: ['Firmware update fails at 80%', 'Battery drains after update'],
  FeatureRequest: ['Please add Norwegian maps', 'Offline tracking export'],
};

const RESOLUTION_FOR: Partial<Record<TicketType, ResolutionType[]>> = {
  Rma: ['RmaApproved', 'RmaRejected', 'Replaced'],
  Warranty: ['Replaced', 'Refunded', 'RmaApproved'],
  Firmware: ['FirmwareUpdate', 'ConfigurationChange'],
  Complaint: ['Refunded', 'CustomerResolved'],
  Question: ['ResolvedByInstruction'],
  Support: ['ResolvedByInstruction', 'CustomerResolved', 'Duplicate'],
};

export function seedSupport(store: Store, p: Prng, scale: number, anchor: number, total: number): void {
  const clock: SeedClock = { anchor, cap: (ms) => Math.min(anchor - 60_000, ms), newId: () => p.uuid() };
  store.support.queues = DEMO_QUEUES.map((q) => ({ ...q, sla: q.sla.map((t) => ({ ...t })) }));
  const customers = seedCustomerContext(store, p, scale, clock);
  const devices = [...store.items.values()].filter((i) => i.trackingType === 'Serial' && i.isActive);
  const firstContact = new Map<string, Contact>();
  for (const c of store.sales.contacts) if (!firstContact.has(c.customerNumber)) firstContact.set(c.customerNumber, c);
  for (let i = 0; i < total; i++) {
    const ticket = seedTicket(store, p, i, customers, firstContact, devices, clock);
    store.support.tickets.set(ticket.ticketNumber, ticket);
  }
  linkReturns(store);
  for (let i = 0; i < 3 * scale; i++) store.deletions.push({ entityType: 'Ticket', key: `TCK-0${String(90001 + i)}`, deletedDate: anchor - (i + 2) * DAY_MS });
}

function seedTicket(
  store: Store,
  p: Prng,
  i: number,
  customers: Customer[],
  contacts: ReadonlyMap<string, Contact>,
  devices: Item[],
  clock: SeedClock,
): Ticket {
  const status = TICKET_STATUSES[i % TICKET_STATUSES.length] as TicketStatus;
  const type = TICKET_TYPES[(i * 3 + Math.floor(i / 10)) % TICKET_TYPES.length] as TicketType;
  const priority = TICKET_PRIORITIES[(i * 7 + Math.floor(i / 13)) % TICKET_PRIORITIES.length] as TicketPriority;
  const finished = status === 'Resolved' || status === 'Closed' || status === 'Cancelled';
  // Open tickets are recent (hours to days), so some are inside their SLA and some breached.
  const created = clock.anchor - (finished ? p.int(5, 90) * DAY_MS : p.int(1, i % 3 === 0 ? 10 : 96) * HOUR_MS) - p.int(0, 3_599) * 1000;
  const customer = type === 'Internal' || i % 9 === 4 ? undefined : customers[(i * 7) % customers.length];
  const contact = customer ? contacts.get(customer.customerNumber) : undefined;
  const device = DEVICE_TYPES.includes(type) && devices.length > 0 ? devices[i % devices.length] : undefined;
  const title = p.pick(TITLES[type]);
  const ticket: Ticket = {
    id: p.uuidV7(created),
    ticketNumber: `TCK-${++store.support.sequences.ticket}`,
    title,
    description: `${title}. ${device ? `Unit ${device.name}, bought last season.` : 'Details below.'} ${customer ? `Customer ${customer.name}.` : ''}`.trim(),
    type,
    status: 'New',
    priority,
    queueCode: QUEUE_OF[type],
    customerNumber: customer?.customerNumber ?? null,
    contactName: type === 'Internal' ? null : (contact?.name ?? p.pick(['Nora Bakke', 'Petter Lie', 'Siri Vik'])),
    contactEmail: type === 'Internal' ? null : (contact?.email ?? (p.chance(0.7) ? `kunde${i}@mail.example` : null)),
    contactPhone: contact?.phone ?? (p.chance(0.4) ? `+47 ${p.int(400, 999)} ${p.int(10, 99)} ${p.int(100, 999)}` : null),
    itemNumber: device?.itemNumber ?? null,
    serialNumber: device ? `SN${device.itemNumber.slice(3)}-${String(p.int(1, 999999)).padStart(6, '0')}` : null,
    firmwareVersion: device ? `${p.int(1, 4)}.${p.int(0, 9)}.${p.int(0, 20)}` : null,
    hardwareRevision: device ? `rev ${p.pick(['A', 'B', 'C', 'D'])}` : null,
    tags: [...new Set(Array.from({ length: p.int(0, 3) }, () => p.pick(TAGS)))].sort(),
    isSuspectedBug: type === 'Firmware' || (type === 'ServiceIncident' && p.chance(0.4)),
    ...untouched(created),
  };
  let at = created;
  // Each event follows the previous one; near the anchor the gap halves so the thread stays in order.
  const limit = clock.cap(Number.MAX_SAFE_INTEGER);
  const step = (minHours: number, maxHours: number) => {
    const next = at + p.int(minHours * 60, maxHours * 60) * 60_000;
    return (at = next < limit ? next : at + Math.floor((limit - at) / 2));
  };
  const agent = () => `${p.pick(AGENTS)} (Support)`;
  const comment = (authorType: 'Customer' | 'Agent' | 'System', body: string, isInternal = false) =>
    addComment(
      ticket,
      { id: p.uuidV7(at), authorType, authorName: authorType === 'Agent' ? agent() : authorType === 'Customer' ? ticket.contactName : null, body, isInternal },
      at,
    );

  if (status !== 'New') {
    step(0, priority === 'Critical' ? 2 : 12);
    moveTo(ticket, 'Triaged', at);
    comment('System', `Routed to queue ${ticket.queueCode}.`, true);
  }
  const worked = status !== 'New' && status !== 'Triaged';
  if (worked && status !== 'Cancelled') {
    step(0, 6);
    moveTo(ticket, 'Assigned', at);
    step(0, priority === 'Low' ? 30 : 10);
    comment('Agent', 'Thank you for reaching out. We are looking into it and will get back to you.');
    if (p.chance(0.5)) {
      step(1, 20);
      comment('Agent', 'Checked the service history; no earlier cases on this unit.', true);
    }
    if (p.chance(0.6) && ticket.contactName) {
      step(1, 24);
      comment('Customer', 'Thanks. It happened again this morning.');
    }
  }
  if (status === 'InProgress' || status === 'WaitingCustomer' || status === 'WaitingInternal' || status === 'OnHold' || finished) {
    if (status !== 'Cancelled') moveTo(ticket, 'InProgress', step(0, 4));
  }
  if (status === 'WaitingCustomer') comment('Agent', 'Could you send us a photo of the label with the serial number?');
  if (status === 'WaitingInternal') comment('Agent', 'Waiting for the workshop to confirm spare parts.', true);
  if (status === 'WaitingCustomer' || status === 'WaitingInternal' || status === 'OnHold') moveTo(ticket, status, at);
  if (status === 'Resolved' || status === 'Closed') {
    step(2, 48);
    // Two in three of them are resolved only just in time, so the SLA history shows near misses (row 346).
    const nearMiss = nearMissOf(ticket, store, i);
    if (nearMiss !== null && nearMiss > at && nearMiss < limit) at = nearMiss;
    resolve(ticket, p.pick(RESOLUTION_FOR[type] ?? RESOLUTION_TYPES), p.chance(0.7) ? 'Solved as agreed with the customer.' : null, at);
    if (status === 'Closed') moveTo(ticket, 'Closed', step(48, 168));
  }
  if (status === 'Cancelled') {
    step(1, 48);
    moveTo(ticket, 'Cancelled', at);
  }
  ticket.modifiedDate = ticket.comments.length > 0 || status !== 'New' ? at : null;
  return ticket;
}

/**
 * The instant a near-miss ticket is resolved: 5 to 54 minutes before its resolution deadline,
 * inside the breaching-soon window; null for every third ticket. Derived from the ticket's index,
 * not the generator, so every other seeded value stays as it was.
 */
function nearMissOf(ticket: Ticket, store: Store, i: number): number | null {
  const target = targetOf(store.support.queues, ticket.queueCode, ticket.priority);
  if (!target || Math.floor(i / 10) % 3 === 2) return null;
  return ticket.createdDate + target.resolutionHours * HOUR_MS - (5 + (i % 50)) * 60_000;
}

/** RMA and warranty tickets of customers with a return carry its RMA number and are linked to it. */
function linkReturns(store: Store): void {
  const tickets = [...store.support.tickets.values()].filter((t) => (t.type === 'Rma' || t.type === 'Warranty') && t.customerNumber !== null);
  for (const r of store.support.returns.values()) {
    if (r.rmaNumber === null) continue;
    const ticket = tickets.find((t) => t.customerNumber === r.customerNumber && t.rmaNumber === null) ?? tickets.find((t) => t.rmaNumber === null);
    if (!ticket) continue;
    ticket.customerNumber = r.customerNumber;
    ticket.rmaNumber = r.rmaNumber;
    r.ticketNumber = ticket.ticketNumber;
  }
}
