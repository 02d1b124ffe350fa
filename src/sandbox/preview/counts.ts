import type { Api, WriteResult } from '../api';
import { recalculateLines } from '../count-recalculation';
import { applyCount, generateCountLines, isCounting, variance, type CountSpec } from '../counting';
import { Decimal, money, qty } from '../rules/decimals';
import { enums, readEnum, readEnumFilter } from '../rules/enums';
import { readPaging, toPage } from '../rules/paging';
import { ErrorList, problem } from '../rules/problems';
import { ts } from '../rules/timestamps';
import { readBody, readBoolean, readInteger, readString, requireString } from '../rules/validate';
import { averageCostOf } from '../stock';
import type { CountLine, InventoryCount, Store } from '../store';
import { byKey, changedSince, itemByKey, link, lookup, modifiedSince, warehouseByCode } from './common';

/**
 * Inventory counts (inventory:read / inventory:write). In a blind count the expected quantity
 * and everything derived from it (variances) stay hidden until the count is Completed, so the
 * warehouse app cannot lean on the book figure while counting.
 */
const COMPANIONS: Record<string, string[]> = {
  Full: [],
  Location: ['zoneFilter', 'locationCodeFilter'],
  Category: ['categoryCode'],
  Random: ['randomSampleSize'],
  Impulse: ['itemNumber'],
};
const ALL_COMPANIONS = Object.values(COMPANIONS).flat();

export const countByKey = (store: Store, countNumber: string): InventoryCount => lookup(store.counts, countNumber, 'Inventory Count');

export function countDto(count: InventoryCount, store: Store, base: string, withLines: boolean) {
  const hidden = count.blindCount && isCounting(count);
  const lines = count.lines.map((line) => {
    const diff = variance(line);
    const cost = averageCostOf(store, line.itemNumber, count.warehouseCode);
    return {
      lineNumber: line.lineNumber,
      itemNumber: line.itemNumber,
      itemName: store.items.get(line.itemNumber)?.name ?? null,
      locationCode: line.locationCode,
      batchNumber: line.batchNumber,
      serialNumber: line.serialNumber,
      expectedQuantity: hidden ? null : line.expectedQuantity,
      expectedAt: ts(line.expectedAt ?? count.createdDate),
      countedQuantity: line.countedQuantity,
      varianceQuantity: hidden || diff === null ? null : qty(diff),
      varianceValue: hidden || diff === null ? null : money(diff.times(cost)),
      countedAt: ts(line.countedAt),
    };
  });
  const withVariance = lines.filter((l) => l.varianceQuantity !== null && !new Decimal(l.varianceQuantity).isZero());
  return {
    countNumber: count.countNumber,
    type: count.type,
    status: count.status,
    warehouseCode: count.warehouseCode,
    description: count.description,
    blindCount: count.blindCount,
    zoneFilter: count.zoneFilter,
    locationCodeFilter: count.locationCodeFilter,
    categoryCode: count.categoryCode,
    randomSampleSize: count.randomSampleSize,
    itemNumber: count.itemNumber,
    totalLines: count.lines.length,
    countedLines: count.lines.filter((l) => l.countedQuantity !== null).length,
    linesWithVariance: hidden ? null : withVariance.length,
    totalVarianceValue: hidden ? null : money(withVariance.reduce((s, l) => s.plus(l.varianceValue ?? 0), new Decimal(0))),
    createdDate: ts(count.createdDate),
    modifiedDate: ts(count.modifiedDate),
    startedAt: ts(count.startedAt),
    completedAt: ts(count.completedAt),
    appliedAt: ts(count.appliedAt),
    links: link(base, 'inventory/counts', count.countNumber),
    ...(withLines ? { lines } : {}),
  };
}

