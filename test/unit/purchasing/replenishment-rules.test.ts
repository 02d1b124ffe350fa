import { describe, expect, it } from 'vitest';
import { leadTimeOf, planItem, safetyStockOf, type PlanningInput, type PlanningSettings } from '../../../src/main/services/purchasing/replenishment-rules';

const settings = (over: Partial<PlanningSettings> = {}): PlanningSettings => ({
  lotSizing: 'LotForLot',
  minQuantity: null,
  maxQuantity: null,
  safetyStock: null,
  calculatedSafetyStock: null,
  reorderQuantity: null,
  leadTimeDays: null,
  transferLeadTimeDays: null,
  ...over,
});

const input = (over: Partial<PlanningInput> & { s?: Partial<PlanningSettings> } = {}): PlanningInput => {
  const { s, ...rest } = over;
  return {
    replenishmentType: 'Purchase',
    decimalPlaces: 0,
    projected: '0',
    settings: settings(s),
    supplier: null,
    agreement: null,
    warehouseTransportDays: null,
    ...rest,
  };
};

describe('rule 1: the trigger max(safety stock, minQuantity) against projected stock', () => {
  const cases: { name: string; projected: string; s: Partial<PlanningSettings>; needed: boolean; trigger: string }[] = [
    {
      name: 'minQuantity above safety stock decides',
      projected: '15',
      s: { lotSizing: 'FillToMax', minQuantity: '20', safetyStock: '10', maxQuantity: '50' },
      needed: true,
      trigger: '20',
    },
    {
      name: 'safety stock above minQuantity decides',
      projected: '15',
      s: { lotSizing: 'FillToMax', minQuantity: '5', safetyStock: '18', maxQuantity: '50' },
      needed: true,
      trigger: '18',
    },
    {
      name: 'stock exactly at the level is not below it',
      projected: '20',
      s: { lotSizing: 'FillToMax', minQuantity: '20', safetyStock: '10', maxQuantity: '50' },
      needed: false,
      trigger: '20',
    },
    {
      name: 'stock above the level proposes nothing',
      projected: '30',
      s: { lotSizing: 'FillToMax', minQuantity: '20', maxQuantity: '50' },
      needed: false,
      trigger: '20',
    },
  ];
  it.each(cases)('$name', ({ projected, s, needed, trigger }) => {
    const out = planItem(input({ projected, s }));
    expect(out.needed).toBe(needed);
    expect(out.triggerLevel).toBe(trigger);
    if (!needed) expect(out.quantity).toBeNull();
  });
});

describe('rule 2: lot sizing', () => {
  const cases: { name: string; projected: string; s: Partial<PlanningSettings>; quantity: string | null; problem?: RegExp; needed?: boolean }[] = [
    { name: 'LotForLot fills to the safety stock', projected: '4', s: { lotSizing: 'LotForLot', safetyStock: '10', minQuantity: '6' }, quantity: '6' },
    {
      name: 'LotForLot ignores the reorder point above safety stock',
      projected: '12',
      s: { lotSizing: 'LotForLot', safetyStock: '10', minQuantity: '20' },
      quantity: null,
      needed: false,
    },
    { name: 'LotForLot covers a shortfall below zero', projected: '-3', s: { lotSizing: 'LotForLot' }, quantity: '3' },
    {
      name: 'FixedReorderQuantity orders one multiple when it suffices',
      projected: '8',
      s: { lotSizing: 'FixedReorderQuantity', minQuantity: '10', reorderQuantity: '24' },
      quantity: '24',
    },
    {
      name: 'FixedReorderQuantity orders whole multiples until the level is reached',
      projected: '-30',
      s: { lotSizing: 'FixedReorderQuantity', minQuantity: '10', reorderQuantity: '15' },
      quantity: '45',
    },
    {
      name: 'FixedReorderQuantity needs a reorderQuantity',
      projected: '1',
      s: { lotSizing: 'FixedReorderQuantity', minQuantity: '10' },
      quantity: null,
      problem: /reorderQuantity greater than 0/,
    },
    {
      name: 'FixedReorderQuantity refuses a zero reorderQuantity',
      projected: '1',
      s: { lotSizing: 'FixedReorderQuantity', minQuantity: '10', reorderQuantity: '0' },
      quantity: null,
      problem: /greater than 0/,
    },
    { name: 'FillToMax orders up to the maximum', projected: '7', s: { lotSizing: 'FillToMax', minQuantity: '10', maxQuantity: '40' }, quantity: '33' },
    { name: 'FillToMax needs a maxQuantity', projected: '7', s: { lotSizing: 'FillToMax', minQuantity: '10' }, quantity: null, problem: /needs a maxQuantity/ },
    {
      name: 'FillToMax with a maximum below stock asks for a fix',
      projected: '7',
      s: { lotSizing: 'FillToMax', minQuantity: '10', maxQuantity: '5' },
      quantity: null,
      problem: /not above the projected stock/,
    },
    {
      name: 'an unknown lot sizing is named, not guessed',
      projected: '0',
      s: { lotSizing: 'Kanban', minQuantity: '10' },
      quantity: null,
      problem: /Unknown lot sizing 'Kanban'/,
    },
    { name: 'no lot sizing at all is named', projected: '0', s: { lotSizing: null, minQuantity: '10' }, quantity: null, problem: /No lot sizing/ },
  ];
  it.each(cases)('$name', ({ projected, s, quantity, problem, needed }) => {
    const out = planItem(input({ projected, s }));
    expect(out.quantity).toBe(quantity);
    if (problem) {
      expect(out.problem).toMatch(problem);
      expect(out.needed).toBe(true);
    } else expect(out.problem).toBeNull();
    if (needed !== undefined) expect(out.needed).toBe(needed);
    expect(out.steps.length).toBeGreaterThan(0);
  });
});

