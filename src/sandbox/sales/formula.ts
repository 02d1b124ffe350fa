import Decimal from 'decimal.js';

/**
 * Formulas of Calculated features: feature codes, decimal numbers, + - * / and parentheses,
 * evaluated with exact decimals. A missing input or a division by zero gives null (no value),
 * never a number that merely looks right.
 */
type Token = { kind: 'num'; value: Decimal } | { kind: 'id'; name: string } | { kind: 'op'; op: string };

function tokenize(formula: string): Token[] {
  const tokens: Token[] = [];
  const re = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|([-+*/()]))/y;
  let m: RegExpExecArray | null;
  while (re.lastIndex < formula.length && (m = re.exec(formula))) {
    if (m[1] !== undefined) tokens.push({ kind: 'num', value: new Decimal(m[1]) });
    else if (m[2] !== undefined) tokens.push({ kind: 'id', name: m[2] });
    else if (m[3] !== undefined) tokens.push({ kind: 'op', op: m[3] });
  }
  if (formula.slice(re.lastIndex).trim() !== '') throw new Error(`Formula '${formula}' has an unexpected character at ${re.lastIndex}.`);
  return tokens;
}

/** The feature codes a formula reads. */
export function formulaInputs(formula: string): string[] {
  return tokenize(formula).flatMap((t) => (t.kind === 'id' ? [t.name] : []));
}

export function evaluateFormula(formula: string, values: ReadonlyMap<string, Decimal>): Decimal | null {
  const tokens = tokenize(formula);
  let at = 0;
  const peek = (): Token | undefined => tokens[at];
  const isOp = (op: string) => {
    const t = peek();
    return t?.kind === 'op' && t.op === op;
  };

  function factor(): Decimal | null {
    const t = tokens[at++];
    if (!t) throw new Error(`Formula '${formula}' ends too early.`);
    if (t.kind === 'num') return t.value;
    if (t.kind === 'id') return values.get(t.name) ?? null;
    if (t.op === '-') {
      const v = factor();
      return v === null ? null : v.negated();
    }
    if (t.op === '(') {
      const v = expression();
      if (!isOp(')')) throw new Error(`Formula '${formula}' misses a ')'.`);
      at++;
      return v;
    }
    throw new Error(`Formula '${formula}' has an unexpected '${t.op}'.`);
  }

  function term(): Decimal | null {
    let left = factor();
    while (isOp('*') || isOp('/')) {
      const op = (tokens[at++] as { op: string }).op;
      const right = factor();
      if (left === null || right === null) left = null;
      else if (op === '*') left = left.times(right);
      else left = right.isZero() ? null : left.div(right);
    }
    return left;
  }

  function expression(): Decimal | null {
    let left = term();
    while (isOp('+') || isOp('-')) {
      const op = (tokens[at++] as { op: string }).op;
      const right = term();
      left = left === null || right === null ? null : op === '+' ? left.plus(right) : left.minus(right);
    }
    return left;
  }

  const result = expression();
  if (at !== tokens.length) throw new Error(`Formula '${formula}' has trailing input.`);
  return result;
}
