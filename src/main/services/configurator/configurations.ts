import type { ConfigurationDetail, ConfigurationFilter, ConfigurationRow, ReconfigureInput, SaveInput } from '@shared/contract/configurator';
import { featureField } from '@shared/contract/configurator';
import { AppError, invalidInput } from '@shared/errors';
import { describeWrite } from '../../activity/write-scope';
import type { ErpClient } from '../../erp/client';
import { configurationWriteTarget, type ErpConfiguration } from '../../erp/preview/configurations';
import type { StoredProfile } from '../../store/profiles';
import { pendingPosts } from '../shared/pending-writes';
import { readForm } from './form';
import { calculate, priceOfRecord, refusalAtFeatures, toValue, valueBodies } from './pricing';

/** Saved configurations: list, read, save, reconfigure, discard; an ordered one is frozen. */

export function toRow(c: ErpConfiguration): ConfigurationRow {
  return {
    configurationNumber: c.configurationNumber,
    itemNumber: c.itemNumber,
    itemName: c.itemName ?? null,
    customerNumber: c.customerNumber ?? null,
    customerName: c.customerName ?? null,
    title: c.title ?? null,
    description: c.description ?? null,
    quantity: c.quantity ?? null,
    warehouseCode: c.warehouseCode ?? null,
    createdDate: c.createdDate ?? null,
    modifiedDate: c.modifiedDate ?? null,
  };
}

export async function listConfigurations(client: ErpClient, f: Required<Pick<ConfigurationFilter, 'page' | 'pageSize'>> & ConfigurationFilter) {
  const query = { search: f.search || undefined, customerNumber: f.customerNumber || undefined, itemNumber: f.itemNumber || undefined };
  const page = await client.preview.configurations.list(query, { page: f.page, pageSize: f.pageSize });
  return { items: page.items.map(toRow), totalCount: page.totalCount, page: page.page, pageSize: page.pageSize };
}

/** The unanswered order write of this configuration, if any: ordering again must reuse its key. */
export function pendingOrder(client: ErpClient, profile: StoredProfile, configurationNumber: string): { operationId: string; sentAt: string } | null {
  const entry = pendingPosts(client, profile).find((e) => {
    const target = configurationWriteTarget(e.path);
    return target?.action === 'order' && target.configurationNumber === configurationNumber;
  });
  return entry ? { operationId: entry.operationId, sentAt: entry.createdAt } : null;
}

export async function toDetail(client: ErpClient, profile: StoredProfile, record: ErpConfiguration): Promise<ConfigurationDetail> {
  const form = await readForm(client, record.itemNumber);
  const values = (record.values ?? []).map(toValue);
  return {
    ...toRow(record),
    values,
    salesOrderNumber: record.salesOrderNumber ?? null,
    pendingOrderSince: pendingOrder(client, profile, record.configurationNumber)?.sentAt ?? null,
    price: priceOfRecord(form, record, values),
  };
}

export async function readConfiguration(client: ErpClient, profile: StoredProfile, configurationNumber: string): Promise<ConfigurationDetail> {
  return toDetail(client, profile, await client.preview.configurations.get(configurationNumber));
}

/** The sentence for any change refused because the configuration became a sales order. */
export function frozenRefusal(configurationNumber: string, salesOrderNumber: string | null, cause?: AppError): AppError {
  return new AppError({
    ...(cause?.data ?? {}),
    kind: 'conflict',
    code: 'Configuration.AlreadyOrdered',
    title: salesOrderNumber
      ? `This configuration was ordered as sales order ${salesOrderNumber} and can no longer change`
      : 'This configuration was ordered and can no longer change',
    detail: `${configurationNumber} is frozen once ordered. Save a new configuration to offer a variant.`,
    fieldErrors: [],
  });
}

function isAlreadyOrdered(error: unknown): error is AppError {
  return error instanceof AppError && error.data.status === 409 && error.data.codes.includes('Configuration.AlreadyOrdered');
}

/** A 409 on an ordered configuration becomes the sentence naming its sales order; anything else passes. */
export async function explainFrozen(client: ErpClient, configurationNumber: string, error: unknown): Promise<unknown> {
  if (!isAlreadyOrdered(error)) return error;
  const record = await client.preview.configurations.get(configurationNumber).catch(() => null);
  return frozenRefusal(configurationNumber, record?.salesOrderNumber ?? null, error);
}

/**
 * The ERP's create refusal names `values` without the feature for a missing required answer, so
 * the values are priced first: each problem then lands at its feature, and nothing is sent that
 * the ERP would refuse anyway.
 */