describe('rule 3: safety stock precedence', () => {
  const cases = [
    { name: 'safetyStock wins', s: { safetyStock: '7', calculatedSafetyStock: '9' }, value: '7', source: 'safetyStock' },
    {
      name: 'calculatedSafetyStock when safetyStock is empty',
      s: { safetyStock: null, calculatedSafetyStock: '9' },
      value: '9',
      source: 'calculatedSafetyStock',
    },
    { name: 'zero when neither is set', s: { safetyStock: null, calculatedSafetyStock: null }, value: '0', source: 'none' },
    { name: 'an explicit zero safetyStock is still set', s: { safetyStock: '0', calculatedSafetyStock: '9' }, value: '0', source: 'safetyStock' },
  ] as const;
  it.each(cases)('$name', ({ s, value, source }) => {
    const got = safetyStockOf(s);
    expect(got.value.toFixed()).toBe(value);
    expect(got.source).toBe(source);
  });

  it('LotForLot fills to the calculated safety stock when no own safety stock is set', () => {
    const out = planItem(input({ projected: '2', s: { lotSizing: 'LotForLot', calculatedSafetyStock: '9' } }));
    expect(out).toMatchObject({ quantity: '7', safetyStock: '9', safetyStockSource: 'calculatedSafetyStock' });
  });
});

describe('rule 4: supplier rounding and the item decimals', () => {
  const supplier = (minOrderQuantity: string | null, orderMultiple: string | null) => ({
    supplierNumber: 'S1',
    minOrderQuantity,
    orderMultiple,
    leadTimeDays: null,
  });
  const cases = [
    { name: 'no supplier terms: the lot quantity stands', decimalPlaces: 0, sup: supplier(null, null), quantity: '13' },
    { name: 'raised to the minimum order quantity', decimalPlaces: 0, sup: supplier('20', null), quantity: '20' },
    { name: 'a quantity above the minimum is kept', decimalPlaces: 0, sup: supplier('10', null), quantity: '13' },
    { name: 'rounded up to the order multiple', decimalPlaces: 0, sup: supplier(null, '6'), quantity: '18' },
    { name: 'minimum first, then the multiple', decimalPlaces: 0, sup: supplier('20', '12'), quantity: '24' },
    { name: 'a quantity already a multiple is kept', decimalPlaces: 0, sup: supplier(null, '13'), quantity: '13' },
  ];
  it.each(cases)('$name', ({ decimalPlaces, sup, quantity }) => {
    const out = planItem(input({ projected: '7', decimalPlaces, supplier: sup, s: { lotSizing: 'FillToMax', minQuantity: '10', maxQuantity: '20' } }));
    expect(out.quantity).toBe(quantity);
  });

  it('rounds a fractional quantity up to the item decimals, then to a decimal multiple', () => {
    const out = planItem(input({ projected: '2.345', decimalPlaces: 2, supplier: supplier(null, '0.5'), s: { lotSizing: 'LotForLot', safetyStock: '10' } }));
    expect(out.quantity).toBe('8');
    expect(out.steps.join(' ')).toMatch(/Rounded up to 2 decimals: 7\.66.*multiple of 0\.5/);
  });

  it('a manufactured item is not rounded to a supplier', () => {
    const out = planItem(
      input({
        replenishmentType: 'Manufacture',
        projected: '7',
        supplier: supplier('100', null),
        s: { lotSizing: 'FillToMax', minQuantity: '10', maxQuantity: '20' },
      }),
    );
    expect(out.quantity).toBe('13');
  });
});

