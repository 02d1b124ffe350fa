import { aiAt, aiSpec, CSET82, PREDEFINED_LENGTHS, type AiSpec } from './ais';
import { problem } from './problems';

/** One element of a label: its AI and the data as printed. */
export interface Gs1Element {
  ai: string;
  title: string;
  value: string;
}

/** FNC1 in a scanned string: the ASCII group separator. */
export const GS = '\u001d';

const named = (s: AiSpec) => `AI (${s.ai}) ${s.title}`;
const what = (s: AiSpec, n: number) => `${n} ${s.numeric ? (n === 1 ? 'digit' : 'digits') : n === 1 ? 'character' : 'characters'}`;

/** Checks one element's data against its AI's length and character rules. */
export function checkedElement(s: AiSpec, value: string): Gs1Element {
  if (value.length === 0) throw problem('endsEarly', s.ai, `${named(s)} has no data: the label ends right after it.`);
  if (s.fixed && value.length < s.length) {
    throw problem('endsEarly', s.ai, `${named(s)} needs ${what(s, s.length)}, but the label ends after ${value.length} (${value}).`);
  }
  if (value.length > s.length) {
    throw problem(
      'tooLong',
      s.ai,
      `${named(s)} holds at most ${what(s, s.length)}, but ${value.length} follow it: a separator (FNC1) is missing after it, or the label is damaged.`,
    );
  }
  if (s.numeric ? !/^\d+$/.test(value) : !CSET82.test(value)) {
    throw problem(
      'badCharacters',
      s.ai,
      `${named(s)} “${value}” holds characters it may not: ${s.numeric ? 'only digits are allowed' : 'only the GS1 character set is allowed'}.`,
    );
  }
  return { ai: s.ai, title: s.title, value };
}

function unknownAi(text: string, position: number): never {
  const digits = /^\d{2,4}/.exec(text)?.[0];
  if (!digits)
    throw problem('unknownAi', null, `The label has “${text.slice(0, 8)}” at character ${position + 1} where an application identifier (digits) should be.`);
  if (/^31[0-6][6-9]/.test(text)) {
    throw problem('badDecimals', digits.slice(0, 4), `AI (${digits.slice(0, 4)}) asks for ${digits[3]} decimals, but a measure has at most 5.`);
  }
  const prefix = digits.slice(0, 2);
  const fixed = PREDEFINED_LENGTHS[prefix] !== undefined;
  throw problem(
    'unknownAi',
    prefix,
    `The label holds an application identifier starting (${prefix}) at character ${position + 1}${fixed ? '' : ' of unknown length'} that this app does not read.`,
  );
}

/**
 * Splits a plain element string (no symbology prefix) into elements. Fixed-length elements end by
 * their length; the others at a group separator or the string's end. A separator after a
 * fixed-length element is allowed (some printers put one there).
 */
export function splitElementString(text: string): Gs1Element[] {
  const out: Gs1Element[] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] === GS) {
      at++;
      continue;
    }
    const rest = text.slice(at);
    const s = aiAt(rest);
    if (!s) unknownAi(rest, at);
    const start = s.ai.length;
    if (s.fixed) {
      const data = rest.slice(start, start + s.length);
      const cut = data.indexOf(GS);
      out.push(checkedElement(s, cut < 0 ? data : data.slice(0, cut)));
      at += start + s.length;
    } else {
      const end = rest.indexOf(GS, start);
      out.push(checkedElement(s, rest.slice(start, end < 0 ? undefined : end)));
      at += end < 0 ? rest.length : end;
    }
  }
  return out;
}

/** The human-readable form printed under a barcode: "(01)09506000134352(10)ABC". */
export function splitBracketed(text: string): Gs1Element[] {
  const out: Gs1Element[] = [];
  const pattern = /\((\d{2,4})\)([^(]*)/y;
  let match: RegExpExecArray | null;
  let at = 0;
  while (at < text.length && (match = pattern.exec(text))) {
    const s = aiSpec(match[1]!);
    if (!s) unknownAi(match[1]!, at + 1);
    out.push(checkedElement(s, match[2]!.trim()));
    at = pattern.lastIndex;
  }
  if (at < text.length) throw problem('unknownAi', null, `The label has “${text.slice(at, at + 8)}” at character ${at + 1} where “(AI)” should be.`);
  return out;
}
