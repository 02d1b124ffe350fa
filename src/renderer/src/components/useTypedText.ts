import { useState } from 'react';

/** How a typed field reads its text: the value to pass on (null when refused) and why it was refused. */
export type TypedReading = { value: string | null; message: string | null };

/**
 * The state every typed field shares (numbers, dates): the text exactly as typed, the value passed
 * on to the form, and whether the field was left. A value the form sets itself is shown with `show`.
 */
export function useTypedText(
  value: string,
  show: (value: string) => string,
  read: (text: string) => TypedReading,
  onChange: (value: string, problem: string | null) => void,
) {
  const [text, setText] = useState(() => show(value));
  const [passedOn, setPassedOn] = useState(value);
  const [left, setLeft] = useState(false);
  if (value !== passedOn) {
    // The form set the value itself (a default, cleared after booking, sign turned for scrap): show it.
    setPassedOn(value);
    setText(show(value));
  }
  return {
    text,
    left,
    type: (typed: string) => {
      const next = read(typed);
      setText(typed);
      setLeft(false);
      setPassedOn(next.value ?? typed);
      onChange(next.value ?? typed, next.message);
    },
    leave: (shownWhenLeft?: string) => {
      setLeft(true);
      if (shownWhenLeft !== undefined) setText(shownWhenLeft);
    },
  };
}
