/** What is wrong with a scanned GS1 label, as a code for tests and logic and a sentence for the user. */
export type Gs1ProblemCode =
  'notGs1' | 'unknownAi' | 'endsEarly' | 'tooLong' | 'badCharacters' | 'badCheckDigit' | 'badDate' | 'badDecimals' | 'repeatedAi' | 'badLink';

export interface Gs1Problem {
  code: Gs1ProblemCode;
  /** The application identifier the problem is about, when there is one. */
  ai: string | null;
  message: string;
}

/** Something a valid label says that deserves a second look (an expiry already passed). */
export interface Gs1Warning {
  code: 'expired' | 'bestBeforePassed';
  ai: string;
  message: string;
}

export class Gs1Error extends Error {
  constructor(readonly problem: Gs1Problem) {
    super(problem.message);
  }
}

export const problem = (code: Gs1ProblemCode, ai: string | null, message: string): Gs1Error => new Gs1Error({ code, ai, message });
