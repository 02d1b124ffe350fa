import { describe, expect, it } from 'vitest';
import { contract } from '../../../src/shared/contract';
import { callScopes, missingScopeReason, type ScopedCall } from '../../../src/shared/domain/scopes';

const names = Object.keys(callScopes) as ScopedCall[];

describe('the scope each call needs', () => {
  it('names only calls of the contract, and every write among them needs a write scope', () => {
    for (const name of names) {
      expect(contract, name).toHaveProperty(name);
      if (contract[name].write) expect(callScopes[name].access, name).toBe('write');
    }
  });

  it('covers every write of Media and of content pages', () => {
    const writes = Object.entries(contract)
      .filter(([name, def]) => def.write && (/^media\.(update|updateMany|remove|enqueue)$/.test(name) || /Page|Sections/.test(name)))
      .map(([name]) => name);
    expect(writes.length).toBeGreaterThanOrEqual(9);
    for (const name of writes) expect(names, name).toContain(name);
  });

  it('says which action the key may not do and which scope it lacks', () => {
    expect(missingScopeReason('media.enqueue')).toBe('This connection may not upload media: its key lacks media:write');
    expect(missingScopeReason('storefront.createPage', 'token')).toBe('This connection may not create content pages: its token lacks content-pages:write');
  });
});
