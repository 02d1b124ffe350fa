import { useEffect, useState } from 'react';

/** How long a wait runs before a spinner shows: most answers come sooner, and a spinner flashing on each key is noise. */
const LONG_WAIT_MS = 400;

/**
 * True once `waiting` has held for `ms`, false again at once when it ends. A spinner shown only
 * then spares the screen an animation on every keystroke: while anything animates, Chromium draws
 * on the display's beat, so each key waits for the next beat instead of drawing at once.
 */
export function useLongWait(waiting: boolean, ms = LONG_WAIT_MS): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setLong(true), ms);
    return () => {
      clearTimeout(timer);
      setLong(false);
    };
  }, [waiting, ms]);
  return waiting && long;
}
