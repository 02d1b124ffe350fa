import { useSyncExternalStore } from 'react';

/**
 * Whether the rendered form has caught up with the last change made to it. The form's number
 * fields hand their keys over as a transition (deferForm), so a key draws its field first and the
 * form a few milliseconds later. In that gap the form on screen is the one before the key: the
 * price card and the actions hear of the change here, in the key's own render, and wait for it.
 */
export interface FormFollower {
  /** A change was made; returns its number, which the form's state carries with the change. */
  changed: () => number;
  /** The form rendered every change up to number `seen`. */
  rendered: (seen: number) => void;
  behind: () => boolean;
  subscribe: (listener: () => void) => () => void;
}

export function createFormFollower(): FormFollower {
  let made = 0;
  let seen = 0;
  const listeners = new Set<() => void>();
  const tell = () => listeners.forEach((listener) => listener());
  return {
    changed: () => {
      made += 1;
      if (made === seen + 1) tell();
      return made;
    },
    rendered: (upTo) => {
      const wasBehind = seen < made;
      seen = Math.max(seen, upTo);
      if (wasBehind && seen >= made) tell();
    },
    behind: () => seen < made,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** True while the form on screen is behind a change made to it; renders the caller at once when that changes. */
export function useFormBehind(follower: FormFollower): boolean {
  return useSyncExternalStore(follower.subscribe, follower.behind);
}
