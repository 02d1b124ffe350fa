/**
 * Support side of the sandbox ERP: tickets with their threads and queues, and the customer
 * context an agent looks at (shipments, invoices, returns). Shapes follow rows 110-124 of
 * docs/api-assumptions.md. Decimals are strings, instants epoch ms, dates ISO.
 */
export const TICKET_STATUSES = [
  'New',
  'Triaged',
  'Assigned',
  'InProgress',
  'WaitingCustomer',
  'WaitingInternal',
  'OnHold',
  'Resolved',
  'Closed',
  'Cancelled',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const FINISHED_STATUSES: readonly TicketStatus[] = ['Resolved', 'Closed', 'Cancelled'];

export const TICKET_PRIORITIES = ['Critical', 'High', 'Normal', 'Low'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export const TICKET_TYPES = [
  'ServiceIncident',
  'ServiceRequest',
  'Maintenance',
  'Installation',
  'Inspection',
  'Rma',
  'Warranty',
  'Complaint',
  'Support',
  'Question',
  'Internal',
  'Firmware',
  'FeatureRequest',
] as const;
export type TicketType = (typeof TICKET_TYPES)[number];
export const CREATABLE_TICKET_TYPES: readonly TicketType[] = ['ServiceRequest', 'Complaint', 'Support', 'Question'];

export const RESOLUTION_TYPES = [
  'Fixed',
  'CannotReproduce',
  'Duplicate',
  'WontFix',
  'CustomerResolved',
  'RmaApproved',
  'RmaRejected',
  'Refunded',
  'Replaced',
  'ReturnVisitRequired',
  'ResolvedByInstruction',
  'FirmwareUpdate',
  'ConfigurationChange',
  'NoFaultFound',
] as const;
export type ResolutionType = (typeof RESOLUTION_TYPES)[number];

export type AuthorType = 'Customer' | 'Agent' | 'System';

export interface SlaTarget {
  priority: TicketPriority;
  responseHours: number;
  resolutionHours: number;
}

export interface TicketQueue {
  code: string;
  name: string;
  isActive: boolean;
  sla: SlaTarget[];
}

export interface TicketComment {
  id: string;
  ticketNumber: string;
  authorType: AuthorType;
  authorName: string | null;
  body: string;
  isInternal: boolean;
  createdDate: number;
}

export interface Ticket {
  id: string;
  ticketNumber: string;
  title: string;
  description: string;
  type: TicketType;
  status: TicketStatus;
  priority: TicketPriority;
  queueCode: string;
  customerNumber: string | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  itemNumber: string | null;
  serialNumber: string | null;
  firmwareVersion: string | null;
  hardwareRevision: string | null;
  tags: string[];
  isAssigned: boolean;
  isSuspectedBug: boolean;
  resolutionType: ResolutionType | null;
  resolutionNotes: string | null;
  rmaNumber: string | null;
  firstResponseAt: number | null;
  resolvedAt: number | null;
  closedAt: number | null;
  createdDate: number;
  modifiedDate: number | null;
  comments: TicketComment[];
}

export const SHIPMENT_STATUSES = [
  'Hold',
  'Released',
  'Picking',
  'Picked',
  'ReadyForPickup',
  'Packing',
  'Packed',
  'Booked',
  'PickedUp',
  'InTransit',
  'Delivered',
  'Failed',
  'Cancelled',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
/** Goods have left the warehouse: these count as delivered on the order line (row 120). */
export const SHIPPED_STATUSES: readonly ShipmentStatus[] = ['PickedUp', 'InTransit', 'Delivered'];

export interface ShipmentLine {
  orderNumber: string;
  orderLineNumber: number;
  itemNumber: string;
  quantity: string;
  pickedQuantity: string;
  unit: string;
}

export interface Shipment {
  shipmentNumber: string;
  customerNumber: string;
  warehouseCode: string;
  status: ShipmentStatus;
  shippingMethodCode: string;
  trackingNumber: string | null;
  plannedShipDate: string | null;
  shippedDate: string | null;
  deliveredDate: string | null;
  totalWeightKg: string;
  lines: ShipmentLine[];
  createdDate: number;
  modifiedDate: number | null;
}

export const INVOICE_STATUSES = ['Open', 'Booked', 'Cancelled'] as const;
export const PAYMENT_STATUSES = ['Unpaid', 'PartiallyPaid', 'Paid', 'AwaitingTaxReduction'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface InvoiceLine {
  lineNumber: number;
  itemNumber: string | null;
  description: string;
  quantity: string;
  unit: string | null;
  unitPrice: string;
  taxPercent: string;
}

export interface Invoice {
  invoiceNumber: string;
  type: 'Invoice' | 'CreditNote' | 'Receipt';
  status: InvoiceStatus;
  customerNumber: string;
  orderNumber: string | null;
  currencyCode: string;
  invoiceDate: string;
  dueDate: string;
  externalDocumentNumber: string | null;
  comments: string | null;
  paidAmount: string;
  /** Share of the total a tax authority pays (ROT/RUT); zero for most invoices. */
  taxReductionAmount: string;
  lines: InvoiceLine[];
  createdDate: number;
  modifiedDate: number | null;
}

export const RETURN_STATUSES = ['Draft', 'Approved', 'Received', 'CreditNoted', 'Closed', 'Cancelled'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_REASONS = ['Defective', 'WrongItem', 'DamagedInTransit', 'CustomerRemorse', 'Warranty', 'QualityIssue', 'OverDelivery', 'Other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_CONDITIONS = ['New', 'Opened', 'Used', 'Damaged', 'Defective'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

export interface ReturnLine {
  lineNumber: number;
  orderLineNumber: number;
  itemNumber: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  taxPercent: string;
  condition: ReturnCondition | null;
  notes: string | null;
}

export interface SalesReturn {
  returnNumber: string;
  orderNumber: string;
  customerNumber: string;
  ticketNumber: string | null;
  rmaNumber: string | null;
  reason: ReturnReason;
  status: ReturnStatus;
  warehouseCode: string;
  currencyCode: string;
  returnDate: string;
  approvedAt: number | null;
  receivedDate: string | null;
  externalNotes: string | null;
  internalNotes: string | null;
  lines: ReturnLine[];
  createdDate: number;
  modifiedDate: number | null;
}

export interface SupportData {
  queues: TicketQueue[];
  tickets: Map<string, Ticket>;
  shipments: Map<string, Shipment>;
  invoices: Map<string, Invoice>;
  returns: Map<string, SalesReturn>;
  sequences: { ticket: number; shipment: number; invoice: number; salesReturn: number; rma: number };
}

export function emptySupportData(): SupportData {
  return {
    queues: [],
    tickets: new Map(),
    shipments: new Map(),
    invoices: new Map(),
    returns: new Map(),
    sequences: { ticket: 100000, shipment: 400000, invoice: 500000, salesReturn: 600000, rma: 700000 },
  };
}
