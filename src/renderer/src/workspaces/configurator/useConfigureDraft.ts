import { useLayoutEffect, useState } from 'react';
import { useDraft } from '../../drafts/useDraft';
import { createFormFollower } from './form-follower';
import { emptySession, type ConfigureSession } from './session';

export const CONFIGURATION_EDITOR = 'configurator.configuration';

/** A saved configuration's draft is kept under its number; an unsaved one under `new:<itemNumber>`. */
export function configurationDraftKey(session: Pick<ConfigureSession, 'opened' | 'itemNumber'>): string | null {
  if (session.opened) return session.opened.configurationNumber;
  return session.itemNumber ? `new:${session.itemNumber}` : null;
}

function draftLabel(session: ConfigureSession): string {
  if (session.opened) return [session.opened.configurationNumber, session.opened.title].filter(Boolean).join(' · ');
  return `New · ${session.itemName ?? session.itemNumber ?? ''}`;
}

const sameRecord = (a: ConfigureSession, b: ConfigureSession) => configurationDraftKey(a) === configurationDraftKey(b);

/**
 * The Configure screen's state, kept as a draft of the configuration it belongs to (row 260):
 * switching tab, workspace, configuration or item, and reloading, never lose the answers.
 * `start` is where a record's screen begins (the saved configuration, or a new one of an item);
 * what the user changes from there is the draft.
 */
export function useConfigureDraft() {
  const [start, setStart] = useState<ConfigureSession>(emptySession);
  const recordKey = configurationDraftKey(start);
  const draft = useDraft<ConfigureSession>({ editor: CONFIGURATION_EDITOR, recordKey, label: draftLabel(start), initial: start });
  const session = recordKey === null ? start : draft.value;
  const [follower] = useState(createFormFollower);
  const [changes, setChanges] = useState(0);
  useLayoutEffect(() => follower.rendered(changes), [follower, changes]);

  /**
   * A change on the screen; one that moves to another record (item, configuration) starts that record's screen.
   * Made on the latest value, not this render's: a field's deferred change may not have rendered yet.
   */
  const update = (change: (s: ConfigureSession) => ConfigureSession) => {
    const now = recordKey === null ? start : draft.current();
    const next = change(now);
    // Set with the change, in its transition if it has one: the form has rendered it once this lands.
    setChanges(follower.changed());
    if (recordKey === null || !sameRecord(next, now)) setStart(next);
    else draft.set(next);
  };

  /** Another record on the screen: the draft of the one left stays. */
  const show = (next: ConfigureSession) => setStart(next);

  /** What was on screen was saved as `saved` (a new number for a new one): its draft goes. */
  const saved = (next: ConfigureSession) => {
    draft.done(sameRecord(next, start) ? next : undefined);
    setStart(next);
  };

  return { session, start, draft, update, show, saved, follower };
}
