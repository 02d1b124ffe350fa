import { useEffect, useRef } from 'react';
import { burstExpired, emptyScanState, isScanCharacter, scanStep, type KeyStroke, type ScanState } from './scan-classifier';
import { useScannerSettings } from './scanner-settings';
import { takesText, type FocusedElement } from './typing-target';

export interface UseScannerOptions {
  /**
   * A scan while no field is focused; its keystrokes never reach the page. When several mounted
   * components listen, the one mounted last gets it (a dialog over a workspace, say).
   */
  onScan?: (code: string) => void;
  /**
   * A scan typed into the focused field. The field keeps the text unless the listener calls
   * `take()`: that puts the field back as it was before the burst (what the user had typed
   * stays) and swallows the scan's Enter, so the scan can be handled like one with no field focused.
   */
  onFieldScan?: (code: string, field: HTMLElement, take: () => void) => void;
  /** Off while something else owns the keyboard. Default true. */
  enabled?: boolean;
}

/** Inputs, textareas, selects and contenteditable: where keys type text (typing-target.ts). */
export function isEditable(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && takesText(element as HTMLElement & FocusedElement);
}

type Listener = { current: UseScannerOptions };

/**
 * One keyboard listener for the whole window, however many components use the hook: the
 * keys of a burst must be classified (and held back) once, not once per component.
 * Hand-written on purpose: holding a burst's keys back and replaying them when it was typing is the app's own rule.
 */
const listeners: Listener[] = [];
let state: ScanState = emptyScanState;
let held: KeyboardEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
/** Events the hub dispatched again itself: they pass untouched. */
const replayed = new WeakSet<Event>();
/** The focused field as it was when the current burst began: what a taken scan puts back. */
let beforeBurst: { field: HTMLElement; value: string; start: number | null; end: number | null } | null = null;

function textOf(field: HTMLElement): { value: string; start: number | null; end: number | null } | null {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return null;
  try {
    return { value: field.value, start: field.selectionStart, end: field.selectionEnd };
  } catch {
    return { value: field.value, start: null, end: null };
  }
}

/**
 * Puts a field back to its text before a scan's burst, through the native value setter and an
 * input event, so a controlled field (React) hears it as it hears typing.
 */
function putBack(field: HTMLElement, code: string): void {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  let was = beforeBurst?.field === field ? beforeBurst : null;
  if (!was) {
    // No snapshot (the burst began elsewhere): take the code out from just before the caret.
    const caret = field.selectionStart ?? field.value.length;
    if (field.value.slice(caret - code.length, caret) !== code) return;
    was = { field, value: field.value.slice(0, caret - code.length) + field.value.slice(caret), start: caret - code.length, end: caret - code.length };
  }
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, was.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (was.start !== null && was.end !== null) {
    try {
      field.setSelectionRange(was.start, was.end);
    } catch {
      // A field type without a caret: the text is back, which is what matters.
    }
  }
}

/**
 * The characters of a burst in a text field after its first, not yet in the field. A scanner
 * types 20-50 keys in a few milliseconds; drawing the screen again for each (a receipt of 40
 * lines) made a scan take seconds. They go into the field together once the burst pauses for
 * FIELD_PAUSE_MS, or before any other key, so a person typing quickly sees every character
 * within a frame or three. A taken scan puts the field back as it was before the burst either way.
 */
let fieldHeld: { field: HTMLInputElement | HTMLTextAreaElement; text: string } | null = null;
let fieldTimer: ReturnType<typeof setTimeout> | undefined;
const FIELD_PAUSE_MS = 40;

function holdsText(field: HTMLElement): field is HTMLInputElement | HTMLTextAreaElement {
  return field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && textOf(field)?.start !== null);
}

/** Types the held characters into their field, at its caret, as the user's own typing (an input event, undoable). */
function typeHeld(): void {
  clearTimeout(fieldTimer);
  const out = fieldHeld;
  fieldHeld = null;
  if (!out || !out.field.isConnected) return;
  if (document.activeElement === out.field && document.execCommand('insertText', false, out.text)) return;
  // The focus moved on meanwhile: the text still goes where it was typed.
  const { value, start, end } = textOf(out.field) ?? { value: out.field.value, start: null, end: null };
  const at = start ?? value.length;
  const prototype = out.field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(out.field, value.slice(0, at) + out.text + value.slice(end ?? at));
  out.field.dispatchEvent(new Event('input', { bubbles: true }));
}

function holdInField(field: HTMLInputElement | HTMLTextAreaElement, event: KeyboardEvent): void {
  if (fieldHeld && fieldHeld.field !== field) typeHeld();
  fieldHeld = { field, text: (fieldHeld?.text ?? '') + event.key };
  event.preventDefault();
  event.stopImmediatePropagation();
  clearTimeout(fieldTimer);
  fieldTimer = setTimeout(typeHeld, Math.min(FIELD_PAUSE_MS, timing().thresholdMs + 1));
}

