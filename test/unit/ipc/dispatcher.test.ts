import { describe, expect, it, vi } from 'vitest';
import { callNames, contract } from '../../../src/shared/contract';
import { AppError } from '../../../src/shared/errors';
import { createDispatcher, fieldPath, type HandlerTable } from '../../../src/main/hosts/dispatcher';
import { handlers } from '../../../src/main/services';
import { EventHub } from '../../../src/main/events';
import type { AppContext } from '../../../src/main/context';

// Only what app.info reads; the other members are not touched by these tests.
const ctx = { host: 'browser', version: '0.0.0-test', dataDir: '/nonexistent', events: new EventHub() } as unknown as AppContext;

function tableWith(overrides: Partial<Record<string, (...args: never[]) => unknown>>): HandlerTable {
  return { ...handlers, ...overrides } as unknown as HandlerTable;
}

describe('the contract and its handler table', () => {
  it('has exactly one handler for every contract entry, and no handler outside the contract', () => {
    expect(Object.keys(handlers).sort()).toEqual([...callNames].sort());
    for (const name of callNames) expect(typeof handlers[name]).toBe('function');
  });

  it('declares an input and an output schema and a summary for every call', () => {
    for (const name of callNames) {
      const spec = contract[name];
      expect(spec.summary.length, name).toBeGreaterThan(5);
      expect(typeof spec.input.safeParse).toBe('function');
      expect(typeof spec.output.safeParse).toBe('function');
    }
  });
});

describe('dispatch', () => {
  it('never lets an invalid input reach the handler', async () => {
    const spy = vi.fn(async () => ({ name: 'x', version: '1', host: 'browser', platform: 'linux' }));
    const dispatch = createDispatcher(tableWith({ 'app.info': spy }), ctx);
    const result = await dispatch('app.info', { unexpected: true });
    expect(spy).not.toHaveBeenCalled();
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('validation');
      expect(result.error.fieldErrors.length).toBeGreaterThan(0);
    }
  });

  it('names refused fields by the labels of their form, under a title that says what to do', async () => {
    const spy = vi.fn();
    const dispatch = createDispatcher(tableWith({ 'tickets.create': spy }), ctx);
    const result = await dispatch('tickets.create', { operationId: crypto.randomUUID(), title: 'Tent', description: 'Torn', contactEmail: 'not-an-address' });
    expect(spy).not.toHaveBeenCalled();
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.title).toBe('Some fields need correcting');
    expect(result.error.detail).toBe('Check Contact e-mail.');
    expect(result.error.fieldErrors).toEqual([expect.objectContaining({ field: 'contactEmail', label: 'Contact e-mail' })]);
  });

  it('refuses inputs of the wrong type, such as a string or an array', async () => {
    const spy = vi.fn();
    const dispatch = createDispatcher(tableWith({ 'app.info': spy }), ctx);
    for (const bad of ['text', [1, 2], 42]) {
      const result = await dispatch('app.info', bad);
      expect(result.ok).toBe(false);
    }
    expect(spy).not.toHaveBeenCalled();
  });

  it('answers an unknown call name with a notFound error and runs nothing', async () => {
    const dispatch = createDispatcher(handlers, ctx);
    const result = await dispatch('app.__proto__', {});
    expect(result).toMatchObject({ ok: false, error: { kind: 'notFound' } });
    expect(await dispatch('constructor', {})).toMatchObject({ ok: false });
  });

  it('passes the parsed input to the handler and wraps its value', async () => {
    const dispatch = createDispatcher(handlers, ctx);
    const result = await dispatch('app.info', {});
    expect(result).toEqual({ ok: true, value: { name: 'Quartermaster', version: '0.0.0-test', host: 'browser', platform: process.platform } });
  });

  it('keeps an error code and its field errors across the boundary', async () => {
    const thrown = new AppError({
      kind: 'conflict',
      status: 409,
      code: 'Inventory.InsufficientStock',
      codes: ['Inventory.InsufficientStock'],
      title: 'Not enough stock',
      fieldErrors: [{ field: 'quantity', message: 'Only 3 on hand', code: 'Inventory.InsufficientStock' }],
    });
    const dispatch = createDispatcher(
      tableWith({
        'app.info': async () => {
          throw thrown;
        },
      }),
      ctx,
    );
    const envelope = await dispatch('app.info', {});
    // What Electron IPC does to the value: a structured clone, then the renderer rebuilds the error.
    const received = structuredClone(envelope);
    expect(received.ok).toBe(false);
    if (received.ok) return;
    const rebuilt = new AppError(received.error);
    expect(rebuilt).toBeInstanceOf(AppError);
    expect(rebuilt.code).toBe('Inventory.InsufficientStock');
    expect(rebuilt.kind).toBe('conflict');
    expect(rebuilt.data.status).toBe(409);
    // The boundary adds the field's label (app.info declares none, so the plain-words fallback).
    expect(rebuilt.fieldErrors).toEqual([{ field: 'quantity', label: 'Quantity', message: 'Only 3 on hand', code: 'Inventory.InsufficientStock' }]);
  });

  it("labels every refusal's fields as the call's form shows them", async () => {
    const dispatch = createDispatcher(tableWith({}), ctx);
    const envelope = await dispatch('purchasing.create', {
      operationId: 'operation-1',
      supplierNumber: 'S1',
      warehouseCode: '',
      lines: [
        { itemNumber: 'A', quantity: '1' },
        { itemNumber: 'B', quantity: '0' },
      ],
    });
    expect(envelope.ok).toBe(false);
    if (envelope.ok) return;
    expect(envelope.error.fieldErrors.map((f) => f.label)).toEqual(['Warehouse', 'line 2, Quantity']);
    expect(envelope.error.detail).toBe('Check Warehouse and line 2, Quantity.');
  });

  it('turns an unexpected exception into an internal error without a stack trace', async () => {
    const dispatch = createDispatcher(
      tableWith({
        'app.info': async () => {
          throw new TypeError('boom');
        },
      }),
      ctx,
    );
    const result = await dispatch('app.info', {});
    expect(result).toEqual({ ok: false, error: { kind: 'internal', title: 'Unexpected error', detail: 'boom', codes: [], fieldErrors: [] } });
  });
});

describe('fieldPath', () => {
  it('writes nested paths the way screens name fields', () => {
    expect(fieldPath(['lines', 2, 'quantity'])).toBe('lines[2].quantity');
    expect(fieldPath(['itemNumber'])).toBe('itemNumber');
    expect(fieldPath([])).toBe('');
  });
});
