import { TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatExamples } from '@shared/domain/number-format';
import { useNumberFormat } from '../stores/number-format';
import { readTypedDate, writeDate } from './date-typing';
import { useTypedText } from './useTypedText';

export interface DateFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue' | 'type' | 'error'> {
  /** An ISO date ("2026-12-31") or "". */
  value: string;
  /** The ISO date ("" when empty), or the text exactly as typed when it is refused; `problem` then says why. */
  onChange: (value: string, problem: string | null) => void;
  /** A field error from the server; the field's own message wins while shown. */
  error?: ReactNode;
}

/**
 * Every date a person types: in the chosen format ("31.12.2026" in nb-NO, "12/31/2026" in en-US)
 * or as 2026-12-31. What was typed stays on screen as typed; a date the calendar lacks is refused
 * under the field, never moved to another day.
 */
export function DateField({ value, onChange, error, onBlur, ...rest }: DateFieldProps) {
  const format = useNumberFormat();
  const typed = useTypedText(
    value,
    (v) => writeDate(v, format),
    (t) => readTypedDate(t, format),
    onChange,
  );
  const { text, left } = typed;
  const read = readTypedDate(text, format);
  return (
    <TextInput
      placeholder={formatExamples(format).date}
      {...rest}
      type="text"
      autoComplete="off"
      spellCheck={false}
      value={text}
      error={(left && read.message) || error}
      onChange={(event) => typed.type(event.currentTarget.value)}
      onBlur={(event) => {
        typed.leave();
        onBlur?.(event);
      }}
    />
  );
}
