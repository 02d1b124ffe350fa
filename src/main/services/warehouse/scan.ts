import type { HandlerGroup } from '../../hosts/dispatcher';
import { findItemByScan, labelFactsOf } from '../shared/gtin';
import { toItemSummary } from './stock';
import { gtinAttributeOf } from '../../store/profiles';

/** A GS1 label or GTIN scanned in the stock lookup: the item, and the batch the label names (row 324). */
export const scanHandlers: HandlerGroup<'warehouse.items.byScan'> = {
  'warehouse.items.byScan': async (ctx, { code, today }) => {
    const { profile, client } = await ctx.connection.activeClient();
    const found = await findItemByScan(client, gtinAttributeOf(profile), code, today);
    return { item: toItemSummary(found.item), gtin: found.gtin, ...labelFactsOf(found) };
  },
};
