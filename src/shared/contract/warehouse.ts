import { z } from 'zod';
import { fitsErp, isDecimalString, isZero, tooLargeMessage } from '../domain/decimal';
import type { FieldLabels } from '../domain/field-labels';
import { asPathKey, MAX_DECIMAL } from './bounds';
import { labelFactsSchema, scannedLabelInput } from './scans';
import { command, query } from './define';
import { actionOfferSchema } from './offers';

/**
 * The Warehouse workspace: inventory counts, stock lookup, adjustments and scrap.
 * Quantities and money stay decimal strings; timestamps are UTC ISO strings.
 */

const code = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Choose ${what}`)
    .max(50, `Keep ${what} under 50 characters`)
    .superRefine(asPathKey(`The code of ${what}`));

/** A stable id for one logical write, created when the form opens and reused on a retry. */
const operationId = z.string().trim().min(8, 'operationId: give each submitted form a stable id').max(200, 'operationId: keep it under 200 characters');

const dec = z.string().nullable();
const ts = z.string().nullable();

/**
 * An amount in the tenant's base currency (`BaseCurrencyAmount`, docs/api-assumptions.md 350):
 * with the ISO 4217 code the connection sets, or `currency: null` where it sets none.
 */
export const baseCurrencyAmountSchema = z.union([z.object({ amount: z.string(), currency: z.string() }), z.object({ amount: z.string(), currency: z.null() })]);
const baseAmount = baseCurrencyAmountSchema.nullable();

// ---------- Reference data ----------

export const locationRefSchema = z.object({ locationCode: z.string(), zone: z.string().nullable(), name: z.string().nullable() });
export const warehouseRefSchema = z.object({ warehouseCode: z.string(), name: z.string().nullable(), locations: z.array(locationRefSchema) });
export type WarehouseRef = z.infer<typeof warehouseRefSchema>;

// ---------- Counts ----------

export const countStatuses = ['Draft', 'InProgress', 'Completed', 'Applied', 'Cancelled'] as const;
export const countTypes = ['Full', 'Location', 'Category', 'Random', 'Impulse'] as const;
export type CountType = (typeof countTypes)[number];

export const countRowSchema = z.object({
  countNumber: z.string(),
  /** Open enum: a type or status the app does not know is shown as sent. */
  type: z.string().nullable(),
  status: z.string(),
  warehouseCode: z.string().nullable(),
  description: z.string().nullable(),
  blindCount: z.boolean().nullable(),
  totalLines: z.number().nullable(),
  countedLines: z.number().nullable(),
  linesWithVariance: z.number().nullable(),
  /** The ERP's figure, in the tenant's base currency. */
  totalVarianceValue: baseAmount,
  createdDate: ts,
  startedAt: ts,
  completedAt: ts,
  appliedAt: ts,
});
export type CountRow = z.infer<typeof countRowSchema>;

export const countLineSchema = z.object({
  lineNumber: z.number().nullable(),
  itemNumber: z.string(),
  itemName: z.string().nullable(),
  locationCode: z.string().nullable(),
  batchNumber: z.string().nullable(),
  serialNumber: z.string().nullable(),
  expectedQuantity: dec,
  countedQuantity: dec,
  varianceQuantity: dec,
  /** In the tenant's base currency. */
  varianceValue: baseAmount,
});
export type CountLine = z.infer<typeof countLineSchema>;

export const countDetailSchema = countRowSchema.extend({
  filter: z.string().nullable(),
  lines: z.array(countLineSchema),
  cancelOffer: actionOfferSchema,
});
export type CountDetail = z.infer<typeof countDetailSchema>;

/** A line whose stock moved while it was counted (docs/api-assumptions.md 290): apply would post that movement again. */
export const movedCountLineSchema = countLineSchema
  .pick({ itemNumber: true, itemName: true, locationCode: true, batchNumber: true, serialNumber: true })
  .extend({
    lineNumber: z.number(),
    recordedQuantity: dec,
    countedQuantity: dec,
    countedAt: ts,
    /** The movements' net effect at the location. */
    movedQuantity: z.string(),
    /** Recorded plus moved: the book figure the counter should have found. */
    bookAtCounting: dec,
    /** Counted less the book at counting: what posting against current stock books. */
    differenceToPost: dec,
    movements: z.array(z.object({ transactionType: z.string(), transactionDate: z.string(), quantity: z.string(), reference: z.string().nullable() })),
  });
export type MovedCountLine = z.infer<typeof movedCountLineSchema>;

export const countMovementsSchema = z.object({ lines: z.array(movedCountLineSchema), recalculateOffer: actionOfferSchema });
export type CountMovements = z.infer<typeof countMovementsSchema>;

const lineNumbers = z.array(z.number().int().min(1)).max(10_000);

export const countSortFields = [
  'countNumber',
  'type',
  'status',
  'warehouseCode',
  'progress',
  'linesWithVariance',
  'totalVarianceValue',
  'startedAt',
  'completedAt',
  'appliedAt',
] as const;
export type CountSortField = (typeof countSortFields)[number];

export const countListInputSchema = z.object({
  page: z.number().int().min(1, 'page starts at 1').default(1),
  pageSize: z.number().int().min(1).max(200, 'pageSize: at most 200 rows per page').default(50),
  status: z.enum(countStatuses, 'status: choose Draft, In progress, Completed, Applied or Cancelled').optional(),
  warehouseCode: code('a warehouse').optional(),
  sort: z.object({ field: z.enum(countSortFields), desc: z.boolean() }).optional(),
});

const countCommon = {
  operationId,
  warehouseCode: code('a warehouse'),
  description: z.string().trim().max(200, 'Keep the description under 200 characters').optional(),
  /** The counter does not see the recorded quantity: the ERP's default, kept as ours. */
  blindCount: z.boolean().default(true),
  autoStart: z.boolean().default(false),
};

/** A field of another count type is refused by name (strict objects refuse unknown keys). */
const onlyOwnFields = (type: CountType) => ({
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `${(issue.keys ?? []).join(', ')} does not apply to a ${type} count` : undefined,
});

/** Each type takes its own companion field and no other. */
export const createCountInputSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('Full'), ...countCommon }, onlyOwnFields('Full')),
    z
      .strictObject(
        {
          type: z.literal('Location'),
          ...countCommon,
          zoneFilter: z.string().trim().min(1, 'Choose a zone').max(20, 'Keep the zone under 20 characters').optional(),
          locationCodeFilter: z.string().trim().min(1, 'Choose a location').max(50, 'Keep the location under 50 characters').optional(),
        },
        onlyOwnFields('Location'),
      )
      .superRefine((v, ctx) => {
        if (!v.zoneFilter && !v.locationCodeFilter)
          ctx.addIssue({ code: 'custom', path: ['zoneFilter'], message: 'A location count needs a zone or a location' });
        if (v.zoneFilter && v.locationCodeFilter)
          ctx.addIssue({ code: 'custom', path: ['locationCodeFilter'], message: 'Choose a zone or a location, not both' });
      }),
    z.strictObject({ type: z.literal('Category'), ...countCommon, categoryCode: code('a category') }, onlyOwnFields('Category')),
    z.strictObject(
      {
        type: z.literal('Random'),
        ...countCommon,
        randomSampleSize: z
          .number('Sample size: enter how many items to count')
          .int('Sample size: enter a whole number of items')
          .min(1, 'Sample size: count at least 1 item')
          .max(1000, 'Sample size: at most 1000 items'),
      },
      onlyOwnFields('Random'),
    ),
    z.strictObject({ type: z.literal('Impulse'), ...countCommon, itemNumber: code('an item') }, onlyOwnFields('Impulse')),
  ],
  'type: choose Full, Location, Category, Random or Impulse',
);
export type CreateCountInput = z.input<typeof createCountInputSchema>;

/** The count form's fields as it labels them. */
export const countLabels: FieldLabels = {
  type: 'Type',
  warehouseCode: 'Warehouse',
  zoneFilter: 'Zone',
  locationCodeFilter: 'Location',
  categoryCode: 'Category',
  randomSampleSize: 'Sample size',
  itemNumber: 'Item number',
  description: 'Description',
  blindCount: 'Blind count',
  autoStart: 'Start counting now',
};

// ---------- Stock ----------

export const itemSummarySchema = z.object({
  itemNumber: z.string(),
  name: z.string().nullable(),
  baseUnitCode: z.string().nullable(),
  decimalPlaces: z.number().nullable(),
  /** None, Batch or Serial (open enum). */
  trackingType: z.string().nullable(),
});
export type ItemSummary = z.infer<typeof itemSummarySchema>;

export const warehouseStockSchema = z.object({
  warehouseCode: z.string(),
  warehouseName: z.string().nullable(),
  quantityOnHand: z.string(),
  allocatedQuantity: z.string(),
  availableQuantity: z.string(),
  requiresBatch: z.boolean().nullable(),
  requiresSerial: z.boolean().nullable(),
});

export const locationStockSchema = z.object({
  warehouseCode: z.string(),
  locationCode: z.string().nullable(),
  batchNumber: z.string().nullable(),
  serialNumber: z.string().nullable(),
  quantityOnHand: z.string(),
});
export type LocationStock = z.infer<typeof locationStockSchema>;

export const stockSchema = z.object({
  item: itemSummarySchema,
  totalQuantityOnHand: z.string(),
  totalAllocatedQuantity: z.string(),
  totalAvailableQuantity: z.string(),
  warehouses: z.array(warehouseStockSchema),
  locations: z.array(locationStockSchema),
  /** Whether the ERP lists movements (movements and stock history; docs/api-assumptions.md 344). */
  movementsOffer: actionOfferSchema,
});
export type Stock = z.infer<typeof stockSchema>;

/** The item a scanned GS1 label or GTIN names (docs/api-assumptions.md 323, 324), with what the label says of it. */
export const scannedItemSchema = labelFactsSchema.extend({
  item: itemSummarySchema,
  /** Null when the scan was the item's own number. */
  gtin: z.string().nullable(),
});
export type ScannedItem = z.infer<typeof scannedItemSchema>;

export const batchRowSchema = z.object({
  batchNumber: z.string(),
  status: z.string().nullable(),
  expiryDate: z.string().nullable(),
  bestBeforeDate: z.string().nullable(),
  daysUntilExpiry: z.number().nullable(),
  isPickable: z.boolean().nullable(),
  isRecalled: z.boolean().nullable(),
  quantityOnHand: dec,
  receivedDate: z.string().nullable(),
  supplierBatchNumber: z.string().nullable(),
  supplierName: z.string().nullable(),
});
export type BatchRow = z.infer<typeof batchRowSchema>;

export const transactionRowSchema = z.object({
  transactionId: z.string(),
  transactionType: z.string(),
  transactionDate: z.string(),
  warehouseCode: z.string().nullable(),
  locationCode: z.string().nullable(),
  batchNumber: z.string().nullable(),
  serialNumber: z.string().nullable(),
  /** Signed: negative leaves stock. */
  quantity: z.string(),
  balanceAfter: dec,
  referenceType: z.string().nullable(),
  referenceId: z.string().nullable(),
  notes: z.string().nullable(),
});
export type TransactionRow = z.infer<typeof transactionRowSchema>;

const itemNumber = z
  .string()
  .trim()
  .min(1, 'Enter an item number')
  .max(50, 'An item number has at most 50 characters')
  .superRefine(asPathKey('The item number'));

/** Periods a stock history covers, in days back from now; null is every movement the ERP lists. */
export const historyPeriods = [30, 90, 365] as const;
export type HistoryPeriod = (typeof historyPeriods)[number] | null;

export const stockHistorySchema = z.object({
  itemNumber: z.string(),
  warehouseCode: z.string(),
  /** Start of the period (UTC); null for every movement listed. */
  from: ts,
  /** On hand just before the first movement shown: its balance after less its quantity; null without movements. */
  openingBalance: dec,
  /** Each movement with the balance it left (`balanceAfter`, the ERP's string), oldest first. */
  points: z.array(transactionRowSchema),
  /** True when older movements of the period were left out (more than the app reads at once). */
  olderLeftOut: z.boolean(),
  /** The item-warehouse reorder point (`minQuantity`); null when not set or no settings exist. */
  reorderPoint: dec,
  /** Safety stock by the planning rule: `safetyStock`, else `calculatedSafetyStock`; null when neither is set. */
  safetyStock: dec,
  safetyStockSource: z.enum(['safetyStock', 'calculatedSafetyStock', 'none']),
});
export type StockHistory = z.infer<typeof stockHistorySchema>;

/** One counted count's variance, at the time its counting was completed (docs/api-assumptions.md 345). */
export const countVarianceRowSchema = z.object({
  countNumber: z.string(),
  type: z.string().nullable(),
  status: z.string(),
  completedAt: z.string(),
  linesWithVariance: z.number().nullable(),
  /** The ERP's figure, in the tenant's base currency. */
  totalVarianceValue: baseAmount,
});
export type CountVarianceRow = z.infer<typeof countVarianceRowSchema>;

/** The variance of the same counts summed per item category, exact decimals. */
export const categoryVarianceRowSchema = z.object({
  /** Null for items without a category (or that could not be read). */
  categoryCode: z.string().nullable(),
  linesWithVariance: z.number(),
  /** The sum, in the tenant's base currency. */
  varianceValue: baseCurrencyAmountSchema,
});
export type CategoryVarianceRow = z.infer<typeof categoryVarianceRowSchema>;

export const countVarianceSchema = z.object({
  warehouseCode: z.string(),
  from: z.string(),
  /** Completed and applied counts of the period, oldest completion first. */
  counts: z.array(countVarianceRowSchema),
  /** Largest loss first. */
  categories: z.array(categoryVarianceRowSchema),
});
export type CountVariance = z.infer<typeof countVarianceSchema>;

// ---------- Adjustments ----------

export const adjustmentTypes = ['Adjustment', 'Scrap'] as const;

export const adjustmentInputSchema = z
  .object({
    operationId,
    itemNumber,
    warehouseCode: code('a warehouse'),
    locationCode: code('a location'),
    quantity: z
      .string('Enter a quantity')
      .max(MAX_DECIMAL, `Quantity is at most ${MAX_DECIMAL} characters`)
      .trim()
      .refine(isDecimalString, 'Enter the quantity as a number such as 5 or -2.5')
      .refine((v) => !isDecimalString(v) || !isZero(v), 'Enter a quantity other than zero: an adjustment of zero changes nothing')
      .refine(fitsErp, tooLargeMessage('Quantity')),
    transactionType: z.enum(adjustmentTypes, 'Type: choose Adjustment or Scrap').default('Adjustment'),
    batchNumber: z.string().trim().max(50, 'A batch number has at most 50 characters').optional(),
    serialNumber: z.string().trim().max(100, 'A serial number has at most 100 characters').optional(),
    notes: z.string().trim().max(1000, 'Keep the notes under 1000 characters').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.transactionType === 'Scrap' && isDecimalString(v.quantity) && !v.quantity.startsWith('-')) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'Scrap removes stock: enter a negative quantity' });
    }
  });
export type AdjustmentInput = z.input<typeof adjustmentInputSchema>;

/** The adjustment form's fields as it labels them. */
export const adjustmentLabels: FieldLabels = {
  itemNumber: 'Item',
  warehouseCode: 'Warehouse',
  locationCode: 'Location',
  quantity: 'Quantity',
  transactionType: 'Type',
  batchNumber: 'Batch',
  serialNumber: 'Serial number',
  notes: 'Notes',
};

export const warehouseCalls = {
  'warehouse.reference': query(
    'Warehouses with their locations, and item categories',
    z.object({}).strict(),
    z.object({ warehouses: z.array(warehouseRefSchema), categories: z.array(z.object({ code: z.string(), name: z.string().nullable() })) }),
  ),
  'warehouse.counts.list': query(
    'One page of inventory counts, filtered and sorted',
    countListInputSchema,
    z.object({ items: z.array(countRowSchema), totalCount: z.number(), page: z.number(), pageSize: z.number() }),
  ),
  'warehouse.counts.variance': query(
    "Variance of a warehouse's completed and applied counts over a period, per count and per item category",
    z.object({
      warehouseCode: code('a warehouse'),
      days: z.union([z.literal(30), z.literal(90), z.literal(365)], { error: 'Period: choose 30, 90 or 365 days' }).default(365),
    }),
    countVarianceSchema,
  ),
  'warehouse.counts.get': query('One inventory count with its lines', z.object({ countNumber: code('a count') }), countDetailSchema),
  'warehouse.counts.create': command('Create an inventory count', createCountInputSchema, countDetailSchema, countLabels),
  'warehouse.counts.movements': query(
    'Lines of a completed count whose stock moved while it was counted',
    z.object({ countNumber: code('a count') }),
    countMovementsSchema,
  ),
  'warehouse.counts.apply': command(
    'Post the differences of a completed count to stock; moved lines only against the stock when they were counted',
    z.object({ operationId, countNumber: code('a count'), postAgainstCurrentStock: lineNumbers.default([]) }),
    countDetailSchema,
  ),
  'warehouse.counts.recount': command(
    'Send lines of a completed count back to be counted again, against the stock now',
    z.object({ operationId, countNumber: code('a count'), lineNumbers: lineNumbers.min(1, 'Choose at least one line to recount') }),
    countDetailSchema,
  ),
  'warehouse.counts.cancel': command(
    'Cancel a count that is planned or being counted',
    z.object({ operationId, countNumber: code('a count') }),
    countDetailSchema,
  ),
  'warehouse.items.search': query(
    'Items whose number or name matches',
    z.object({
      search: z.string().trim().min(1, 'Type part of an item number or name').max(100, 'Keep the search under 100 characters'),
      limit: z.number().int().min(1).max(50).default(20),
    }),
    z.object({ items: z.array(itemSummarySchema), totalCount: z.number() }),
  ),
  'warehouse.items.byScan': query(
    'The item a scanned GS1 label or GTIN names, through the GTIN attribute of the connection',
    scannedLabelInput,
    scannedItemSchema,
  ),
  'warehouse.stock.get': query('Availability of one item per warehouse and location', z.object({ itemNumber }), stockSchema),
  'warehouse.batches.list': query(
    "An item's batches, soonest expiry first",
    z.object({
      itemNumber,
      expiringWithinDays: z
        .number('Days: enter a whole number')
        .int('Days: enter a whole number')
        .min(0, 'Days: enter 0 or more')
        .max(3650, 'Days: at most 3650')
        .optional(),
      inStockOnly: z.boolean().optional(),
    }),
    z.object({ batches: z.array(batchRowSchema) }),
  ),
  'warehouse.transactions.list': query(
    "An item's recent stock movements, newest first",
    z.object({
      itemNumber,
      warehouseCode: code('a warehouse').optional(),
      page: z.number().int().min(1).default(1),
      pageSize: z.number().int().min(1).max(200).default(100),
    }),
    z.object({ items: z.array(transactionRowSchema), totalCount: z.number(), page: z.number(), pageSize: z.number() }),
  ),
  'warehouse.stock.history': query(
    "An item's balance in one warehouse after each movement, oldest first, with its reorder point and safety stock",
    z.object({
      itemNumber,
      warehouseCode: code('a warehouse'),
      days: z
        .union([z.literal(30), z.literal(90), z.literal(365)], { error: 'Period: choose 30, 90 or 365 days, or every movement' })
        .nullable()
        .default(90),
    }),
    stockHistorySchema,
  ),
  'warehouse.adjustments.create': command(
    'Book a stock adjustment or scrap, exactly once',
    adjustmentInputSchema,
    z.object({ transaction: transactionRowSchema }),
    adjustmentLabels,
  ),
};