async function refuseIncomplete(
  client: ErpClient,
  input: { itemNumber: string; quantity: string; customerNumber?: string | null; values: SaveInput['values'] },
) {
  const check = await calculate(client, {
    itemNumber: input.itemNumber,
    quantity: input.quantity,
    customerNumber: input.customerNumber ?? null,
    values: input.values,
  });
  if (check.isValid) return;
  throw invalidInput(
    'The configuration is not complete',
    check.validationErrors.map((p) => ({ field: p.featureCode ? featureField(p.featureCode) : 'values', message: p.message, code: p.code })),
  );
}

export async function saveConfiguration(client: ErpClient, profile: StoredProfile, input: SaveInput): Promise<ConfigurationDetail> {
  const quantity = input.quantity;
  await refuseIncomplete(client, { ...input, quantity });
  const values = valueBodies(input.values);
  describeWrite(`Save a configuration of ${input.itemNumber} (quantity ${quantity})${input.customerNumber ? ` for customer ${input.customerNumber}` : ''}`);
  const body = {
    itemNumber: input.itemNumber,
    quantity,
    values,
    ...(input.customerNumber ? { customerNumber: input.customerNumber } : {}),
    ...(input.title ? { title: input.title } : {}),
    ...(input.description ? { description: input.description } : {}),
    ...(input.warehouseCode ? { warehouseCode: input.warehouseCode } : {}),
  };
  const created = await client.preview.configurations.create(body, { operationId: input.operationId }).catch((error: unknown) => {
    throw refusalAtFeatures(error, values);
  });
  return toDetail(client, profile, created);
}

/** Without `values` only the quantity (or title, customer) changes and the answers stay as saved. */
/**
 * Reconfigure takes no If-Match and its GET no ETag, so the change is measured against the copy
 * the user edited by its `modifiedDate`, read again just before writing (row 270). A retry of a
 * write already sent is not measured: its own first attempt may be what changed the date.
 */
export function refuseChangedMeanwhile(client: ErpClient, profile: StoredProfile, input: ReconfigureInput, current: ErpConfiguration): void {
  if (input.expectedModifiedDate === undefined || (current.modifiedDate ?? null) === input.expectedModifiedDate) return;
  if (pendingPosts(client, profile).some((e) => e.operationId === input.operationId)) return;
  const code = 'Configuration.Modified';
  throw new AppError({
    kind: 'conflict',
    status: 409,
    code,
    codes: [code],
    title: 'This configuration was changed meanwhile',
    detail: `${current.configurationNumber} was changed by someone else after you opened it. Nothing was saved; your changes are still on the screen.`,
    fieldErrors: [],
  });
}

export async function reconfigure(client: ErpClient, profile: StoredProfile, input: ReconfigureInput): Promise<ConfigurationDetail> {
  const n = input.configurationNumber;
  const current = await client.preview.configurations.get(n);
  if (current.salesOrderNumber) throw frozenRefusal(n, current.salesOrderNumber);
  refuseChangedMeanwhile(client, profile, input, current);
  if (input.values) {
    await refuseIncomplete(client, {
      itemNumber: current.itemNumber,
      quantity: input.quantity ?? current.quantity ?? '1',
      customerNumber: input.customerNumber ?? current.customerNumber,
      values: input.values,
    });
  }
  const values = input.values ? valueBodies(input.values) : undefined;
  const changes = [
    input.quantity && `quantity ${input.quantity}`,
    values && `${values.length} value(s)`,
    input.customerNumber && `customer ${input.customerNumber}`,
    input.title && 'title',
    input.description !== undefined && 'description',
  ].filter(Boolean);
  describeWrite(`Change ${n}: ${changes.join(', ') || 'nothing'}`);
  const body = {
    ...(input.quantity ? { quantity: input.quantity } : {}),
    ...(values ? { values } : {}),
    ...(input.customerNumber ? { customerNumber: input.customerNumber } : {}),
    ...(input.title ? { title: input.title } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
  };
  try {
    return await toDetail(client, profile, await client.preview.configurations.reconfigure(n, body, { operationId: input.operationId }));
  } catch (error) {
    throw refusalAtFeatures(await explainFrozen(client, n, error), values ?? []);
  }
}

/** DELETE carries no key; a repeat that finds nothing reports the configuration already gone. */
export async function discard(client: ErpClient, configurationNumber: string): Promise<{ configurationNumber: string; discarded: boolean }> {
  describeWrite(`Discard ${configurationNumber}`);
  try {
    await client.preview.configurations.remove(configurationNumber);
    return { configurationNumber, discarded: true };
  } catch (error) {
    if (error instanceof AppError && error.data.status === 404) return { configurationNumber, discarded: false };
    throw await explainFrozen(client, configurationNumber, error);
  }
}
