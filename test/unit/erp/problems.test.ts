import { describe, expect, it } from 'vitest';
import { normaliseFieldPath, problemToError } from '../../../src/main/erp/problems';

describe('ProblemDetails -> AppError', () => {
  it('maps statuses to kinds', () => {
    const kind = (status: number, body: unknown = {}) => problemToError({ status, body }).data.kind;
    expect(kind(400)).toBe('problem');
    expect(kind(400, { errors: [{ code: 'X', field: 'quantity', detail: 'bad' }] })).toBe('validation');
    expect([401, 403, 404, 409, 422, 429, 500, 502, 503].map((s) => kind(s))).toEqual([
      'auth',
      'forbidden',
      'notFound',
      'conflict',
      'conflict',
      'rateLimited',
      'unavailable',
      'unavailable',
      'unavailable',
    ]);
  });

  it('collects codes and field errors, normalising field paths', () => {
    const error = problemToError({
      status: 400,
      body: {
        title: 'One or more validation errors occurred.',
        detail: 'Line 3 is wrong.',
        errors: [
          { code: 'Item.NotFound', field: 'Lines[2].ItemNumber', detail: 'Item X does not exist.' },
          { code: 'Validation.Decimal', field: '$.lines.2.quantity', detail: 'Not a decimal.' },
          { code: 'Item.NotFound', detail: 'duplicate code' },
        ],
      },
    });
    expect(error.data).toMatchObject({
      status: 400,
      code: 'Item.NotFound',
      codes: ['Item.NotFound', 'Validation.Decimal'],
      detail: 'Line 3 is wrong.',
      fieldErrors: [
        { field: 'lines[2].itemNumber', message: 'Item X does not exist.', code: 'Item.NotFound' },
        { field: 'lines[2].quantity', message: 'Not a decimal.', code: 'Validation.Decimal' },
      ],
    });
  });

  it('reads an ASP.NET-style errors map and bare code strings', () => {
    expect(problemToError({ status: 400, body: { errors: { 'Lines[0].Quantity': ['Must be positive'] } } }).data.fieldErrors).toEqual([
      { field: 'lines[0].quantity', message: 'Must be positive' },
    ]);
    expect(problemToError({ status: 409, body: { errors: ['Inventory.InsufficientStock'] } }).data.codes).toEqual(['Inventory.InsufficientStock']);
  });

  it('names required and granted scopes on 403', () => {
    const a = problemToError({ status: 403, body: { title: 'Forbidden', requiredScopes: ['inventory:write'], grantedScopes: 'items:read inventory:read' } });
    expect(a.data).toMatchObject({ kind: 'forbidden', requiredScopes: ['inventory:write'], grantedScopes: ['items:read', 'inventory:read'] });
    const b = problemToError({ status: 403, body: { errors: [{ code: 'Permission.Denied', detail: 'no' }] } });
    expect(b.data).toMatchObject({ kind: 'forbidden', code: 'Permission.Denied' });
    expect(b.data.requiredScopes).toBeUndefined();
  });

  it('turns 422 into an idempotency conflict that says the key was reused', () => {
    const error = problemToError({ status: 422, body: { title: 'Unprocessable Entity' } });
    expect(error.data).toMatchObject({ kind: 'conflict', code: 'idempotencyKey.conflict', codes: ['idempotencyKey.conflict'] });
    expect(error.data.title).toMatch(/key was already used for a different request/);
  });

  it('copes with a non-JSON or empty body and carries Retry-After in seconds', () => {
    const error = problemToError({ status: 429, body: 'Too many', retryAfterMs: 1500 });
    expect(error.data).toMatchObject({ kind: 'rateLimited', title: 'Too many requests', retryAfter: 2, codes: [], fieldErrors: [] });
  });

  it('normalises field paths', () => {
    expect(normaliseFieldPath('lines[2].quantity')).toBe('lines[2].quantity');
    expect(normaliseFieldPath('$.Lines[10].UnitPrice')).toBe('lines[10].unitPrice');
    expect(normaliseFieldPath('lines.0.quantity')).toBe('lines[0].quantity');
    expect(normaliseFieldPath('ItemNumber')).toBe('itemNumber');
  });
});
