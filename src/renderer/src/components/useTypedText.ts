import { startTransition, useState } from 'react';

/** How a typed field reads its text: the value to pass on (null when refused) and why it was refused. */
export type TypedReading = { value: string | null; message: string | null };

export interface TypedTextOptions {
  /**
   * The form's render of a key waits behind the field's own: the form takes the value at once (a
   * draft keeps it, a window closed right after loses nothing), but renders it as a transition
   * that the next key interrupts. For a field of a large form whose every key renders much (the
   * configurator). The form's rendered state lags behind the field until the transition lands, so
   * whatever acts on the form must know of that gap (the configurator's FormFollower); never for a
   * field whose Enter acts on the form at once (a scanner's burst ends in Enter).
   */
  deferForm?: boolean;
}

/**
 * The state every typed field shares (numbers, dates): the text exactly as typed, the value passed
 * on to the form, and whether the field was left. A value the form sets itself is shown with `show`.
 */
export function useTypedText(
  value: string,
  show: (value: string) => string,
  read: (text: string) => TypedReading,
  onChange: (value: string, problem: string | null) => void,
  { deferForm = false }: TypedTextOptions = {},
) {
  const [text, setText] = useState(() => show(value));
  const [passedOn, setPassedOn] = useState(value);
  const [received, setReceived] = useState(value);
  const [left, setLeft] = useState(false);
  if (deferForm ? value !== received : value !== passedOn) {
    // The form set the value itself (a default, cleared after booking, sign turned for scrap): show it.
    // A deferred form still holds the value before the last keys until its transition lands, so
    // only a value that changed, and is not the one passed on, is the form's own.
    setReceived(value);
    if (value !== passedOn) {
      setPassedOn(value);
      setText(show(value));
    }
  }
  return {
    text,
    left,
    type: (typed: string) => {
      const next = read(typed);
      setText(typed);
      setLeft(false);
      setPassedOn(next.value ?? typed);
      if (deferForm) startTransition(() => onChange(next.value ?? typed, next.message));
      else onChange(next.value ?? typed, next.message);
    },
    leave: (shownWhenLeft?: string) => {
      setLeft(true);
      if (shownWhenLeft !== undefined) setText(shownWhenLeft);
    },
  };
}
