import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Draft } from '@shared/contract/drafts';
import { canonicalJson, layEditOnto, sameValue } from '@shared/domain/merge-patch';
import type { AppError } from '@shared/errors';
import { call } from '../api/client';
import { cancelSave, flushDraft, scheduleSave } from './draft-sync';
import { queryKeyOf } from '../api/hooks';

/**
 * The one way an editor keeps what the user typed: its form state lives here instead of in a
 * useState, and every change is kept as a draft in main (docs/api-assumptions.md row 260). The
 * draft is restored when the same record's editor opens again (also after a restart), removed by
 * `done()` once the save it belongs to succeeded, and by `discard()`, never silently.
 */
export interface DraftSpec<T> {
  /** `workspace.editor`; the Drafts list names it by draft-editors.ts. */
  editor: string;
  /** The record edited (`new` for one not yet created); null while it is unknown (nothing is kept). */
  recordKey: string | null;
  /** How the Drafts list names the record ("TCK-100301 · Printer jams"). */
  label: string;
  /** The record's values as the ERP has them now: the form's starting point. */
  initial: T;
}

export interface DraftState<T> {
  /** The stored draft was looked up; before that the form shows `initial`. */
  ready: boolean;
  value: T;
  set: (next: T | ((previous: T) => T)) => void;
  /** The value with every change made so far, also one whose render is still on its way (a transition's). */
  current: () => T;
  /** The record's values when the edit began: what `changedFields` compares against. */
  base: T;
  /** The form differs from what it started from. */
  dirty: boolean;
  /** The record changed in the ERP since the edit began (a colleague, another window). */
  changedMeanwhile: boolean;
  /** When the draft restored on opening was kept; null when the form started afresh. */
  restoredFrom: string | null;
  saveError: AppError | null;
  /** When main last kept this draft on disk (this session). */
  keptAt: string | null;
  /** Back to the record as it is, the draft removed: the user's explicit choice. */
  discard: () => void;
  /** What the draft belongs to was saved or sent: the draft goes, the form now starts from `next`. */
  done: (next?: T) => void;
  /** Continue the edit from the record as it is now (`value` is the form after meeting it). */
  rebase: (current: T, value: T) => void;
}

interface Local<T> {
  forKey: string | null;
  value: T;
  base: T;
  restoredFrom: string | null;
}

