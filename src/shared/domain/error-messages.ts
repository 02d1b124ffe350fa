import type { AppErrorData, ErrorKind, FieldError } from '../errors';
import { asSentence, checkSentence, fieldLabel, speakFields, type FieldLabels } from './field-labels';

/**
 * ERP error codes in plain sentences. Screens show these instead of the raw code; the code
 * itself stays available for support. Unknown codes fall back to the ERP's own title/detail.
 */
const byCode: Record<string, string> = {
  'Item.NotFound': 'That item does not exist in the ERP.',
  'Warehouse.NotFound': 'That warehouse does not exist or is not active.',
  'WarehouseLocation.NotFound': 'That location does not exist in the warehouse.',
  'Inventory.InsufficientStock': 'There is not enough stock for this: the quantity on hand would go below zero.',
  'Inventory.NoStockAtLocation': 'There is no stock of this item at that location.',
  'InventoryCount.NoLinesGenerated': 'The count found nothing to count: no stock matched its filter.',
  'InventoryCount.NotCompleted': 'The count can only be applied once counting is completed.',
  'InventoryCount.InvalidStatus': 'Only a count that is planned or being counted can be cancelled.',
  'PurchaseOrder.NotFound': 'That purchase order does not exist.',
  'PurchaseOrderLine.NotFound': 'That purchase order line does not exist.',
  'PurchaseOrderLine.OverReceipt': 'That is more than is still outstanding on the order line.',
  'PurchaseOrder.InvalidStatus': 'The purchase order is not in a state that allows this.',
  'PurchaseOrder.HasReceipts': 'Goods were already received on this order, so it cannot be cancelled. Close it instead.',
  'Batch.Required': 'This item is batch tracked: enter a batch number.',
  'Batch.NotFound': 'That batch does not exist for this item.',
  'Serial.Required': 'This item is serial tracked: enter the serial numbers.',
  'Customer.NotFound': 'That customer does not exist.',
  'Supplier.NotFound': 'That supplier does not exist.',
  'SalesOrder.NotFound': 'That sales order does not exist.',
  'SalesOrderLine.NotFound': 'That sales order line does not exist.',
  'SalesReturn.QuantityExceedsDelivered': 'The return quantity is more than was delivered.',
  'SalesReturn.NoDeliveredLines': 'Nothing on that order has been delivered yet, so nothing can be returned.',
  'Ticket.NotFound': 'That ticket does not exist.',
  'Ticket.Closed': 'The ticket is closed or cancelled, so it cannot be changed or replied to.',
  'Ticket.InvalidTransition': 'The ticket cannot move to that status from its current one.',
  'Ticket.ResolutionRequired': 'Choose how the ticket was resolved.',
  'Ticket.ResolutionNotAllowed': 'A resolution can only be given when the ticket is resolved.',
  'Ticket.TypeNotCreatable': 'A ticket of that type cannot be created here.',
  'Ticket.Modified': 'The ticket was changed by someone else in the meantime.',
  'PurchaseOrder.Modified': 'The purchase order was changed by someone else in the meantime.',
  'TicketQueue.NotFound': 'That queue does not exist.',
  'SalesReturn.NotFound': 'That return does not exist.',
  'SalesReturn.InvalidStatus': 'The return is not in a state that allows this.',
  'SalesReturn.TicketCustomerMismatch': 'The order belongs to another customer than the ticket.',
  'SalesReturn.RmaMismatch': 'The ticket already has another RMA number.',
  'Quote.InvalidValidUntil': 'The "valid until" date cannot be before the quote date.',
  'ItemRelation.SelfReference': 'An item cannot be related to itself.',
  'ItemRelation.InvalidType': 'That relation type is not supported.',
  'ItemRelations.Bulk.UnknownSourceItem': 'The source item of a relation does not exist.',
  'ItemRelations.Bulk.UnknownTargetItem': 'The target item of a relation does not exist.',
  'ItemRelations.Bulk.GradedAlternativeNotSupported': 'Graded alternatives cannot be created in bulk.',
  'FeatureExplosion.RequiredFeatureMissing': 'A required option of the configuration is not filled in.',
  'FeatureExplosion.ValueOutOfRange': 'A value of the configuration is outside the allowed range.',
  'FeatureExplosion.InvalidOption': 'An option chosen in the configuration is not available.',
  'ChannelMediaAsset.EmptyFile': 'The file is empty.',
  'ChannelMediaAsset.FileTooLarge': 'The file is too large (images up to 10 MB, PDFs 20 MB, videos 50 MB).',
  'ChannelMediaAsset.UnsupportedType': 'That file type is not supported.',
  'Permission.Denied': 'Your user account is not permitted to do this in the ERP.',
  'idempotencyKey.conflict': 'This request reused the key of another request, so the ERP refused it. Nothing was changed.',
  'Scope.Missing': 'The connection is not allowed to do this: a permission (scope) is missing.',
};

