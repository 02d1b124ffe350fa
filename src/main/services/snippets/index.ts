import type { HandlerGroup } from '../../hosts/dispatcher';
import { planImport, readSnippetFile, snippetFileContent, snippetFileName } from './snippet-file';

type SnippetCalls =
  | 'snippets.list'
  | 'snippets.create'
  | 'snippets.update'
  | 'snippets.delete'
  | 'snippets.export'
  | 'snippets.import'
  | 'snippets.signature'
  | 'snippets.setSignature';

/** Saved replies and the agent's signature, kept in main's store for the whole app (row 325). */
export const snippetHandlers: HandlerGroup<SnippetCalls> = {
  'snippets.list': async (ctx) => ({ snippets: ctx.snippets.list() }),
  'snippets.create': async (ctx, fields) => ctx.snippets.create(fields),
  'snippets.update': async (ctx, { id, ...fields }) => ctx.snippets.update(id, fields),
  'snippets.delete': async (ctx, { id }) => ({ deleted: ctx.snippets.delete(id) }),
  'snippets.export': async (ctx) => {
    const snippets = ctx.snippets.list();
    return { fileName: snippetFileName(), content: snippetFileContent(snippets), count: snippets.length };
  },
  'snippets.import': async (ctx, { fileName, content }) => {
    const { toAdd, ...result } = planImport(ctx.snippets.list(), readSnippetFile(fileName, content));
    ctx.snippets.addAll(toAdd);
    return result;
  },
  'snippets.signature': async (ctx) => ({ signature: ctx.snippets.signature }),
  'snippets.setSignature': async (ctx, { signature }) => {
    ctx.snippets.setSignature(signature);
    return { signature };
  },
};
