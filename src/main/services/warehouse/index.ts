import { adjustmentHandlers } from './adjustments';
import { countHandlers } from './counts';
import { countVarianceHandlers } from './count-variance';
import { referenceHandlers } from './reference';
import { scanHandlers } from './scan';
import { stockHandlers } from './stock';
import { stockHistoryHandlers } from './stock-history';

/** The Warehouse workspace: counts, stock lookup, adjustments and scrap (contract/warehouse.ts). */
export const warehouseHandlers = {
  ...referenceHandlers,
  ...countHandlers,
  ...countVarianceHandlers,
  ...stockHandlers,
  ...stockHistoryHandlers,
  ...scanHandlers,
  ...adjustmentHandlers,
};