const byKind: Record<ErrorKind, string> = {
  validation: 'Some values are not valid.',
  problem: 'The ERP refused the request.',
  auth: 'The connection to the ERP is not signed in or its key was revoked. Sign in again or check the key.',
  forbidden: 'The connection is not allowed to do this.',
  notFound: 'It no longer exists in the ERP.',
  notOffered: 'This ERP does not offer this action.',
  conflict: 'It was changed or used elsewhere in the meantime.',
  rateLimited: 'The ERP is busy with too many requests. Try again in a moment.',
  unavailable: 'The ERP is not available right now. Try again later.',
  network: 'The ERP could not be reached.',
  queued: 'The ERP cannot be reached right now. The change is kept in Pending writes and sent, in order, as soon as the ERP can be reached.',
  timeout: 'The ERP took too long to answer.',
  cancelled: 'Cancelled.',
  keychain: 'The system keychain cannot be reached, so the secret was not stored.',
  internal: 'Something went wrong.',
};

/** Codes match case-insensitively: one lower-cased lookup instead of a scan of every key. */
const byLowerCode = new Map(Object.entries(byCode).map(([code, message]) => [code.toLowerCase(), message]));

export function messageForCode(code: string): string | undefined {
  return byLowerCode.get(code.toLowerCase());
}

/** Kinds whose detail is the ERP's (or a service's) own words about this very request. */
const specificDetailKinds: ReadonlySet<ErrorKind> = new Set(['problem', 'validation', 'conflict', 'notFound']);

type Describable = Pick<AppErrorData, 'kind' | 'codes' | 'code' | 'title' | 'detail' | 'requiredScopes'> & { fieldErrors?: readonly FieldError[] };

/** A detail that only strings the field messages together says nothing the field list does not. */
export function repeatsFieldErrors(detail: string, fieldErrors: readonly FieldError[] = []): boolean {
  return fieldErrors.length > 0 && fieldErrors.every((f) => detail.includes(f.message.trim()));
}

/**
 * The best plain sentence for an error, most specific first: the words written about this very
 * request (a service's message, the ERP's detail), then the sentence of a known code, then the
 * kind. Field identifiers in the words become the labels of `labels`.
 */
export function messageFor(error: Describable, labels: FieldLabels = {}): string {
  if (specificDetailKinds.has(error.kind) && error.detail && !repeatsFieldErrors(error.detail, error.fieldErrors)) {
    return asSentence(speakFields(error.detail, labels));
  }
  if (error.kind === 'validation' && error.fieldErrors?.length) {
    // The fields' own messages stand at the fields; the sentence says where to look.
    return checkSentence(error.fieldErrors.map((f) => f.label ?? fieldLabel(f.field, labels)));
  }
  for (const code of [error.code, ...error.codes]) {
    const known = code ? messageForCode(code) : undefined;
    if (known) return known;
  }
  if (error.kind === 'forbidden' && error.requiredScopes?.length) {
    return `The connection is missing the permission ${error.requiredScopes.join(', ')}.`;
  }
  return byKind[error.kind] ?? asSentence(error.title);
}

/** The words for one field error: its own message (it names the case), else the sentence of its code. */
export function fieldErrorSentence(fieldError: FieldError, labels: FieldLabels = {}): string {
  const own = fieldError.message.trim();
  const isBareCode = !!fieldError.code && own.toLowerCase() === fieldError.code.toLowerCase();
  if (own && !isBareCode) return asSentence(speakFields(own, labels, fieldError.field));
  return (fieldError.code ? messageForCode(fieldError.code) : undefined) ?? 'This value is not valid.';
}

/** "line 3, Quantity: Enter a quantity greater than zero." for a list away from the inputs. */
export function labelledFieldError(fieldError: FieldError, labels: FieldLabels = {}): string {
  return `${fieldError.label ?? fieldLabel(fieldError.field, labels)}: ${fieldErrorSentence(fieldError, labels)}`;
}
