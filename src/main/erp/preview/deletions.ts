import { z } from 'zod';
import { getAll, getPage, type AllOptions, type ListOptions, type ResourceContext } from '../resource';
import { nstr, nts } from '../schemas';

/** Deletion records, oldest first (docs/api-assumptions.md rows 34, 123). */

export const deletionSchema = z.looseObject({
  entityType: nstr,
  key: z.union([z.string(), z.number()]).transform(String),
  deletedDate: nts,
});
export type ErpDeletion = z.infer<typeof deletionSchema>;

export function deletionsApi(ctx: ResourceContext) {
  const path = '/preview/deletions';
  return {
    list: (deletedSince: string | undefined, opts?: ListOptions) => getPage(ctx, path, { deletedSince }, deletionSchema, 'deletion list', opts),
    all: (deletedSince: string | undefined, opts?: AllOptions) => getAll(ctx, path, { deletedSince }, deletionSchema, 'deletion list', opts),
  };
}
