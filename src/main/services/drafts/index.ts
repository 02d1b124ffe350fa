import type { HandlerGroup } from '../../hosts/dispatcher';
import type { AppContext } from '../../context';
import { DraftStore } from '../../store/drafts';

type DraftCalls = 'drafts.get' | 'drafts.save' | 'drafts.discard' | 'drafts.list';

const scope = (ctx: AppContext, editor: string) => DraftStore.scopeOf(editor, ctx.connection.activeProfileId());

/** Drafts of the active connection (connection drafts: of the app), kept in main's store. */
export const draftHandlers: HandlerGroup<DraftCalls> = {
  'drafts.get': async (ctx, ref) => ({ draft: ctx.drafts.get(scope(ctx, ref.editor), ref) }),
  'drafts.save': async (ctx, draft) => ctx.drafts.save(scope(ctx, draft.editor), draft),
  'drafts.discard': async (ctx, ref) => ({ discarded: await ctx.drafts.discard(scope(ctx, ref.editor), ref) }),
  'drafts.list': async (ctx) => ({ drafts: ctx.drafts.list(ctx.connection.activeProfileId()) }),
};
