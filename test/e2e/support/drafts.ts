import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Forms for a record not yet created (New order, Adjust, New count) keep what a test typed as a
 * draft on the shared host; a test that starts on such a form discards it first, so it starts
 * blank whatever ran before.
 */
export async function discardNewDrafts(request: APIRequestContext, editors: readonly string[], recordKey = 'new'): Promise<void> {
  for (const editor of editors) {
    const res = await request.post(`${process.env.QM_ORIGIN}/api/call/drafts.discard`, {
      headers: { 'x-qm-token': process.env.QM_TOKEN! },
      data: { editor, recordKey },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

export const newRecordEditors = ['purchasing.newOrder', 'warehouse.adjustment', 'warehouse.scrap', 'warehouse.newCount'] as const;

/** What main keeps of a draft right now (null: nothing), read past the screen: tells a draft never kept from one kept but not shown. */
export async function keptDraft(request: APIRequestContext, editor: string, recordKey: string): Promise<unknown> {
  const res = await request.post(`${process.env.QM_ORIGIN}/api/call/drafts.get`, {
    headers: { 'x-qm-token': process.env.QM_TOKEN! },
    data: { editor, recordKey },
  });
  const answer = (await res.json()) as { ok: boolean; value?: { draft: { value: unknown; savedAt: string } | null } };
  return answer.ok ? (answer.value?.draft ?? null) : answer;
}