function readCountSpec(store: Store, raw: unknown): CountSpec & { autoStart: boolean; blindCount: boolean; description: string | null } {
  const body = readBody(raw);
  const errors = new ErrorList();
  const type = errors.try(() => readEnum(body.type, enums.countType, 'type'));
  const warehouseCode = errors.try(() => requireString(body, 'warehouseCode'));
  const autoStart = errors.try(() => readBoolean(body.autoStart, 'autoStart', false));
  const blindCount = errors.try(() => readBoolean(body.blindCount, 'blindCount', true));
  const description = errors.try(() => readString(body, 'description', { max: 200 }));
  errors.throwIfAny();
  if (!type || !warehouseCode) throw new Error('unreachable');
  if (type === 'ABC') throw problem.invalid('type', 'InventoryCount.TypeNotAvailable', 'ABC counts are not available through this interface.');
  const warehouse = warehouseByCode(store, warehouseCode, 'warehouseCode');
  const own = COMPANIONS[type] ?? [];
  for (const field of ALL_COMPANIONS) {
    if (!own.includes(field) && body[field] !== undefined && body[field] !== null) {
      errors.add(
        field,
        'InventoryCount.FieldNotAllowedForType',
        `'${field}' does not apply to a ${type} count${own.length ? `; it takes ${own.join(' or ')}` : ''}.`,
      );
    }
  }
  errors.throwIfAny();
  const spec: CountSpec = {
    type,
    warehouseCode: warehouse.code,
    zoneFilter: null,
    locationCodeFilter: null,
    categoryCode: null,
    randomSampleSize: null,
    itemNumber: null,
  };
  const missing = (field: string) => problem.invalid(field, 'InventoryCount.CompanionFieldRequired', `A ${type} count needs '${field}'.`);
  if (type === 'Location') {
    spec.zoneFilter = readString(body, 'zoneFilter', { max: 20 });
    spec.locationCodeFilter = readString(body, 'locationCodeFilter', { max: 50 });
    if (spec.zoneFilter === null && spec.locationCodeFilter === null) throw missing('zoneFilter');
    if (spec.zoneFilter !== null && spec.locationCodeFilter !== null) {
      throw problem.invalid('locationCodeFilter', 'InventoryCount.AmbiguousLocationFilter', 'Send zoneFilter or locationCodeFilter, not both.');
    }
    const zone = spec.zoneFilter?.toLowerCase();
    const code = spec.locationCodeFilter?.toLowerCase();
    if (!warehouse.locations.some((l) => l.zone.toLowerCase() === zone || l.locationCode.toLowerCase() === code)) {
      throw problem.invalid(
        spec.zoneFilter !== null ? 'zoneFilter' : 'locationCodeFilter',
        'WarehouseLocation.NotFound',
        `No such ${spec.zoneFilter !== null ? 'zone' : 'location'} in warehouse ${warehouse.code}.`,
      );
    }
  }
  if (type === 'Category') {
    spec.categoryCode = readString(body, 'categoryCode');
    if (spec.categoryCode === null) throw missing('categoryCode');
    const known = store.categories.find((c) => c.code.toLowerCase() === spec.categoryCode?.toLowerCase());
    if (!known) throw problem.invalid('categoryCode', 'ItemCategory.NotFound', `Item category '${spec.categoryCode}' was not found.`);
    spec.categoryCode = known.code;
  }
  if (type === 'Random') {
    if (body.randomSampleSize === undefined || body.randomSampleSize === null) throw missing('randomSampleSize');
    spec.randomSampleSize = readInteger(body.randomSampleSize, 'randomSampleSize', { min: 1, max: 1000 });
  }
  if (type === 'Impulse') {
    const itemNumber = readString(body, 'itemNumber');
    if (itemNumber === null) throw missing('itemNumber');
    spec.itemNumber = itemByKey(store, itemNumber, 'itemNumber').itemNumber;
  }
  return { ...spec, autoStart: autoStart ?? false, blindCount: blindCount ?? true, description: description ?? null };
}

