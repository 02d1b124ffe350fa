import { z } from 'zod';

/**
 * Set when the ERP could not be reached and the answer came from the local replica: the instant
 * (ISO 8601) of its last completed sync. Absent when the answer is live.
 */
export const asOfSchema = z.iso.datetime({ offset: true }).optional();

/** The fields of every answer that may come from a local replica: spread into its output schema. */
export const freshnessShape = { asOf: asOfSchema };

/** Where an answer stands: live (no `asOf`), or the stored rows as of their last completed sync. */
export interface Freshness {
  asOf?: string;
}
