import { z } from 'zod';
import { openEnum } from '@shared/domain/enums';
import { callOptional, offerOf } from '../offered-operations';
import { collection, send, seg, splitIds, type ResourceContext } from '../resource';
import { isoDate, links, ndec, nint, nstr, nts } from '../schemas';
import type { CallOptions } from '../types';

/** Customer returns: create, approve, receive (docs/api-assumptions.md rows 117-119). */

export const returnStatus = openEnum(['Draft', 'Approved', 'Received', 'CreditNoted', 'Closed', 'Cancelled']);

export const returnLineSchema = z.looseObject({
  lineNumber: z.number().int(),
  orderLineNumber: nint,
  itemNumber: nstr,
  itemName: nstr,
  quantity: ndec,
  unit: nstr,
  unitPrice: ndec,
  taxPercent: ndec,
  lineTotal: ndec,
  condition: nstr,
  notes: nstr,
});

export const returnSchema = z.looseObject({
  returnNumber: z.string(),
  status: returnStatus.schema,
  orderNumber: nstr,
  customerNumber: nstr,
  customerName: nstr,
  ticketNumber: nstr,
  rmaNumber: nstr,
  reason: nstr,
  warehouseCode: nstr,
  currencyCode: nstr,
  totalAmount: ndec,
  totalVat: ndec,
  externalNotes: nstr,
  returnDate: isoDate.nullish(),
  receivedDate: isoDate.nullish(),
  approvedAt: nts,
  createdDate: nts,
  modifiedDate: nts,
  lines: z.array(returnLineSchema).nullish(),
  links,
});
export type ErpReturn = z.infer<typeof returnSchema>;

export interface ReturnQuery {
  search?: string;
  status?: string;
  orderNumber?: string;
  customerNumber?: string;
  ticketNumber?: string;
  modifiedSince?: string;
}

export interface CreateReturnInput {
  orderNumber: string;
  reason: string;
  lines?: { orderLineNumber: number; quantity: string; condition?: string; notes?: string }[];
  ticketNumber?: string;
  warehouseCode?: string;
  returnDate?: string;
  externalNotes?: string;
  internalNotes?: string;
  rmaNumber?: string;
}

export interface ReceiveReturnInput {
  locationCode?: string;
  lines?: { lineNumber: number; condition?: string; serialNumbers?: string[]; batchNumber?: string }[];
}

export interface ReturnWrite {
  value: ErpReturn;
  /** Inventory transactions booked by a receipt (X-Transaction-Id). */
  transactionIds: string[];
  replayed: boolean;
}

export function returnsApi(ctx: ResourceContext) {
  const base = '/preview/returns';
  const write = async (p: string, json: unknown, opts?: CallOptions): Promise<ReturnWrite> => {
    const { value, response } = await send(ctx, { method: 'POST', path: p, json, ...opts }, returnSchema, 'return');
    return { value, transactionIds: splitIds(response.headers['x-transaction-id']), replayed: response.replayed };
  };
  const path = (returnNumber: string) => `${base}/${seg(returnNumber)}`;
  return {
    ...collection<ReturnQuery, typeof returnSchema>(ctx, base, 'return', returnSchema),
    create: (input: CreateReturnInput, opts?: CallOptions) => write(base, input, opts),
    /** The approval path is not in the description (row 119): optional on a real ERP. */
    approve: (returnNumber: string, opts?: CallOptions) => callOptional(ctx, 'return.approve', () => write(`${path(returnNumber)}/approve`, {}, opts)),
    approveOffer: () => offerOf(ctx, 'return.approve'),
    receive: (returnNumber: string, input: ReceiveReturnInput = {}, opts?: CallOptions) =>
      callOptional(ctx, 'return.receive', () => write(`${path(returnNumber)}/receive`, input, opts)),
    receiveOffer: () => offerOf(ctx, 'return.receive'),
  };
}
