import { TextInput, type TextInputProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { acceptDecimalTyping, finishDecimal } from './decimal-typing';

export interface DecimalInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue' | 'type' | 'error'> {
  /** The decimal string ("12.5"); never a Number, so no digit is ever lost. */
  value: string;
  onChange: (value: string) => void;
  /** The item's decimalPlaces: more decimals are refused as they are typed. */
  decimalPlaces?: number | null;
  allowNegative?: boolean;
  /** A field error from the server (see useFieldErrors); the field's own rule message wins while shown. */
  error?: ReactNode;
}

/**
 * A quantity or amount field. Keeps only what can become a decimal string: digits, one point
 * (a typed comma becomes one) and a leading minus when allowed. A keystroke that breaks a rule
 * is refused and the rule is named under the field ("At most 2 decimals").
 */
export function DecimalInput({ value, onChange, decimalPlaces, allowNegative = false, error, onBlur, styles, ...rest }: DecimalInputProps) {
  const [ruleMessage, setRuleMessage] = useState<string | null>(null);

  return (
    <TextInput
      {...rest}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      value={value}
      error={ruleMessage ?? error}
      onChange={(event) => {
        const result = acceptDecimalTyping(event.currentTarget.value, { decimalPlaces, allowNegative });
        if (result.ok) {
          setRuleMessage(null);
          onChange(result.value);
        } else {
          // React puts the previous value back, so the refused keystroke never shows.
          setRuleMessage(result.message);
        }
      }}
      onBlur={(event) => {
        const finished = finishDecimal(value);
        if (finished === null) setRuleMessage('Enter a number such as 12 or 12.5');
        else if (finished !== value) onChange(finished);
        onBlur?.(event);
      }}
      styles={{
        ...(typeof styles === 'object' ? styles : {}),
        input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', ...(typeof styles === 'object' ? styles.input : {}) },
      }}
    />
  );
}