export function registerCounts(api: Api): void {
  api.get('/preview/inventory/counts', 'inventory:read', ({ store, query, base }) => {
    const paging = readPaging(query);
    const status = readEnumFilter(query.status, enums.countStatus, 'status');
    const since = modifiedSince(query);
    const rows = [...store.counts.values()]
      .filter(
        (c) =>
          (status === undefined || c.status === status) &&
          (query.warehouseCode === undefined || c.warehouseCode === query.warehouseCode) &&
          changedSince(since, c.modifiedDate, c.createdDate),
      )
      .sort(byKey((c) => c.countNumber));
    return { body: toPage(rows, paging, (c) => countDto(c, store, base, false)) };
  });

  api.get('/preview/inventory/counts/:countNumber', 'inventory:read', ({ store, params, base }) => ({
    body: countDto(countByKey(store, params.countNumber ?? ''), store, base, true),
    etag: true,
  }));

  api.post('/preview/inventory/counts', 'inventory:write', ({ store, sb, body, base, now }) => {
    const spec = readCountSpec(store, body);
    const countNumber = `CNT-${++store.sequences.count}`;
    const lines = generateCountLines(store, spec, sb.config.seed, countNumber);
    if (lines.length === 0) {
      store.sequences.count -= 1;
      throw problem.badRequest(
        'InventoryCount.NoLinesGenerated',
        `The ${spec.type} count's filter matches no stock in warehouse ${spec.warehouseCode}; no count was created.`,
      );
    }
    const count: InventoryCount = {
      countNumber,
      type: spec.type,
      status: spec.autoStart ? 'InProgress' : 'Draft',
      warehouseCode: spec.warehouseCode,
      description: spec.description,
      blindCount: spec.blindCount,
      zoneFilter: spec.zoneFilter,
      locationCodeFilter: spec.locationCodeFilter,
      categoryCode: spec.categoryCode,
      randomSampleSize: spec.randomSampleSize,
      itemNumber: spec.itemNumber,
      createdDate: now,
      modifiedDate: now,
      startedAt: spec.autoStart ? now : null,
      completedAt: null,
      appliedAt: null,
      lines,
    };
    store.counts.set(countNumber, count);
    const dto = countDto(count, store, base, true);
    return {
      status: 201,
      body: dto,
      location: dto.links.self,
      resourceRef: `inventory/counts/${countNumber}`,
      effect: `created ${spec.type} count with ${lines.length} lines`,
    };
  });

  api.post('/preview/inventory/counts/:countNumber/apply', 'inventory:write', ({ store, params, base, now }): WriteResult => {
    const count = countByKey(store, params.countNumber ?? '');
    if (count.status !== 'Completed') {
      throw problem.conflict('InventoryCount.NotCompleted', `Count ${count.countNumber} is ${count.status}; only a Completed count can be applied.`);
    }
    const posted = applyCount(store, count, now);
    return {
      status: 200,
      body: countDto(count, store, base, true),
      headers: posted.length > 0 ? { 'X-Transaction-Id': posted.map((t) => t.transactionId).join(',') } : {},
      resourceRef: `inventory/counts/${count.countNumber}`,
      effect: `applied, ${posted.length} adjustment(s)`,
    };
  });

  // Not shown in the description (docs/api-assumptions.md 291): a Completed count's lines take their
  // recorded quantity again, so a movement during the count is not posted twice by apply.
  api.post(
    '/preview/inventory/counts/:countNumber/recalculate',
    'inventory:write',
    ({ store, params, body, base, now }): WriteResult => {
      const count = countByKey(store, params.countNumber ?? '');
      const { lines, recount } = readRecalculation(count, body);
      if (count.status !== 'Completed') {
        throw problem.conflict(
          'InventoryCount.NotCompleted',
          `Count ${count.countNumber} is ${count.status}; only a Completed count's lines can be recalculated.`,
        );
      }
      recalculateLines(store, count, lines, recount, now);
      const numbers = lines.map((l) => l.lineNumber).join(', ');
      return {
        status: 200,
        body: countDto(count, store, base, true),
        resourceRef: `inventory/counts/${count.countNumber}`,
        effect: `${recount ? 'recount' : 'recalculated'} line(s) ${numbers}`,
      };
    },
    { optional: 'inventory-count.recalculate' },
  );

  // Not shown in the description (docs/api-assumptions.md 70): a count still being counted can be
  // called off; its lines are kept for the record and nothing is posted to stock.
  api.post(
    '/preview/inventory/counts/:countNumber/cancel',
    'inventory:write',
    ({ store, params, body, base, now }): WriteResult => {
      const count = countByKey(store, params.countNumber ?? '');
      readBody(body, { optional: true });
      if (!isCounting(count)) {
        throw problem.conflict(
          'InventoryCount.InvalidStatus',
          `Count ${count.countNumber} is ${count.status}; only a Draft or InProgress count can be cancelled.`,
        );
      }
      count.status = 'Cancelled';
      count.modifiedDate = now;
      return { status: 200, body: countDto(count, store, base, true), resourceRef: `inventory/counts/${count.countNumber}`, effect: 'cancelled' };
    },
    { optional: 'inventory-count.cancel' },
  );
}

function readRecalculation(count: InventoryCount, raw: unknown): { lines: CountLine[]; recount: boolean } {
  const body = readBody(raw);
  const recount = readBoolean(body.recount, 'recount', false);
  if (!Array.isArray(body.lineNumbers) || body.lineNumbers.length === 0) {
    throw problem.invalid('lineNumbers', 'Validation.Required', "'lineNumbers' must name at least one line of the count.");
  }
  const errors = new ErrorList();
  const lines = body.lineNumbers.flatMap((value: unknown, i) => {
    const field = `lineNumbers[${i}]`;
    const line = errors.try(() => {
      const n = readInteger(value, field, { min: 1 });
      const found = count.lines.find((l) => l.lineNumber === n);
      if (!found) throw problem.invalid(field, 'InventoryCountLine.NotFound', `Count ${count.countNumber} has no line ${n}.`);
      return found;
    });
    return line ? [line] : [];
  });
  errors.throwIfAny();
  return { lines: [...new Set(lines)], recount };
}
