import { z } from 'zod';
import { callOptional } from '../offered-operations';
import { getPage, type ListOptions, type ResourceContext } from '../resource';
import { nbool, ndec, nstr } from '../schemas';

/** An attribute definition of GET /attributes (docs/api-assumptions.md 322). */
export const attributeDefinitionSchema = z.looseObject({
  code: z.string(),
  name: nstr,
  description: nstr,
  group: nstr,
  dataType: nstr,
  allowedValues: z.array(z.string()).nullish(),
  hasPredefinedValues: nbool,
  isMultiValue: nbool,
  isVisibleOnProductPage: nbool,
  minValue: ndec,
  maxValue: ndec,
  pattern: nstr,
  unit: nstr,
});
export type AttributeDefinition = z.infer<typeof attributeDefinitionSchema>;

/** The items list's `attribute` filter value: exact `value` of attribute `code` (row 322). */
export const attributeEquals = (code: string, value: string): string => `${code}:${value}`;

export function attributesApi(ctx: ResourceContext) {
  return {
    /** A server without attribute definitions answers `notOffered` (row 73), remembered per connection. */
    list: (query: { search?: string } = {}, opts?: ListOptions) =>
      callOptional(ctx, 'item-attributes.read', () => getPage(ctx, '/preview/attributes', { ...query }, attributeDefinitionSchema, 'attribute list', opts)),
  };
}
