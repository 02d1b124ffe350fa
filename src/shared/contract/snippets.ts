import { z } from 'zod';
import type { FieldLabels } from '../domain/field-labels';
import { id } from './bounds';
import { query } from './define';

/**
 * Saved replies (snippets) of the support agents: a title and a text with placeholders, kept by
 * main in the local database for the whole app (not per connection), exported to and imported
 * from a JSON file so a team can share them; and the agent's signature. They never reach the
 * ERP, so the calls are queries for the activity log, as the drafts are. Decisions:
 * docs/api-assumptions.md rows 325-327.
 */

export const MAX_SNIPPET_TITLE = 120;
/** A reply is at most 10 000 characters; a snippet is part of one. */
export const MAX_SNIPPET_BODY = 10_000;
export const MAX_SIGNATURE = 1_000;
/** An export of a thousand long snippets stays below this. */
export const MAX_SNIPPET_FILE = 4 * 1024 * 1024;
export const MAX_SNIPPETS_IN_FILE = 1_000;

export const snippetTitle = z
  .string()
  .trim()
  .min(1, 'Give the saved reply a title')
  .max(MAX_SNIPPET_TITLE, `A title is at most ${MAX_SNIPPET_TITLE} characters`);
export const snippetBody = z
  .string()
  .max(MAX_SNIPPET_BODY, `The text is at most ${MAX_SNIPPET_BODY} characters`)
  .refine((v) => v.trim().length > 0, 'Write the text of the saved reply');

export const snippetFieldsSchema = z.object({ title: snippetTitle, body: snippetBody }).strict();
export type SnippetFields = z.infer<typeof snippetFieldsSchema>;
export const snippetLabels: FieldLabels = { title: 'Title', body: 'Text' };

export const snippetSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Snippet = z.infer<typeof snippetSchema>;

/** What the file a team shares holds (docs/api-assumptions.md row 327). */
export const SNIPPET_FILE_FORMAT = 'quartermaster.saved-replies';
export const snippetFileSchema = z.object({
  format: z.literal(SNIPPET_FILE_FORMAT),
  version: z.literal(1),
  exportedAt: z.string().max(40).optional(),
  snippets: z.array(snippetFieldsSchema).max(MAX_SNIPPETS_IN_FILE, `A file holds at most ${MAX_SNIPPETS_IN_FILE} saved replies`),
});
export type SnippetFile = z.infer<typeof snippetFileSchema>;

export const importResultSchema = z.object({
  /** Titles of the snippets added as they were in the file. */
  added: z.array(z.string()),
  /** Already here with the same title and text: nothing to do. */
  unchanged: z.array(z.string()),
  /** A snippet of that title with another text is here: the file's one was added under a new title, yours left as it is. */
  renamed: z.array(z.object({ from: z.string(), to: z.string() })),
});
export type ImportResult = z.infer<typeof importResultSchema>;

const empty = z.object({}).strict();

export const snippetCalls = {
  'snippets.list': query('Every saved reply, by title', empty, z.object({ snippets: z.array(snippetSchema) })),
  'snippets.create': query('Keep a new saved reply', snippetFieldsSchema, snippetSchema, snippetLabels),
  'snippets.update': query('Change the title or text of a saved reply', snippetFieldsSchema.extend({ id: id() }).strict(), snippetSchema, snippetLabels),
  'snippets.delete': query('Remove a saved reply', z.object({ id: id() }).strict(), z.object({ deleted: z.boolean() })),
  'snippets.export': query(
    'Every saved reply as the content of a file to share',
    empty,
    z.object({ fileName: z.string(), content: z.string(), count: z.number().int() }),
  ),
  'snippets.import': query(
    'Add the saved replies of a shared file; a title already here is never overwritten',
    z
      .object({
        fileName: z.string().max(255),
        content: z.string().max(MAX_SNIPPET_FILE, `The file is larger than ${MAX_SNIPPET_FILE / 1024 / 1024} MB: it cannot hold saved replies only`),
      })
      .strict(),
    importResultSchema,
  ),
  'snippets.signature': query("The agent's signature, filled in for {agent.signature}", empty, z.object({ signature: z.string() })),
  'snippets.setSignature': query(
    "Keep the agent's signature",
    z.object({ signature: z.string().max(MAX_SIGNATURE, `The signature is at most ${MAX_SIGNATURE} characters`) }).strict(),
    z.object({ signature: z.string() }),
    { signature: 'Signature' },
  ),
} as const;
