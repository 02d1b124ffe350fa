import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from '../../../src/shared/contract';

/**
 * Every string the window may send to main has a maximum length: the input is untrusted
 * (a compromised renderer), and an unbounded string ends up in files, logs and ERP calls.
 */
function unboundedStrings(schema: z.ZodType, path: string, found: string[], seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return found;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const walk = (child: unknown, at: string) => unboundedStrings(child as z.ZodType, at, found, seen);
  switch (def.type) {
    case 'string':
      if ((schema as z.ZodString).maxLength === null) found.push(path || '(input)');
      break;
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) walk(child, path ? `${path}.${key}` : key);
      if (def.catchall) walk(def.catchall, `${path}[*]`);
      break;
    case 'array':
      walk(def.element, `${path}[]`);
      break;
    case 'record':
      walk(def.keyType, `${path}{key}`);
      walk(def.valueType, `${path}{}`);
      break;
    case 'union':
      (def.options as unknown[]).forEach((o, i) => walk(o, `${path}|${i}`));
      break;
    case 'intersection':
      walk(def.left, path);
      walk(def.right, path);
      break;
    case 'tuple':
      (def.items as unknown[]).forEach((o, i) => walk(o, `${path}[${i}]`));
      break;
    case 'pipe':
      walk(def.in, path);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      walk(def.innerType, path);
      break;
    case 'lazy':
      walk((def.getter as () => unknown)(), path);
      break;
  }
  return found;
}

describe('the contract bounds every string the window sends', () => {
  it('gives each string in each call input a maximum length', () => {
    const offenders = Object.entries(contract).flatMap(([name, spec]) => unboundedStrings(spec.input, '', []).map((p) => `${name}: ${p}`));
    expect(offenders).toEqual([]);
  });

  it('bounds the storefront domain of connections.resolveTenant to a DNS name (253 characters)', () => {
    const input = contract['connections.resolveTenant'].input;
    expect(input.safeParse({ ecomBaseUrl: 'https://erp.example.com/ecom', domain: `${'a'.repeat(250)}.com` }).success).toBe(false);
    expect(input.safeParse({ ecomBaseUrl: 'https://erp.example.com/ecom', domain: 'shop.example.com' }).success).toBe(true);
  });

  it('finds an unbounded string (the check itself works)', () => {
    expect(unboundedStrings(z.object({ a: z.string().max(5), b: z.array(z.object({ c: z.string().nullable() })) }), '', [])).toEqual(['b[].c']);
  });
});
