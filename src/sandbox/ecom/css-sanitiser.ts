import type { AnyNode, ChildNode, Container, Root } from 'postcss';
import safeParse from 'postcss-safe-parser';

/**
 * What the ERP does to a channel's custom CSS before storing it (docs/api-assumptions.md 166):
 * comments go, `</style` goes (it would end the storefront's style element), `@import` rules go,
 * and any declaration that could run code or fetch from elsewhere goes whole: `expression(...)`,
 * `behavior`/`-moz-binding`, `javascript:`/`vbscript:` and `url()`s that leave the channel's own
 * media or relative paths. Checks look through CSS escapes (`\65 xpression`) and case.
 *
 * The text is read by PostCSS's fault-tolerant parser, so braces and semicolons inside strings
 * (`content: "}"`) are no structure, and malformed CSS is read as a browser would rather than
 * refused. Clean CSS prints back exactly as sent. Text that is no CSS at all (which the tolerant
 * parser keeps in the whitespace around nodes) is dropped.
 */
export interface SanitisedCss {
  css: string;
  /** Each dropped piece, as it was sent (after comment removal). */
  dropped: string[];
}

const COMMENT = /\/\*[\s\S]*?(?:\*\/|$)/g;
const END_STYLE = /<\/style/gi;

/** Decodes CSS escapes (`\6a` and `\j`), folds case and removes whitespace, for the checks only. */
export function decodeForCheck(text: string): string {
  return text
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) || 0xfffd))
    .replace(/\\(.)/g, '$1')
    .toLowerCase()
    .replace(/\s+/g, '');
}

function urlsIn(decoded: string): string[] {
  return [...decoded.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/g)].map((m) => m[2] ?? '');
}

/** A url() target is allowed when it is relative, or under the channel's own media prefix. */
export function allowedUrl(target: string, mediaPrefixes: readonly string[]): boolean {
  if (mediaPrefixes.some((p) => target.startsWith(p.toLowerCase()))) return true;
  if (target.startsWith('//') || target.startsWith('\\\\')) return false;
  return !/^[a-z][a-z0-9+.-]*:/.test(target);
}

function forbidden(piece: string, mediaPrefixes: readonly string[]): boolean {
  const d = decodeForCheck(piece);
  if (/expression\(|javascript:|vbscript:|-moz-binding/.test(d)) return true;
  if (d.startsWith('behavior:') || d.startsWith('behaviour:')) return true;
  return urlsIn(d).some((u) => !allowedUrl(u, mediaPrefixes));
}

/** Comments inside a node (in a selector, a value, between a name and its colon) go; the clean text stays. */
function stripInnerComments(node: ChildNode): void {
  const raws = node.raws as Record<string, unknown>;
  for (const key of ['selector', 'value', 'params']) delete raws[key]; // the node's own field holds the text without comments
  for (const key of ['between', 'afterName', 'important']) {
    const raw = raws[key];
    if (typeof raw === 'string') raws[key] = raw.replace(COMMENT, '');
  }
}

/** The tolerant parser keeps words it cannot place in `before`/`after`; those are no CSS and go. */
function dropJunk(node: AnyNode, dropped: string[]): void {
  const raws = node.raws as Record<string, unknown>;
  for (const key of ['before', 'after']) {
    const raw = raws[key];
    if (typeof raw !== 'string' || raw.trim() === '') continue;
    dropped.push(raw.trim());
    raws[key] = /\s*$/.exec(raw)?.[0] ?? '';
  }
}

/** The text a check reads: an at-rule's name and prelude, a rule's selector, a declaration whole. */
function checkedText(node: ChildNode): string {
  if (node.type === 'atrule') return `@${node.name} ${node.params}`;
  if (node.type === 'rule') return node.selector;
  return node.toString();
}

/** `@\69mport` ends PostCSS's at-rule name at the backslash: with no space after it, the name runs on into the prelude. */
function isImport(node: ChildNode): boolean {
  if (node.type !== 'atrule') return false;
  return decodeForCheck(node.raws.afterName === '' ? node.name + node.params : node.name).startsWith('import');
}

function sanitiseContainer(container: Container, mediaPrefixes: readonly string[], dropped: string[]): void {
  for (const node of [...(container.nodes ?? [])]) {
    if (node.type === 'comment') {
      node.remove();
      continue;
    }
    stripInnerComments(node);
    dropJunk(node, dropped);
    if (isImport(node) || forbidden(checkedText(node), mediaPrefixes)) {
      // A rule or at-rule whose prelude is unsafe goes with its block, so no block is left without one.
      dropped.push(node.toString().trim());
      node.remove();
      continue;
    }
    if (node.type === 'rule' || node.type === 'atrule') sanitiseContainer(node, mediaPrefixes, dropped);
  }
}

export function sanitiseCss(input: string, mediaPrefixes: readonly string[] = []): SanitisedCss {
  const dropped: string[] = [];
  // Removed from the text, strings included: the HTML parser ends the style element wherever it stands.
  const css = input.replace(END_STYLE, (m) => {
    dropped.push(m);
    return '';
  });
  const root = safeParse(css) as Root; // a Document only comes from HTML-aware syntaxes
  sanitiseContainer(root, mediaPrefixes, dropped);
  dropJunk(root, dropped);
  return {
    css: root
      .toString()
      .replace(/[ \t]+\n/g, '\n')
      .trim(),
    dropped,
  };
}
