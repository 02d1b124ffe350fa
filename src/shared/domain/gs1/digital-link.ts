import { aiSpec } from './ais';
import { checkedElement, type Gs1Element } from './elements';
import { problem } from './problems';

/** The primary keys this app reads in a GS1 Digital Link path. */
const PRIMARY_KEYS = new Set(['01', '00']);

/** A web address that may be a GS1 Digital Link (its path carries /01/<gtin> or /00/<sscc>). */
export function looksLikeDigitalLink(text: string): boolean {
  return /^https?:\/\/[^/?#]+(\/[^?#]*)?\/(01|00)\/\d{8,18}(?=[/?#]|$)/i.test(text);
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw problem('badLink', null, `The web address holds “${segment}”, which is not a valid escaped path segment.`);
  }
}

/**
 * The elements of a GS1 Digital Link URI: the primary key and its qualifiers from the path
 * (after any prefix of the domain's own), data attributes from the query (keys that are AIs;
 * others such as linkType are not data). A GTIN of 8, 12 or 13 digits is padded to 14.
 */
export function splitDigitalLink(text: string): Gs1Element[] {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw problem('badLink', null, `${text} is not a valid web address.`);
  }
  const segments = url.pathname.split('/').filter(Boolean).map(decoded);
  const start = segments.findIndex((s, i) => PRIMARY_KEYS.has(s) && (segments.length - i) % 2 === 0);
  if (start < 0) throw problem('badLink', null, `The web address ${text} names no GTIN (/01/…) or SSCC (/00/…): it is no GS1 Digital Link.`);
  const pairs: [string, string][] = [];
  for (let i = start; i < segments.length; i += 2) pairs.push([segments[i]!, segments[i + 1]!]);
  for (const [key, value] of url.searchParams) if (/^\d{2,4}$/.test(key)) pairs.push([key, value]);
  return pairs.map(([ai, value]) => {
    const s = aiSpec(ai);
    if (!s) throw problem('unknownAi', ai, `The web address holds application identifier (${ai}), which this app does not read.`);
    const padded = ai === '01' && /^(\d{8}|\d{12}|\d{13})$/.test(value) ? value.padStart(14, '0') : value;
    return checkedElement(s, padded);
  });
}
