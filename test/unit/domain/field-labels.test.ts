import { describe, expect, it } from 'vitest';
import { adjustmentLabels, countLabels } from '../../../src/shared/contract/warehouse';
import { lineEditLabels, newOrderLabels, proposalOrderLabels, receiptLabels } from '../../../src/shared/contract/purchasing';
import { asSentence, fieldLabel, joinSentences, speakFields } from '../../../src/shared/domain/field-labels';
import { fieldErrorSentence, labelledFieldError, messageFor } from '../../../src/shared/domain/error-messages';
import { invalidInput, withFieldLabels, type AppErrorData } from '../../../src/shared/errors';

/** An identifier: camelCase, a list index or a dotted path. None of these may reach a person. */
const identifier = /[a-z][A-Z]|\[\d+\]|\w\.\w/;

describe('fieldLabel', () => {
  it('names fields as the form shows them', () => {
    expect(fieldLabel('warehouseCode', newOrderLabels)).toBe('Warehouse');
    expect(fieldLabel('zoneFilter', countLabels)).toBe('Zone');
    expect(fieldLabel('$.WarehouseCode', adjustmentLabels)).toBe('Warehouse');
  });

  it('counts list rows from 1 as the screen does: lines[2] is line 3', () => {
    expect(fieldLabel('lines[2].quantity', newOrderLabels)).toBe('line 3, Quantity');
    expect(fieldLabel('Lines.0.UnitPrice', newOrderLabels)).toBe('line 1, Unit price');
    expect(fieldLabel('lines[4]', newOrderLabels)).toBe('line 5');
  });

  it('never shows an identifier, even for a field no form labelled', () => {
    expect(fieldLabel('unitPrice')).toBe('Unit price');
    expect(fieldLabel('lines[2].quantity')).toBe('line 3, Quantity');
    expect(fieldLabel('Idempotency-Key')).toBe('Idempotency key');
    for (const labels of [newOrderLabels, lineEditLabels, receiptLabels, proposalOrderLabels, adjustmentLabels, countLabels]) {
      for (const field of Object.keys(labels)) {
        const concrete = field.replace('[]', '[1]');
        expect(fieldLabel(concrete, labels), concrete).not.toMatch(identifier);
      }
    }
  });
});

describe('sentences', () => {
  it('each sentence keeps its full stop and a space before the next', () => {
    expect(joinSentences('Quantity must be positive', 'The ERP refused the request.')).toBe('Quantity must be positive. The ERP refused the request.');
    expect(joinSentences('Enter a number.', '', undefined, 'ABC is counted in whole units')).toBe('Enter a number. ABC is counted in whole units.');
    expect(asSentence('  done?  ')).toBe('Done?');
  });

  it('turns quoted identifiers in ERP texts into labels', () => {
    expect(speakFields("'lines[2].quantity' must be greater than zero.", newOrderLabels)).toBe('line 3, Quantity must be greater than zero.');
    expect(speakFields("'lines[2].quantity' must be greater than zero.", newOrderLabels, 'lines[2].quantity')).toBe('Quantity must be greater than zero.');
    expect(speakFields("'XYZ' is not a known warehouseCode.", newOrderLabels)).toBe("'XYZ' is not a known Warehouse.");
  });
});

describe("field errors in the user's words", () => {
  it('labels and joins "<Label>: <sentence>."', () => {
    expect(labelledFieldError({ field: 'lines[2].quantity', message: 'must be greater than zero' }, newOrderLabels)).toBe(
      'line 3, Quantity: Must be greater than zero.',
    );
  });

  it("prefers the field's own, specific message over the generic sentence of its code", () => {
    const specific = { field: 'quantity', code: 'PurchaseOrderLine.OverReceipt', message: 'Only 4 of line 2 are still outstanding.' };
    expect(fieldErrorSentence(specific)).toBe('Only 4 of line 2 are still outstanding.');
    expect(fieldErrorSentence({ field: 'quantity', code: 'PurchaseOrderLine.OverReceipt', message: 'PurchaseOrderLine.OverReceipt' })).toMatch(
      /more than is still outstanding/,
    );
  });

  it('invalidInput says where to look by label', () => {
    const error = invalidInput(
      'The order was not created',
      [
        { field: 'warehouseCode', message: 'Choose a warehouse' },
        { field: 'lines[2].quantity', message: 'The quantity must be greater than zero' },
        { field: 'lines[2].quantity', message: 'Too many decimals' },
      ],
      newOrderLabels,
    );
    expect(error.data.detail).toBe('Check Warehouse and line 3, Quantity.');
    expect(error.fieldErrors.map((f) => f.label)).toEqual(['Warehouse', 'line 3, Quantity', 'line 3, Quantity']);
    expect(JSON.stringify(error.data.detail)).not.toMatch(identifier);
  });

  it('an ERP refusal with field errors leaves no identifier in any text shown', () => {
    const erp: AppErrorData = {
      kind: 'validation',
      status: 400,
      title: 'One or more validation errors occurred.',
      detail: "'lines[1].quantity' must be greater than zero. Supplier S1 has no price for X; send 'unitPrice'.",
      codes: ['PurchaseOrderLine.QuantityMustBePositive', 'PurchaseOrderLine.PriceRequired'],
      fieldErrors: [
        { field: 'lines[1].quantity', message: "'lines[1].quantity' must be greater than zero.", code: 'PurchaseOrderLine.QuantityMustBePositive' },
        { field: 'lines[2].unitPrice', message: "Supplier S1 has no price for X; send 'unitPrice'.", code: 'PurchaseOrderLine.PriceRequired' },
      ],
    };
    const spoken = withFieldLabels(erp, newOrderLabels);
    const shown = [messageFor(spoken, newOrderLabels), ...spoken.fieldErrors.map((f) => labelledFieldError(f, newOrderLabels))];
    expect(shown).toEqual([
      'Check line 2, Quantity and line 3, Unit price.',
      'line 2, Quantity: Quantity must be greater than zero.',
      'line 3, Unit price: Supplier S1 has no price for X; send Unit price.',
    ]);
    for (const text of shown) expect(text).not.toMatch(identifier);
  });

  it("a service's specific detail wins over the generic sentence of a known code", () => {
    expect(messageFor({ kind: 'conflict', codes: ['Inventory.InsufficientStock'], title: 'Conflict', detail: 'Only 3 on hand at OSL/A-01.' })).toBe(
      'Only 3 on hand at OSL/A-01.',
    );
  });
});
