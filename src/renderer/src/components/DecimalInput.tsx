import { TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNumberFormat } from '../stores/number-format';
import { readTypedDecimal, shownWhenLeft, widthInCharacters, type DecimalRules } from './decimal-typing';
import { useTypedText } from './useTypedText';

export interface DecimalInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue' | 'type' | 'error' | 'min' | 'max'> {
  /** The decimal string ("12.5"); never a Number, so no digit is ever lost. */
  value: string;
  /**
   * The invariant decimal string ("" when empty), or the text exactly as typed when it is
   * refused; `problem` then says why, so a form or filter never takes a refused text as a number.
   */
  onChange: (value: string, problem: string | null) => void;
  /** The item's decimalPlaces: more decimals are refused with the rule named under the field. */
  decimalPlaces?: number | null;
  allowNegative?: boolean;
  min?: string;
  max?: string;
  /** A field error from the server (see useFieldErrors); the field's own rule message wins while shown. */
  error?: ReactNode;
  /** The form's render of a key waits behind the field's own (see TypedTextOptions). */
  deferForm?: boolean;
}

/**
 * Every number a person types: quantities, amounts, filters and settings. What was typed stays
 * on screen as typed; a text that breaks a rule is refused with the rule named under the field,
 * never altered into another number (see readTypedDecimal).
 */
export function DecimalInput({
  value,
  onChange,
  decimalPlaces,
  allowNegative = false,
  min,
  max,
  error,
  deferForm,
  onBlur,
  styles,
  ...rest
}: DecimalInputProps) {
  const field = typeof rest.label === 'string' ? rest.label : rest['aria-label'];
  const format = useNumberFormat();
  const rules: DecimalRules = { decimalPlaces, allowNegative, min, max, format, ...(field ? { field } : {}) };
  const typed = useTypedText(
    value,
    (v) => v,
    (t) => readTypedDecimal(t, rules),
    onChange,
    { deferForm },
  );
  const { text, left } = typed;
  const read = readTypedDecimal(text, rules);
  // A number still being written ("-") is only refused once the field is left.
  const ownMessage = read.message !== null && (!read.incomplete || left) ? read.message : null;

  return (
    <TextInput
      {...rest}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      value={text}
      error={ownMessage ?? error}
      onChange={(event) => typed.type(event.currentTarget.value)}
      onBlur={(event) => {
        typed.leave(shownWhenLeft(text, rules));
        onBlur?.(event);
      }}
      styles={{
        ...(typeof styles === 'object' ? styles : {}),
        // Never narrower than its figure: a cell in a crowded table would otherwise hide the last digits.
        root: { minWidth: `calc(${widthInCharacters(text)}ch + 1.75rem)`, ...(typeof styles === 'object' ? styles.root : {}) },
        input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', ...(typeof styles === 'object' ? styles.input : {}) },
      }}
    />
  );
}
