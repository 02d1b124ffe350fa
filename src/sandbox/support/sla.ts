import type { SlaTarget, Ticket, TicketPriority, TicketQueue } from './types';

/**
 * SLA policy per queue and priority (row 114): calendar hours from creation, no pause while
 * waiting. Breaches are computed at read time against the sandbox clock.
 */
const HOUR_MS = 3_600_000;

const DEFAULT_TARGETS: SlaTarget[] = [
  { priority: 'Critical', responseHours: 1, resolutionHours: 8 },
  { priority: 'High', responseHours: 4, resolutionHours: 24 },
  { priority: 'Normal', responseHours: 8, resolutionHours: 72 },
  { priority: 'Low', responseHours: 24, resolutionHours: 168 },
];

const withResolution = (factor: number) => DEFAULT_TARGETS.map((t) => ({ ...t, resolutionHours: t.resolutionHours * factor }));

export const DEMO_QUEUES: TicketQueue[] = [
  { code: 'FIELD', name: 'Field service', isActive: true, sla: withResolution(2) },
  { code: 'ORDERS', name: 'Orders and invoices', isActive: true, sla: DEFAULT_TARGETS },
  {
    code: 'RMA',
    name: 'Returns and warranty',
    isActive: true,
    sla: DEFAULT_TARGETS.map((t) => (t.priority === 'Normal' || t.priority === 'Low' ? { ...t, responseHours: 8 } : t)),
  },
  { code: 'SUPPORT', name: 'General support', isActive: true, sla: DEFAULT_TARGETS },
  { code: 'TECH', name: 'Technical support', isActive: true, sla: DEFAULT_TARGETS },
];

export const DEFAULT_QUEUE = 'SUPPORT';

export function targetOf(queues: readonly TicketQueue[], queueCode: string, priority: TicketPriority): SlaTarget | null {
  return queues.find((q) => q.code === queueCode)?.sla.find((t) => t.priority === priority) ?? null;
}

export interface SlaState {
  slaResponseDue: number | null;
  slaResolutionDue: number | null;
  slaResponseBreached: boolean;
  slaResolutionBreached: boolean;
}

export function slaOf(ticket: Ticket, queues: readonly TicketQueue[], now: number): SlaState {
  const target = targetOf(queues, ticket.queueCode, ticket.priority);
  const responseDue = target ? ticket.createdDate + target.responseHours * HOUR_MS : null;
  const resolutionDue = target ? ticket.createdDate + target.resolutionHours * HOUR_MS : null;
  const finishedAt = ticket.resolvedAt ?? ticket.closedAt;
  const respondedAt = ticket.firstResponseAt ?? finishedAt ?? now;
  return {
    slaResponseDue: responseDue,
    slaResolutionDue: resolutionDue,
    slaResponseBreached: responseDue !== null && respondedAt > responseDue,
    slaResolutionBreached: resolutionDue !== null && (finishedAt ?? now) > resolutionDue,
  };
}
