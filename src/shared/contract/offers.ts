import { z } from 'zod';

/**
 * Whether the connected ERP offers an optional action (docs/api-assumptions.md 73): false with the
 * sentence to show once the server was found to lack it; null while not known (the ERP decides).
 */
export const actionOfferSchema = z.object({ offered: z.boolean().nullable(), reason: z.string().nullable() });
export type ActionOffer = z.infer<typeof actionOfferSchema>;
