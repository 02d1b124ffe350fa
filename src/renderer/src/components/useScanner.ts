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

/** The focused field as it was when a burst began: what a taken scan puts back. */
type FieldSnapshot = { field: HTMLElement; value: string; start: number | null; end: number | null };

function textOf(field: HTMLElement): { value: string; start: number | null; end: number | null } | null {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return null;
  try {
    return { value: field.value, start: field.selectionStart, end: field.selectionEnd };
  } catch {
    return { value: field.value, start: null, end: null };
  }
}

/** Sets a field's text through the native value setter and an input event, so a controlled field (React) hears it as typing. */
function setFieldText(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Puts a field back to its text before a scan's burst (`was`), or takes the code out from just before the caret. */
function putBack(field: HTMLElement, code: string, snapshot: FieldSnapshot | null): void {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  let was = snapshot?.field === field ? snapshot : null;
  if (!was) {
    const caret = field.selectionStart ?? field.value.length;
    if (field.value.slice(caret - code.length, caret) !== code) return;
    was = { field, value: field.value.slice(0, caret - code.length) + field.value.slice(caret), start: caret - code.length, end: caret - code.length };
  }
  setFieldText(field, was.value);
  if (was.start !== null && was.end !== null) {
    try {
      field.setSelectionRange(was.start, was.end);
    } catch {
      // A field type without a caret: the text is back, which is what matters.
    }
  }
}

function holdsText(field: HTMLElement): field is HTMLInputElement | HTMLTextAreaElement {
  return field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && textOf(field)?.start !== null);
}

function timing() {
  const { thresholdMs, minLength } = useScannerSettings.getState();
  return { thresholdMs, minLength };
}

/**
 * A burst's characters after its first in a text field wait this long for more before they go
 * into the field together (see ScanHub.holdInField).
 */
const FIELD_PAUSE_MS = 40;

/**
 * One keyboard listener for the whole window, however many components use the hook: the keys of
 * a burst must be classified (and held back) once, not once per component. It lives from the
 * first component that listens to the last (see `subscribe`); all its state goes with it.
 * Hand-written on purpose: holding a burst's keys back and replaying them when it was typing is the app's own rule.
 */
