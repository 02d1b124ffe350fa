/**
 * Tells a keyboard-wedge barcode scan from typing by keystroke timing. A scanner "types" the
 * whole code in a burst a person cannot match, then presses Enter; so a scan is at least
 * `minLength` printable keys, each within `thresholdMs` of the one before, ended by an Enter
 * that also comes within `thresholdMs`. Pure and DOM-free, so the rules are unit tested;
 * useScanner feeds it real key events.
 */

export interface ScanTiming {
  /** Longest gap between two keys of one scan, in milliseconds. */
  thresholdMs: number;
  /** Fewest printable characters a scan has (shorter bursts are someone quick on the keys). */
  minLength: number;
}

export interface KeyStroke {
  /** KeyboardEvent.key */
  key: string;
  /** Milliseconds, from any monotonic clock (event.timeStamp). */
  at: number;
  /** Ctrl, Alt or Meta held: a shortcut, never part of a scan. (Shift is: it makes capitals.) */
  withCommandModifier?: boolean;
}

export interface ScanState {
  /** The printable keys of the burst that may still become a scan. */
  buffer: string;
  /** When the last key of the burst arrived; null when there is no burst. */
  lastAt: number | null;
}

export type ScanDecision =
  /** A printable key that belongs to a burst which may still become a scan. */
  | { kind: 'burst' }
  /** Enter ended a burst that is a scan. */
  | { kind: 'scan'; code: string }
  /** Not part of a scan (slow typing, another key, a short burst); the burst is over. */
  | { kind: 'other' }
  /** A modifier key on its own (Shift before a capital): changes nothing. */
  | { kind: 'ignored' };

export interface ScanStep {
  state: ScanState;
  decision: ScanDecision;
  /**
   * How many keys of the previous burst turned out not to be a scan. A caller that held those
   * keys back (global mode) hands them to the page now, oldest first.
   */
  released: number;
}

export const emptyScanState: ScanState = { buffer: '', lastAt: null };

const modifierKeys = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock', 'NumLock', 'Fn']);

/** A key that types one visible character. Space is left out: it activates buttons and checkboxes. */
export function isScanCharacter(stroke: KeyStroke): boolean {
  return stroke.key.length === 1 && stroke.key !== ' ' && !stroke.withCommandModifier;
}

/** Feed one key; returns the new state, what the key is, and how much of the old burst was released. */
export function scanStep(state: ScanState, stroke: KeyStroke, timing: ScanTiming): ScanStep {
  if (modifierKeys.has(stroke.key) && !stroke.withCommandModifier) {
    return { state, decision: { kind: 'ignored' }, released: 0 };
  }
  const inTime = state.lastAt !== null && stroke.at - state.lastAt <= timing.thresholdMs;
  if (isScanCharacter(stroke)) {
    if (inTime) return { state: { buffer: state.buffer + stroke.key, lastAt: stroke.at }, decision: { kind: 'burst' }, released: 0 };
    // Too slow to continue the burst: whatever was buffered was typing; this key may start a new one.
    return { state: { buffer: stroke.key, lastAt: stroke.at }, decision: { kind: 'burst' }, released: state.buffer.length };
  }
  if (stroke.key === 'Enter' && !stroke.withCommandModifier && inTime && state.buffer.length >= timing.minLength) {
    return { state: emptyScanState, decision: { kind: 'scan', code: state.buffer }, released: 0 };
  }
  return { state: emptyScanState, decision: { kind: 'other' }, released: state.buffer.length };
}

/** True when no key can arrive in time any more to continue the burst (time to release held keys). */
export function burstExpired(state: ScanState, now: number, timing: ScanTiming): boolean {
  return state.lastAt !== null && now - state.lastAt > timing.thresholdMs;
}

/** Runs a whole key sequence through the classifier and returns the codes it recognised as scans. */
export function findScans(strokes: readonly KeyStroke[], timing: ScanTiming): string[] {
  let state = emptyScanState;
  const scans: string[] = [];
  for (const stroke of strokes) {
    const step = scanStep(state, stroke, timing);
    state = step.state;
    if (step.decision.kind === 'scan') scans.push(step.decision.code);
  }
  return scans;
}