function timing() {
  const { thresholdMs, minLength } = useScannerSettings.getState();
  return { thresholdMs, minLength };
}

/** Hands held keys to the page, oldest first, as if they had just been typed. */
function release(count: number): void {
  const out = held.slice(0, count);
  held = held.slice(count);
  for (const original of out) {
    const copy = new KeyboardEvent(original.type, {
      key: original.key,
      code: original.code,
      location: original.location,
      shiftKey: original.shiftKey,
      ctrlKey: original.ctrlKey,
      altKey: original.altKey,
      metaKey: original.metaKey,
      bubbles: true,
      cancelable: true,
      composed: true,
    });
    replayed.add(copy);
    const target = original.target instanceof Node && original.target.isConnected ? original.target : document.body;
    target.dispatchEvent(copy);
  }
}

function releaseWhenExpired(): void {
  clearTimeout(timer);
  const rules = timing();
  timer = setTimeout(() => {
    if (!burstExpired(state, performance.now(), rules)) return;
    state = emptyScanState;
    release(held.length);
  }, rules.thresholdMs + 1);
}

function onKeyDown(event: KeyboardEvent): void {
  if (replayed.has(event) || event.isComposing || event.repeat) return;
  const active = listeners.filter((l) => l.current.enabled !== false);
  if (!active.length) return;
  const stroke: KeyStroke = { key: event.key, at: event.timeStamp, withCommandModifier: event.ctrlKey || event.altKey || event.metaKey };
  const field = isEditable(document.activeElement) ? document.activeElement : null;
  const step = scanStep(state, stroke, timing());
  state = step.state;

  if (field) {
    // Keys typed into a field reach it (a burst's after its first together, see fieldHeld); a scan
    // there is reported, and a listener that takes it has the burst's text removed from the field again.
    release(held.length);
    if (step.decision.kind === 'burst' && step.state.buffer.length > 1 && holdsText(field)) return holdInField(field, event);
    // Shift before a capital changes nothing; any other key comes after what was held.
    if (step.decision.kind === 'ignored') return;
    typeHeld();
    if (step.decision.kind === 'burst' && step.state.buffer.length === 1) beforeBurst = { field, ...(textOf(field) ?? { value: '', start: null, end: null }) };
    if (step.decision.kind !== 'scan') return;
    const code = step.decision.code;
    let taken = false;
    const take = () => {
      if (!taken) putBack(field, code);
      taken = true;
    };
    for (const l of active) l.current.onFieldScan?.(code, field, take);
    beforeBurst = null;
    if (taken) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
    return;
  }
  release(step.released);
  if (step.decision.kind === 'scan') {
    held = [];
    clearTimeout(timer);
    event.preventDefault();
    event.stopImmediatePropagation();
    active.findLast((l) => l.current.onScan)?.current.onScan?.(step.decision.code);
  } else if (step.decision.kind === 'burst' && isScanCharacter(stroke)) {
    held.push(event);
    event.preventDefault();
    event.stopImmediatePropagation();
    releaseWhenExpired();
  }
}

function subscribe(listener: Listener): () => void {
  // Capture phase on window: runs before any page handler (hotkeys listen on the document).
  if (!listeners.length) {
    window.addEventListener('keydown', onKeyDown, true);
    // Leaving the field or pressing anything: what was held is in the field before that is handled.
    window.addEventListener('focusout', typeHeld, true);
    window.addEventListener('pointerdown', typeHeld, true);
  }
  listeners.push(listener);
  return () => {
    listeners.splice(listeners.indexOf(listener), 1);
    if (listeners.length) return;
    window.removeEventListener('keydown', onKeyDown, true);
    window.removeEventListener('focusout', typeHeld, true);
    window.removeEventListener('pointerdown', typeHeld, true);
    clearTimeout(timer);
    typeHeld();
    state = emptyScanState;
    release(held.length);
  };
}

/**
 * Listens for keyboard-wedge barcode scans anywhere in the window, told from typing by timing
 * (see scan-classifier.ts; the threshold is the stored scanner setting).
 *
 * With no field focused, printable keys are held back while they might still be a scan, so a
 * scanned code never triggers shortcuts or other key handlers. When the burst turns out to be
 * typing, the held keys are dispatched again, in order, a threshold later (about 35 ms, which
 * nobody notices), so shortcuts keep working. With a field focused, every key reaches the field
 * (a burst's characters after its first together, within 40 ms) and a scan is reported; a
 * listener that takes it (onFieldScan's `take`) has the scanned characters removed from the
 * field again, leaving what the user had typed there.
 */
export function useScanner(options: UseScannerOptions): void {
  // The latest callbacks, without re-subscribing on every render.
  const listener = useRef(options);
  useEffect(() => {
    listener.current = options;
  });
  useEffect(() => subscribe(listener), []);
}