describe('rule 5: lead time precedence', () => {
  const s = (leadTimeDays: number | null, transferLeadTimeDays: number | null = null) => settings({ leadTimeDays, transferLeadTimeDays });
  const sup = (leadTimeDays: number | null) => ({ supplierNumber: 'S1', minOrderQuantity: null, orderMultiple: null, leadTimeDays });
  const agr = (leadTimeDays: number | null) => ({ agreementNumber: 'PA-1', supplierNumber: 'S1', leadTimeDays });
  const cases = [
    { name: 'the active agreement line wins', type: 'Purchase', agreement: agr(3), supplier: sup(9), settings: s(20), days: 3, source: 'agreement' },
    {
      name: 'an agreement without a lead time falls to the supplier item',
      type: 'Purchase',
      agreement: agr(null),
      supplier: sup(9),
      settings: s(20),
      days: 9,
      source: 'supplierItem',
    },
    {
      name: 'the supplier item when there is no agreement',
      type: 'Purchase',
      agreement: null,
      supplier: sup(9),
      settings: s(20),
      days: 9,
      source: 'supplierItem',
    },
    { name: 'the item-warehouse row next', type: 'Purchase', agreement: null, supplier: sup(null), settings: s(20), days: 20, source: 'itemWarehouse' },
    {
      name: 'fourteen days with a warning when nothing is set',
      type: 'Purchase',
      agreement: null,
      supplier: null,
      settings: s(null),
      days: 14,
      source: 'default',
    },
    {
      name: 'a manufactured item skips agreement and supplier',
      type: 'Manufacture',
      agreement: agr(3),
      supplier: sup(9),
      settings: s(20),
      days: 20,
      source: 'itemWarehouse',
    },
    {
      name: 'a manufactured item without a lead time gets the default',
      type: 'Manufacture',
      agreement: agr(3),
      supplier: sup(9),
      settings: s(null),
      days: 14,
      source: 'default',
    },
    {
      name: 'a transferred item uses transferLeadTimeDays',
      type: 'Transfer',
      agreement: null,
      supplier: sup(9),
      settings: s(20, 2),
      days: 2,
      source: 'transferLeadTime',
      transport: 5,
    },
    {
      name: "a transferred item falls back to the warehouse's transport time",
      type: 'Transfer',
      agreement: null,
      supplier: sup(9),
      settings: s(20, null),
      days: 5,
      source: 'warehouseTransport',
      transport: 5,
    },
  ] as const;
  it.each(cases)('$name', (c) => {
    const got = leadTimeOf({
      replenishmentType: c.type,
      agreement: c.agreement,
      supplier: c.supplier,
      settings: c.settings,
      warehouseTransportDays: 'transport' in c ? c.transport : null,
    });
    expect(got).toMatchObject({ days: c.days, source: c.source });
    if (c.source === 'default') expect(got.warning).toMatch(/assumes 14 days/);
    else expect(got.warning).toBeNull();
  });

  it('a proposal carries its lead time', () => {
    const out = planItem(input({ projected: '0', supplier: sup(11), s: { lotSizing: 'LotForLot', safetyStock: '5' } }));
    expect(out.leadTime).toMatchObject({ days: 11, source: 'supplierItem' });
  });
});