export function useDraft<T>(spec: DraftSpec<T>): DraftState<T> {
  const { editor, recordKey, label, initial } = spec;
  // A save of this draft still on its way (the editor was just closed) lands before it is read back.
  const stored = useQuery<{ draft: Draft | null }, AppError>({
    queryKey: queryKeyOf('drafts.get', { editor, recordKey: recordKey ?? '' }),
    queryFn: async () => {
      await flushDraft({ editor, recordKey: recordKey! });
      return call('drafts.get', { editor, recordKey: recordKey! });
    },
    enabled: recordKey !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const [local, setLocal] = useState<Local<T>>({ forKey: null, value: initial, base: initial, restoredFrom: null });
  const [saveError, setSaveError] = useState<AppError | null>(null);
  const [keptAt, setKeptAt] = useState<string | null>(null);
  const latest = useRef(local);
  // What the user typed while the stored draft was still being read: never dropped, it goes on
  // top of the draft once that is in (see `layEditOnto`).
  const [early, setEarly] = useState<{ forKey: string; value: T } | null>(null);
  const earlyRef = useRef(early);
  // Read by this editor, not left in the cache by the last one: an editor closed and opened again
  // at once found the read from before its closing (no draft yet) and started blank, while the
  // draft it had just kept was still on its way.
  const readNow = stored.isSuccess && stored.isFetchedAfterMount;
  const ready = recordKey !== null && readNow && local.forKey === recordKey;

  const initialRef = useRef(initial);
  useLayoutEffect(() => {
    initialRef.current = initial;
  });

  // While the user has changed nothing, the form follows the record as the ERP has it.
  // Written out again only when the editor hands over another value (editors memoise `initial`).
  const initialJson = useMemo(() => canonicalJson(initial), [initial]);
  useEffect(() => {
    const now = latest.current;
    if (now.forKey !== recordKey || !sameValue(now.value, now.base) || sameValue(now.base, initial)) return;
    const next = { ...now, value: initial, base: initial };
    latest.current = next;
    setLocal(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialJson, recordKey]);

  // Leaving the editor (closing, another record) sends what waits at once.
  useEffect(() => {
    if (recordKey === null) return;
    return () => void flushDraft({ editor, recordKey });
  }, [editor, recordKey]);

  const set = useCallback(
    (next: T | ((previous: T) => T)) => {
      const now = latest.current;
      if (recordKey === null) return;
      if (now.forKey !== recordKey) {
        // The stored draft is still being read: shown at once, kept until it is in.
        const from = earlyRef.current?.forKey === recordKey ? earlyRef.current.value : initialRef.current;
        const typed = { forKey: recordKey, value: typeof next === 'function' ? (next as (p: T) => T)(from) : next };
        earlyRef.current = typed;
        setEarly(typed);
        // Sent now too, so a window closed before the read answers keeps it; main lays it onto
        // a draft it keeps (row 355).
        scheduleSave(
          { editor, recordKey, label, value: typed.value as Draft['value'], base: initialRef.current as Draft['base'], ontoKept: true },
          { onSaved: () => setSaveError(null), onFailed: (error) => setSaveError(error as AppError) },
        );
        return;
      }
      const value = typeof next === 'function' ? (next as (p: T) => T)(now.value) : next;
      const updated = { ...now, value };
      latest.current = updated;
      setLocal(updated);
      const ref = { editor, recordKey };
      if (sameValue(value, now.base)) {
        // Back to where it started: nothing is left to keep.
        void cancelSave(ref).then(() => call('drafts.discard', ref));
        return;
      }
      scheduleSave(
        { ...ref, label, value: value as Draft['value'], base: now.base as Draft['base'] },
        {
          onSaved: (savedAt) => (setSaveError(null), setKeptAt(savedAt)),
          onFailed: (error) => setSaveError(error as AppError),
        },
      );
    },
    [editor, recordKey, label],
  );

  // The stored draft (or the record) becomes the form once per record.
  const draft: Draft | null | undefined = stored.data?.draft;
  useEffect(() => {
    if (recordKey === null || !readNow || latest.current.forKey === recordKey) return;
    const restored = draft
      ? { forKey: recordKey, value: draft.value as T, base: (draft.base ?? initial) as T, restoredFrom: draft.savedAt }
      : { forKey: recordKey, value: initial, base: initial, restoredFrom: null };
    const typed = earlyRef.current?.forKey === recordKey ? earlyRef.current.value : null;
    earlyRef.current = null;
    setEarly(null);
    latest.current = restored;
    setLocal(restored);
    // Typed before the draft was in: kept (and saved) on top of it.
    if (typed !== null) set(layEditOnto(restored.value, initial, typed));
    // Only a new record or its stored draft starts the form again; `initial` is followed below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recordKey, readNow, draft]);

  const forget = useCallback(
    (value: T, base: T) => {
      const next = { forKey: recordKey, value, base, restoredFrom: null };
      latest.current = next;
      setLocal(next);
      setSaveError(null);
      setKeptAt(null);
      if (recordKey === null) return;
      const ref = { editor, recordKey };
      void cancelSave(ref).then(() => call('drafts.discard', ref));
    },
    [editor, recordKey],
  );

  const current = useCallback(() => {
    const now = latest.current;
    if (now.forKey === recordKey) return now.value;
    return earlyRef.current?.forKey === recordKey ? earlyRef.current.value : initialRef.current;
  }, [recordKey]);
  const discard = useCallback(() => forget(initial, initial), [forget, initial]);
  const done = useCallback((next?: T) => forget(next ?? latest.current.value, next ?? latest.current.value), [forget]);
  const rebase = useCallback(
    (current: T, value: T) => {
      const next = { ...latest.current, base: current };
      latest.current = next;
      setLocal(next);
      set(value);
    },
    [set],
  );

  const shown = local.forKey === recordKey ? local : { value: early && early.forKey === recordKey ? early.value : initial, base: initial, restoredFrom: null };
  const dirty = !sameValue(shown.value, shown.base);
  return {
    ready,
    value: shown.value,
    set,
    current,
    base: shown.base,
    dirty,
    changedMeanwhile: dirty && !sameValue(shown.base, initial),
    restoredFrom: shown.restoredFrom,
    saveError,
    keptAt: dirty ? keptAt : null,
    discard,
    done,
    rebase,
  };
}
