/**
 * The catalogue's search index stand-in (docs/api-assumptions.md 162): words are folded to lower
 * case without accents; a query word matches a product word exactly, as a prefix (3+ letters), through
 * a synonym, or within a typo budget (one edit from 4 letters, two from 8; a swap of two
 * neighbouring letters is one edit). Every query word must
 * match somewhere; the score orders results by relevance.
 */
export const SYNONYMS: Record<string, readonly string[]> = {
  jacket: ['coat', 'anorak', 'parka'],
  tent: ['shelter'],
  boot: ['shoe', 'shoes', 'boots'],
  stove: ['burner', 'cooker'],
  headlamp: ['torch', 'flashlight', 'lamp'],
  trousers: ['pants'],
  kayak: ['canoe'],
  rope: ['line'],
};

/** Both directions: a query word maps to every word it is a synonym of, and back. */
const SYNONYM_OF = new Map<string, Set<string>>();
for (const [word, others] of Object.entries(SYNONYMS)) {
  for (const a of [word, ...others]) {
    const set = SYNONYM_OF.get(a) ?? new Set<string>();
    for (const b of [word, ...others]) if (b !== a) set.add(b);
    SYNONYM_OF.set(a, set);
  }
}

export function words(text: string | null | undefined): string[] {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
}

export function typoBudget(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/** Edit distance counting a swap of two neighbouring letters as one edit (optimal string alignment), stopping once above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, (before[j - 2] ?? 0) + 1);
      row.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    before = prev;
    prev = row;
  }
  return prev[b.length] ?? max + 1;
}

/** How well one query word matches a set of document words: 0 none, up to 4 exact. */
function wordScore(q: string, doc: readonly string[]): number {
  let best = 0;
  const synonyms = SYNONYM_OF.get(q);
  for (const w of doc) {
    if (w === q) return 4;
    if (synonyms?.has(w) || synonyms?.has(w.replace(/s$/, ''))) best = Math.max(best, 3);
    else if (q.length >= 3 && w.startsWith(q)) best = Math.max(best, 2);
    else if (typoBudget(q) > 0 && editDistance(q, w, typoBudget(q)) <= typoBudget(q)) best = Math.max(best, 1);
  }
  return best;
}

/**
 * Score of a document for a query: 0 when some query word matches nowhere. Name words weigh
 * double against the other fields (description, category, item number, attributes).
 */
export function relevance(query: string, name: string, other: string): number {
  const q = words(query);
  if (q.length === 0) return 0;
  const nameWords = words(name);
  const otherWords = words(other);
  let total = 0;
  for (const w of q) {
    const s = Math.max(wordScore(w, nameWords) * 2, wordScore(w, otherWords));
    if (s === 0) return 0;
    total += s;
  }
  return total;
}
