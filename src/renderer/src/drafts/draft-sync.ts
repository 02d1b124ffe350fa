import { call } from '../api/client';
import { createDraftThrottle } from '@shared/domain/draft-throttle';

/**
 * The window's drafts go to main through the contract, and every waiting change is sent at once
 * when the window is hidden, loses focus or unloads (the bridge sends small calls with keepalive).
 */
const throttle = createDraftThrottle((draft) => call('drafts.save', draft));

export const scheduleSave = throttle.schedule;
export const flushDraft = throttle.flush;
export const cancelSave = throttle.cancel;
export const flushAllDrafts = throttle.flushAll;

if (typeof window !== 'undefined') {
  const flush = () => void flushAllDrafts();
  window.addEventListener('blur', flush);
  window.addEventListener('pagehide', flush);
  window.addEventListener('beforeunload', flush);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
}
