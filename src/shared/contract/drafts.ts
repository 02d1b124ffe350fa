import { z } from 'zod';
import { query } from './define';

/**
 * Drafts: what a user typed into an editor but has not sent yet, kept by main in its one local
 * store so that leaving a screen, a crash or a restart never loses it. One mechanism for every
 * editor: an editor names itself (`editor`) and the record it edits (`recordKey`); the value is
 * the editor's own form state, opaque to main. Drafts never reach the ERP, so these calls are
 * queries for the activity log. Decision: docs/api-assumptions.md row 260.
 */

/** `workspace.editor`, e.g. `tickets.reply`, `storefront.branding`. */
export const draftEditor = z
  .string()
  .min(3)
  .max(64)
  .regex(/^[a-z][a-zA-Z]*(\.[a-z][a-zA-Z]*)+$/, 'Not an editor name');

/** The record an editor edits (a ticket number, `B2B-NO`); `new` for a record not yet created. */
export const draftRecordKey = z.string().min(1).max(200);

/**
 * A draft's value and base are the editor's own JSON, bounded like every string the window sends:
 * each text at most 256 kB, each member name 200 characters, the whole 512 kB (far above any
 * form, CSS included).
 */
const MAX_DRAFT_CHARS = 512 * 1024;
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
const jsonValue: z.ZodType<Json> = z.lazy(() =>
  z.union([z.string().max(256 * 1024), z.number(), z.boolean(), z.null(), z.array(jsonValue).max(10_000), z.record(z.string().max(200), jsonValue)]),
);
const draftJson = jsonValue.refine((v) => JSON.stringify(v).length <= MAX_DRAFT_CHARS, 'A draft may be at most 512 kB');

export const draftRefSchema = z.object({ editor: draftEditor, recordKey: draftRecordKey }).strict();
export type DraftRef = z.infer<typeof draftRefSchema>;

export const saveDraftSchema = draftRefSchema
  .extend({
    /** How the Drafts list names the record ("TCK-100301 · Printer jams"). */
    label: z.string().max(300),
    value: draftJson,
    /** The record's values when the edit began, so a later save sends only what the user changed. */
    base: draftJson.nullable(),
    /**
     * Typed before the editor had read the kept draft: main lays the changed fields onto a draft
     * it keeps instead of replacing it, so neither the older draft nor the early edit is lost.
     */
    ontoKept: z.boolean().optional(),
  })
  .strict();
export type SaveDraft = z.infer<typeof saveDraftSchema>;

export const draftSchema = z.object({
  editor: z.string(),
  recordKey: z.string(),
  label: z.string(),
  value: z.json(),
  base: z.json().nullable(),
  savedAt: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;

export const draftSummarySchema = draftSchema.omit({ value: true, base: true });
export type DraftSummary = z.infer<typeof draftSummarySchema>;

export const draftCalls = {
  'drafts.get': query('The draft kept for an editor of a record', draftRefSchema, z.object({ draft: draftSchema.nullable() })),
  'drafts.save': query('Keep what was typed in an editor as a draft on disk', saveDraftSchema, z.object({ savedAt: z.string() })),
  'drafts.discard': query('Forget the draft of an editor of a record', draftRefSchema, z.object({ discarded: z.boolean() })),
  'drafts.list': query('Every draft kept for the active connection', z.object({}).strict(), z.object({ drafts: z.array(draftSummarySchema) })),
} as const;
