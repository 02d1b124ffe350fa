import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { numberFormatLocales, numberFormatOf, type NumberFormatLocale, type NumberFormatSpec } from '@shared/domain/number-format';
import { numberFormat } from '@shared/domain/intl-formats';

/**
 * The number and date format, kept per machine beside the scanner settings (localStorage): the
 * operating system's by default, or one chosen for people whose system is set otherwise.
 */
export type NumberFormatChoice = 'system' | NumberFormatLocale;

interface NumberFormatState {
  choice: NumberFormatChoice;
  choose: (choice: NumberFormatChoice) => void;
}

const isChoice = (value: unknown): value is NumberFormatChoice => value === 'system' || numberFormatLocales.includes(value as NumberFormatLocale);

export const useNumberFormatChoice = create<NumberFormatState>()(
  persist((set) => ({ choice: 'system', choose: (choice) => set({ choice: isChoice(choice) ? choice : 'system' }) }), {
    name: 'quartermaster.number-format',
    version: 1,
    storage: createJSONStorage(() => localStorage),
    partialize: ({ choice }) => ({ choice }),
    merge: (stored, current) => ({
      ...current,
      choice: isChoice((stored as { choice?: unknown } | undefined)?.choice) ? (stored as { choice: NumberFormatChoice }).choice : 'system',
    }),
  }),
);

/** The locale figures and dates are written in: the chosen one, else the system's. */
export function localeOf(choice: NumberFormatChoice): string {
  return choice === 'system' ? numberFormat().resolvedOptions().locale : choice;
}

/** For display: the chosen locale, or undefined for the system's (Intl's default, nothing to work out). */
export function currentLocale(): string | undefined {
  const { choice } = useNumberFormatChoice.getState();
  return choice === 'system' ? undefined : choice;
}

/** For plain functions (validation outside a component): the format now. */
export function currentNumberFormat(): NumberFormatSpec {
  return numberFormatOf(localeOf(useNumberFormatChoice.getState().choice));
}

/** For components: the format, re-rendering when the user changes it. */
export function useNumberFormat(): NumberFormatSpec {
  return numberFormatOf(localeOf(useNumberFormatChoice((s) => s.choice)));
}
