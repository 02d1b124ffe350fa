import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/shared/errors';
import { fieldErrorsFor, unclaimedFieldErrors } from '../../../src/renderer/src/components/field-errors';
import { normaliseFieldName } from '../../../src/shared/domain/field-labels';

const error = new AppError({
  kind: 'validation',
  title: 'One or more validation errors occurred.',
  fieldErrors: [
    { field: 'Quantity', message: 'Quantity must not be zero.' },
    { field: 'Lines[2].Quantity', message: 'Too many decimals.' },
    { field: '$.lines.2.quantity', message: 'Must be positive.' },
    { field: 'warehouseCode', message: "Warehouse 'XYZ' does not exist", code: 'Warehouse.NotFound' },
    { field: 'locationCode', message: 'WarehouseLocation.NotFound', code: 'WarehouseLocation.NotFound' },
    { field: 'notes', message: 'Too long.' },
  ],
});

describe('fieldErrorsFor', () => {
  it('finds a field whatever the spelling of its name', () => {
    expect(fieldErrorsFor(error, 'quantity')).toEqual(['Quantity must not be zero.']);
    expect(fieldErrorsFor(error, 'lines[2].quantity')).toEqual(['Too many decimals.', 'Must be positive.']);
  });

  it('does not mix up lines', () => {
    expect(fieldErrorsFor(error, 'lines[1].quantity')).toEqual([]);
  });

  it("prefers the ERP's specific words, as a sentence, over the generic sentence of its code", () => {
    expect(fieldErrorsFor(error, 'warehouseCode')).toEqual(["Warehouse 'XYZ' does not exist."]);
  });

  it('uses the plain sentence of a known code when the ERP gave only the code', () => {
    expect(fieldErrorsFor(error, 'locationCode')).toEqual(['That location does not exist in the warehouse.']);
  });

  it('accepts the plain data shape and no error at all', () => {
    expect(fieldErrorsFor(error.data, 'notes')).toEqual(['Too long.']);
    expect(fieldErrorsFor(null, 'notes')).toEqual([]);
    expect(fieldErrorsFor(undefined, 'notes')).toEqual([]);
  });
});

describe('unclaimedFieldErrors', () => {
  it('leaves out the fields a form shows next to its inputs', () => {
    const rest = unclaimedFieldErrors(error, ['quantity', 'lines[2].quantity', 'warehouseCode']);
    expect(rest.map((e) => e.field)).toEqual(['locationCode', 'notes']);
  });
});

describe('normaliseFieldName', () => {
  it.each([
    ['Quantity', 'quantity'],
    ['Lines.2.Quantity', 'lines[2].quantity'],
    ['$.lines[2].quantity', 'lines[2].quantity'],
    ['lines.10', 'lines[10]'],
    ['address.line1', 'address.line1'],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseFieldName(input)).toBe(expected);
  });
});
