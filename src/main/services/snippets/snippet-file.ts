import type { z } from 'zod';
import {
  MAX_SNIPPET_TITLE,
  SNIPPET_FILE_FORMAT,
  snippetFileSchema,
  type ImportResult,
  type Snippet,
  type SnippetFields,
  type SnippetFile,
} from '@shared/contract/snippets';
import { snippetTitleKey } from '@shared/domain/snippets';
import { AppError } from '@shared/errors';

/**
 * The file a team shares its saved replies in (row 327): JSON, `{ format, version, exportedAt,
 * snippets: [{ title, body }] }`. Read with the contract's schema; what is wrong with a file is
 * said in one sentence that names the file and the place.
 */

export function snippetFileContent(snippets: readonly Snippet[], now: Date = new Date()): string {
  const file: SnippetFile = {
    format: SNIPPET_FILE_FORMAT,
    version: 1,
    exportedAt: now.toISOString(),
    snippets: snippets.map(({ title, body }) => ({ title, body })),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export function snippetFileName(now: Date = new Date()): string {
  return `saved-replies-${now.toISOString().slice(0, 10)}.json`;
}

const unreadable = (fileName: string, sentence: string) =>
  new AppError({
    kind: 'validation',
    code: 'Snippet.File',
    codes: ['Snippet.File'],
    title: 'The file was not imported',
    detail: `The file ${fileName} ${sentence}`,
  });

/** The file's saved replies, or an error whose detail says what is wrong, naming the file. */
export function readSnippetFile(fileName: string, content: string): SnippetFields[] {
  let json: unknown;
  try {
    json = JSON.parse(content.replace(/^\uFEFF/, ''));
  } catch (err) {
    throw unreadable(fileName, `is not a JSON file (${(err as Error).message}).`);
  }
  if (!json || typeof json !== 'object' || Array.isArray(json) || (json as { format?: unknown }).format !== SNIPPET_FILE_FORMAT) {
    throw unreadable(fileName, `holds no saved replies: it does not say "format": "${SNIPPET_FILE_FORMAT}" as an export from Quartermaster does.`);
  }
  const parsed = snippetFileSchema.safeParse(json);
  if (!parsed.success) throw unreadable(fileName, problemOf(parsed.error.issues[0]!, json));
  return parsed.data.snippets;
}

/** The first problem, where it is: "saved reply 3 (“Refund”): the title …". */
function problemOf(issue: z.core.$ZodIssue, json: unknown): string {
  const [top, index, field] = issue.path;
  if (top === 'version')
    return `is of a version this Quartermaster cannot read (version ${JSON.stringify((json as { version?: unknown }).version)}; it reads 1).`;
  if (top !== 'snippets') return `has no list of saved replies ("snippets").`;
  if (typeof index !== 'number') {
    const list = (json as { snippets?: unknown }).snippets;
    return list === undefined ? 'has no list of saved replies ("snippets").' : `has no list of saved replies ("snippets"): ${issue.message}.`;
  }
  const entry = (json as { snippets: unknown[] }).snippets[index];
  const title = entry && typeof entry === 'object' && typeof (entry as { title?: unknown }).title === 'string' ? (entry as { title: string }).title.trim() : '';
  const which = `saved reply ${index + 1}${title ? ` (“${title.slice(0, 60)}”)` : ''}`;
  if (issue.code === 'unrecognized_keys') return `has an unknown field ${issue.keys.map((k) => `"${k}"`).join(', ')} in ${which}.`;
  if (field === undefined) return `has something other than a saved reply as ${which}.`;
  const missing = issue.code === 'invalid_type';
  const name = field === 'title' ? 'title' : 'text ("body")';
  return missing ? `has no ${name} in ${which}.` : `has a ${name} in ${which} that cannot be kept: ${issue.message}.`;
}

export interface ImportPlan extends ImportResult {
  /** What to add, under the titles of `added` and `renamed`. */
  toAdd: SnippetFields[];
}

/**
 * What an import does (row 327): a snippet whose title is free is added; one whose title is here
 * with the same text is already here; one whose title is here with another text is added under
 * "<title> (imported)", "(imported 2)", … and the one here is left alone. Importing the same file
 * again adds nothing.
 */
export function planImport(existing: readonly Pick<Snippet, 'title' | 'body'>[], incoming: readonly SnippetFields[]): ImportPlan {
  const bodies = new Map(existing.map((s) => [snippetTitleKey(s.title), s.body]));
  const plan: ImportPlan = { added: [], unchanged: [], renamed: [], toAdd: [] };
  for (const snippet of incoming) {
    const title = snippet.title.trim();
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? title : importedTitle(title, n - 1);
      const held = bodies.get(snippetTitleKey(candidate));
      if (held === snippet.body) {
        plan.unchanged.push(title);
        break;
      }
      if (held === undefined) {
        bodies.set(snippetTitleKey(candidate), snippet.body);
        plan.toAdd.push({ title: candidate, body: snippet.body });
        if (n === 1) plan.added.push(title);
        else plan.renamed.push({ from: title, to: candidate });
        break;
      }
    }
  }
  return plan;
}

function importedTitle(title: string, n: number): string {
  const suffix = n === 1 ? ' (imported)' : ` (imported ${n})`;
  return title.slice(0, MAX_SNIPPET_TITLE - suffix.length).trimEnd() + suffix;
}
