import { z } from 'zod';
import { openEnum } from '@shared/domain/enums';
import { collection, getAll, seg, type AllOptions, type ResourceContext } from '../resource';
import { isoDate, links, ndec, nint, nstr, nts } from '../schemas';

/** Shipments with tracking (docs/api-assumptions.md row 120); read only. */

export const shipmentStatus = openEnum([
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
]);

export const shipmentLineSchema = z.looseObject({
  orderNumber: nstr,
  orderLineNumber: nint,
  itemNumber: nstr,
  itemName: nstr,
  quantity: ndec,
  pickedQuantity: ndec,
  unit: nstr,
});

export const shipmentSchema = z.looseObject({
  shipmentNumber: z.string(),
  status: shipmentStatus.schema,
  customerNumber: nstr,
  orderNumbers: z.array(z.string()).nullish(),
  warehouseCode: nstr,
  shippingMethodCode: nstr,
  shippingMethodName: nstr,
  trackingNumber: nstr,
  trackingUrl: nstr,
  totalWeightKg: ndec,
  plannedShipDate: isoDate.nullish(),
  shippedDate: nts,
  deliveredDate: nts,
  createdDate: nts,
  modifiedDate: nts,
  lines: z.array(shipmentLineSchema).nullish(),
  links,
});
export type ErpShipment = z.infer<typeof shipmentSchema>;

export interface ShipmentQuery {
  search?: string;
  orderNumber?: string;
  customerNumber?: string;
  status?: string;
  modifiedSince?: string;
}

export function shipmentsApi(ctx: ResourceContext) {
  return {
    ...collection<ShipmentQuery, typeof shipmentSchema>(ctx, '/preview/shipments', 'shipment', shipmentSchema),
    /** Shipments of one order, lines limited to that order. */
    ofOrder: (orderNumber: string, opts?: AllOptions) =>
      getAll(ctx, `/preview/orders/${seg(orderNumber)}/shipments`, {}, shipmentSchema, 'shipment list', opts),
  };
}
