import type { OrderInput, OrderResult, SalesOrder } from '@shared/contract/configurator';
import { roundedToCurrency } from '@shared/domain/money';
import { vatOfTotals } from '@shared/domain/vat';
import { AppError, invalidInput } from '@shared/errors';
import { describeWrite } from '../../activity/write-scope';
import type { ErpClient } from '../../erp/client';
import type { ErpSalesOrderDetail } from '../../erp/preview/sales-orders';
import type { StoredProfile } from '../../store/profiles';
import { addressLines } from '../shared/addresses';
import { attachFields } from '../shared/field-errors';
import { explainFrozen, frozenRefusal, pendingOrder, readConfiguration } from './configurations';
import { documentLine, fieldsByCode } from './pricing';

/**
 * Ordering turns a configuration into a sales order and cannot be undone, so it carries the
 * operationId the screen created when it prepared the order: the idempotency journal turns it
 * into one Idempotency-Key kept on disk until the answer arrives. A lost answer, a second click
 * or a restart in between reach the ERP with the same key, and the ERP replays its first answer.
 */

/** The ERP's VAT when it sends one, else incl. − excl. (row 280), in the currency's decimals. */
function totalVat(o: ErpSalesOrderDetail): string | null {
  if (o.totalVat) return o.totalVat;
  const vat = vatOfTotals(o.totalAmount ?? null, o.totalAmountIncludingTax ?? null, o.currencyCode ?? null);
  return vat ? roundedToCurrency(vat).amount : null;
}

export function toSalesOrder(o: ErpSalesOrderDetail): SalesOrder {
  return {
    orderNumber: o.orderNumber,
    status: o.status,
    orderDate: o.orderDate ?? null,
    customerNumber: o.customerNumber ?? null,
    customerName: o.customerName ?? null,
    customerReference: o.customerReference ?? null,
    requestedDeliveryDate: o.requestedDeliveryDate ?? null,
    currencyCode: o.currencyCode ?? null,
    totalAmount: o.totalAmount ?? null,
    totalVat: totalVat(o),
    totalAmountIncludingTax: o.totalAmountIncludingTax ?? null,
    warehouseCode: o.warehouseCode ?? null,
    deliveryAddress: addressLines(o.deliveryAddress),
    paymentTermName: o.paymentTermName ?? null,
    deliveryTermName: o.deliveryTermName ?? null,
    lines: o.lines.map((l) => ({
      lineNumber: l.lineNumber,
      itemNumber: l.itemNumber,
      ...documentLine(l),
      isManualPrice: l.isManualPrice === true,
      configurationNumber: l.configurationNumber ?? null,
    })),
  };
}

export async function readSalesOrder(client: ErpClient, orderNumber: string): Promise<SalesOrder> {
  return toSalesOrder(await client.preview.salesOrders.get(orderNumber));
}

/** A configuration saved without a customer is claimed for the ordering customer first (a keyed write of its own). */
async function ensureCustomer(client: ErpClient, input: OrderInput, current: string | null): Promise<void> {
  const n = input.configurationNumber;
  if (!current && !input.customerNumber) {
    throw invalidInput('Choose a customer before ordering', [
      { field: 'customerNumber', message: 'Choose the customer this configuration is ordered for.', code: 'Configuration.CustomerRequired' },
    ]);
  }
  if (current && input.customerNumber && input.customerNumber !== current) {
    throw invalidInput('This configuration belongs to another customer', [
      {
        field: 'customerNumber',
        message: `${n} was saved for customer ${current}; save a new configuration for ${input.customerNumber}.`,
        code: 'Configuration.CustomerAlreadySet',
      },
    ]);
  }
  if (current) return;
  describeWrite(`Set customer ${input.customerNumber} on ${n} before ordering`);
  await client.preview.configurations
    .reconfigure(n, { customerNumber: input.customerNumber }, { operationId: `${input.operationId}:customer` })
    .catch((error: unknown) => {
      throw attachFields(error, fieldsByCode);
    });
}

export async function orderConfiguration(client: ErpClient, profile: StoredProfile, input: OrderInput): Promise<OrderResult> {
  const n = input.configurationNumber;
  // An order sent earlier whose answer never came is resumed with its own key, whatever id this click carries.
  const operationId = pendingOrder(client, profile, n)?.operationId ?? input.operationId;
  const record = await client.preview.configurations.get(n);
  if (!record.salesOrderNumber) await ensureCustomer(client, input, record.customerNumber ?? null);
  describeWrite(`Order ${n} (${record.itemName ?? record.itemNumber}, quantity ${record.quantity ?? '?'})`);
  const body = {
    ...(input.customerReference ? { customerReference: input.customerReference } : {}),
    ...(input.requestedDeliveryDate ? { requestedDeliveryDate: input.requestedDeliveryDate } : {}),
  };
  let placed: { order: ErpSalesOrderDetail; replayed: boolean };
  try {
    placed = await client.preview.configurations.order(n, body, { operationId });
  } catch (error) {
    // Ordered by another action (another key): say which order holds it rather than a bare 409.
    if (record.salesOrderNumber && error instanceof AppError && error.data.status === 409) throw frozenRefusal(n, record.salesOrderNumber, error);
    throw attachFields(await explainFrozen(client, n, error), fieldsByCode);
  }
  return {
    salesOrder: toSalesOrder(placed.order),
    configuration: await readConfiguration(client, profile, n),
    outcome: placed.replayed ? 'replayed' : 'ordered',
  };
}