class ScanHub {
  readonly listeners: Listener[] = [];
  private state: ScanState = emptyScanState;
  /** Keys held back with no field focused while they might still be a scan. */
  private held: KeyboardEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Events the hub dispatched again itself: they pass untouched. */
  private readonly replayed = new WeakSet<Event>();
  private beforeBurst: FieldSnapshot | null = null;
  /**
   * The characters of a burst in a text field after its first, not yet in the field. A scanner
   * types 20-50 keys in a few milliseconds; drawing the screen again for each (a receipt of 40
   * lines) made a scan take seconds. They go into the field together once the burst pauses for
   * FIELD_PAUSE_MS, or before any other key, so a person typing quickly sees every character
   * within a frame or three. A taken scan puts the field back as it was before the burst either way.
   */
  private fieldHeld: { field: HTMLInputElement | HTMLTextAreaElement; text: string } | null = null;
  private fieldTimer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    // Capture phase on window: runs before any page handler (hotkeys listen on the document).
    window.addEventListener('keydown', this.onKeyDown, true);
    // Leaving the field or pressing anything: what was held is in the field before that is handled.
    window.addEventListener('focusout', this.typeHeld, true);
    window.addEventListener('pointerdown', this.typeHeld, true);
  }

  /** The last listener left: held keys and characters reach the page, and the hub stops listening. */
  close(): void {
    window.removeEventListener('keydown', this.onKeyDown, true);
    window.removeEventListener('focusout', this.typeHeld, true);
    window.removeEventListener('pointerdown', this.typeHeld, true);
    clearTimeout(this.timer);
    this.typeHeld();
    this.state = emptyScanState;
    this.release(this.held.length);
  }

  /** Types the held characters into their field, at its caret, as the user's own typing (an input event, undoable). */
  private readonly typeHeld = (): void => {
    clearTimeout(this.fieldTimer);
    const out = this.fieldHeld;
    this.fieldHeld = null;
    if (!out || !out.field.isConnected) return;
    if (document.activeElement === out.field && document.execCommand('insertText', false, out.text)) return;
    // The focus moved on meanwhile: the text still goes where it was typed.
    const { value, start, end } = textOf(out.field) ?? { value: out.field.value, start: null, end: null };
    const at = start ?? value.length;
    setFieldText(out.field, value.slice(0, at) + out.text + value.slice(end ?? at));
  };

  private holdInField(field: HTMLInputElement | HTMLTextAreaElement, event: KeyboardEvent): void {
    if (this.fieldHeld && this.fieldHeld.field !== field) this.typeHeld();
    this.fieldHeld = { field, text: (this.fieldHeld?.text ?? '') + event.key };
    event.preventDefault();
    event.stopImmediatePropagation();
    clearTimeout(this.fieldTimer);
    this.fieldTimer = setTimeout(this.typeHeld, Math.min(FIELD_PAUSE_MS, timing().thresholdMs + 1));
  }

  /** Hands held keys to the page, oldest first, as if they had just been typed. */
  private release(count: number): void {
    const out = this.held.slice(0, count);
    this.held = this.held.slice(count);
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
      this.replayed.add(copy);
      const target = original.target instanceof Node && original.target.isConnected ? original.target : document.body;
      target.dispatchEvent(copy);
    }
  }

  private releaseWhenExpired(): void {
    clearTimeout(this.timer);
    const rules = timing();
    this.timer = setTimeout(() => {
      if (!burstExpired(this.state, performance.now(), rules)) return;
      this.state = emptyScanState;
      this.release(this.held.length);
    }, rules.thresholdMs + 1);
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (this.replayed.has(event) || event.isComposing || event.repeat) return;
    const active = this.listeners.filter((l) => l.current.enabled !== false);
    if (!active.length) return;
    const stroke: KeyStroke = { key: event.key, at: event.timeStamp, withCommandModifier: event.ctrlKey || event.altKey || event.metaKey };
    const field = isEditable(document.activeElement) ? document.activeElement : null;
    const step = scanStep(this.state, stroke, timing());
    this.state = step.state;

    if (field) {
      // Keys typed into a field reach it (a burst's after its first together, see fieldHeld); a scan
      // there is reported, and a listener that takes it has the burst's text removed from the field again.
      this.release(this.held.length);
      if (step.decision.kind === 'burst' && step.state.buffer.length > 1 && holdsText(field)) return this.holdInField(field, event);
      // Shift before a capital changes nothing; any other key comes after what was held.
      if (step.decision.kind === 'ignored') return;
      this.typeHeld();
      if (step.decision.kind === 'burst' && step.state.buffer.length === 1)
        this.beforeBurst = { field, ...(textOf(field) ?? { value: '', start: null, end: null }) };
      if (step.decision.kind !== 'scan') return;
      const code = step.decision.code;
      let taken = false;
      const take = () => {
        // Read when taken: a listener that takes the scan later finds no snapshot and takes the code from before the caret.
        if (!taken) putBack(field, code, this.beforeBurst);
        taken = true;
      };
      for (const l of active) l.current.onFieldScan?.(code, field, take);
      this.beforeBurst = null;
      if (taken) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
      return;
    }
    this.release(step.released);
    if (step.decision.kind === 'scan') {
      this.held = [];
      clearTimeout(this.timer);
      event.preventDefault();
      event.stopImmediatePropagation();
      active.findLast((l) => l.current.onScan)?.current.onScan?.(step.decision.code);
    } else if (step.decision.kind === 'burst' && isScanCharacter(stroke)) {
      this.held.push(event);
      event.preventDefault();
      event.stopImmediatePropagation();
      this.releaseWhenExpired();
    }
  };
}

/** The hub while any component listens; none otherwise. */
let hub: ScanHub | null = null;

function subscribe(listener: Listener): () => void {
  hub ??= new ScanHub();
  const own = hub;
  own.listeners.push(listener);
  return () => {
    own.listeners.splice(own.listeners.indexOf(listener), 1);
    if (own.listeners.length) return;
    own.close();
    if (hub === own) hub = null;
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
