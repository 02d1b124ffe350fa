import type { Item, Store } from '../store';
import type { Candidate, Condition, Feature, FeatureOption, FormDefinition } from '../sales/types';
import { DAY_MS } from '../rules/timestamps';
import { Decimal, price } from '../rules/decimals';
import { SUPPLIERS } from './catalog';

/**
 * Configurable items of the demo company (awnings, tents, kayaks, backpacks) with their
 * configurator forms, and the component items their options link to. Every form uses every
 * feature type: measured numbers with bounds and steps, selections with surcharges and linked
 * components, booleans, a component pick, free text and calculated figures (area, fabric).
 */
type Spec = Partial<Feature> & Pick<Feature, 'code' | 'name' | 'type'>;

function feature(spec: Spec): Feature {
  return {
    description: null,
    isRequired: false,
    sortOrder: 0,
    unit: null,
    isMeasured: false,
    minValue: null,
    maxValue: null,
    step: null,
    decimalPlaces: null,
    maxLength: null,
    priceImpact: null,
    priceImpactPerUnit: null,
    linkedItemNumber: null,
    formula: null,
    options: [],
    candidates: [],
    ...spec,
  };
}

const inOrder = (f: Feature, i: number): Feature => ({ ...f, sortOrder: i });
const num = (code: string, name: string, unit: string, min: string, max: string, step: string, o: Partial<Feature> = {}): Feature =>
  feature({
    code,
    name,
    type: 'Number',
    isRequired: true,
    unit,
    isMeasured: unit !== 'pcs',
    minValue: min,
    maxValue: max,
    step,
    decimalPlaces: step.includes('.') ? (step.split('.')[1]?.length ?? 0) : 0,
    ...o,
  });
const calc = (code: string, name: string, unit: string, formula: string, decimalPlaces: number, o: Partial<Feature> = {}): Feature =>
  feature({ code, name, type: 'Calculated', unit, isMeasured: true, formula, decimalPlaces, ...o });
const pick = (code: string, name: string, options: FeatureOption[], isRequired = true): Feature =>
  feature({ code, name, type: 'Selection', isRequired, options });
const flag = (code: string, name: string, priceImpact: string): Feature => feature({ code, name, type: 'Boolean', priceImpact });
const component = (code: string, name: string, candidates: Candidate[], isRequired = false): Feature =>
  feature({ code, name, type: 'ItemSelection', isRequired, candidates });
const text = (code: string, name: string, maxLength: number): Feature => feature({ code, name, type: 'Text', maxLength });
const opt = (
  code: string,
  name: string,
  priceImpact = '0.00',
  o: { linked?: string; linkedQuantity?: string; requires?: Condition[] } = {},
): FeatureOption => ({
  code,
  name,
  priceImpact,
  linkedItemNumber: o.linked ?? null,
  linkedQuantity: o.linked ? (o.linkedQuantity ?? '1') : null,
  requires: o.requires ?? [],
});

/** Components: [itemNumber, name, category, unit, decimals, salesPrice, standardCost]. */
const COMPONENTS: [string, string, string, string, number, string, string][] = [
  ['FV-81001', 'Acrylic Awning Fabric 120 cm', 'FABRIC', 'M', 2, '289.00', '118.40'],
  ['FV-81002', 'Awning Motor 230 V', 'ACCESSORY', 'PCS', 0, '3490.00', '1620.00'],
  ['FV-81003', 'Remote Control 1-channel', 'ACCESSORY', 'PCS', 0, '690.00', '212.00'],
  ['FV-81004', 'Remote Control 5-channel', 'ACCESSORY', 'PCS', 0, '1190.00', '388.00'],
  ['FV-81005', 'Wind Sensor Kit', 'ACCESSORY', 'PCS', 0, '1490.00', '540.00'],
  ['FV-81006', 'Polycotton Canvas 150 cm', 'FABRIC', 'M', 2, '239.00', '97.50'],
  ['FV-81007', 'Ripstop Nylon Flysheet 150 cm', 'FABRIC', 'M', 2, '149.00', '52.80'],
  ['FV-81008', 'Guy Line Kit Reflective', 'ACCESSORY', 'PCS', 0, '249.00', '61.00'],
  ['FV-81009', 'Aluminium Pole Set DAC', 'TENTS', 'SET', 0, '1290.00', '455.00'],
  ['FV-81010', 'Kayak Rudder Kit', 'PADDLING', 'PCS', 0, '2890.00', '1210.00'],
  ['FV-81011', 'Carbon Touring Paddle 220 cm', 'PADDLING', 'PCS', 0, '2790.00', '980.00'],
  ['FV-81012', 'Fibreglass Touring Paddle 220 cm', 'PADDLING', 'PCS', 0, '1490.00', '520.00'],
  ['FV-81013', 'Aluminium Frame Sheet', 'ACCESSORY', 'PCS', 0, '390.00', '118.00'],
  ['FV-81014', 'HDPE Frame Sheet', 'ACCESSORY', 'PCS', 0, '190.00', '44.00'],
  ['FV-81015', 'Cordura 500D Pack Fabric', 'FABRIC', 'M', 2, '219.00', '84.00'],
  ['FV-81016', 'Dyneema Composite Pack Fabric', 'FABRIC', 'M', 2, '899.00', '402.00'],
  ['FV-81017', 'Kayak Spray Deck Neoprene', 'PADDLING', 'PCS', 0, '990.00', '344.00'],
];

const awningColours = [opt('GREY', 'Anthracite grey'), opt('SAND', 'Sand beige'), opt('STRIPE', 'Blue-white stripe', '350.00')];

function awning(itemNumber: string, maxWidth: string, maxProjection: string): FormDefinition {
  return {
    itemNumber,
    features: [
      num('WIDTH', 'Width', 'mm', '1500', maxWidth, '10'),
      num('PROJECTION', 'Projection', 'mm', '1000', maxProjection, '50'),
      calc('AREA', 'Awning area', 'm²', 'WIDTH * PROJECTION / 1000000', 2, { priceImpactPerUnit: '420.00' }),
      calc('FABRIC', 'Fabric consumption', 'm', '(WIDTH + 200) * (PROJECTION + 300) / 1000000 / 1.2', 2, { linkedItemNumber: 'FV-81001' }),
      pick('FRAME', 'Frame', [opt('OPEN', 'Open arm'), opt('SEMI', 'Semi-cassette', '1200.00'), opt('CASSETTE', 'Full cassette', '2900.00')]),
      pick('DRIVE', 'Drive', [
        opt('CRANK', 'Hand crank'),
        opt('MOTOR', 'Motor 230 V', '4500.00', { linked: 'FV-81002' }),
        opt('MOTOR_WIND', 'Motor with wind sensor', '6900.00', { requires: [{ featureCode: 'FRAME', optionCodes: ['CASSETTE'] }] }),
      ]),
      pick('COLOUR', 'Fabric colour', awningColours),
      flag('VALANCE', 'Valance', '650.00'),
      component('REMOTE', 'Remote control', [
        { itemNumber: 'FV-81003', priceImpact: '690.00' },
        { itemNumber: 'FV-81004', priceImpact: '1190.00' },
      ]),
      text('VALANCE_PRINT', 'Valance print text', 30),
    ].map(inOrder),
  };
}

function tent(itemNumber: string, sizes: FeatureOption[]): FormDefinition {
  return {
    itemNumber,
    features: [
      pick('SIZE', 'Size', sizes),
      num('LENGTH', 'Inner length', 'cm', '200', '320', '10'),
      num('VESTIBULES', 'Vestibules', 'pcs', '0', '2', '1', { priceImpactPerUnit: '750.00' }),
      pick('FLY', 'Flysheet fabric', [opt('NYLON', 'Ripstop nylon'), opt('POLYCOTTON', 'Polycotton', '1800.00')]),
      pick('VENT', 'Ventilation', [
        opt('STANDARD', 'Mesh vents'),
        opt('STOVE_JACK', 'Stove jack', '900.00', { requires: [{ featureCode: 'FLY', optionCodes: ['POLYCOTTON'] }] }),
      ]),
      calc('FLY_FABRIC', 'Flysheet fabric consumption', 'm', 'LENGTH * 0.045 + VESTIBULES * 1.5', 2, { linkedItemNumber: 'FV-81007' }),
      flag('FOOTPRINT', 'Footprint', '590.00'),
      component('GUYS', 'Guy lines', [{ itemNumber: 'FV-81008', priceImpact: '249.00' }]),
      component('POLES', 'Pole set', [{ itemNumber: 'FV-81009', priceImpact: '0.00' }], true),
      text('NAME_TAG', 'Name tag', 24),
    ].map(inOrder),
  };
}

function kayak(itemNumber: string, minLength: string, maxLength: string): FormDefinition {
  return {
    itemNumber,
    features: [
      num('LENGTH', 'Hull length', 'm', minLength, maxLength, '0.1'),
      pick('HULL', 'Hull material', [opt('PE', 'Polyethylene'), opt('GLASS', 'Fibreglass', '6500.00'), opt('CARBON', 'Carbon-kevlar', '14900.00')]),
      pick('STEERING', 'Steering', [
        opt('NONE', 'None'),
        opt('SKEG', 'Retractable skeg', '1900.00'),
        opt('RUDDER', 'Rudder', '2890.00', { linked: 'FV-81010', requires: [{ featureCode: 'LENGTH', minNumber: '4.8' }] }),
      ]),
      pick('DECK', 'Deck colour', [
        opt('RED', 'Red'),
        opt('YELLOW', 'Yellow'),
        opt('WHITE', 'White'),
        opt('CUSTOM', 'Custom colour', '2400.00', { requires: [{ featureCode: 'HULL', optionCodes: ['GLASS', 'CARBON'] }] }),
      ]),
      flag('DAY_HATCH', 'Day hatch', '1150.00'),
      flag('SPRAY_DECK', 'Spray deck included', '990.00'),
      component('PADDLE', 'Paddle', [
        { itemNumber: 'FV-81011', priceImpact: '2790.00' },
        { itemNumber: 'FV-81012', priceImpact: '1490.00' },
      ]),
      calc('WEIGHT', 'Estimated weight', 'kg', 'LENGTH * 4.6', 1),
      text('HULL_NAME', 'Name on hull', 20),
    ].map(inOrder),
  };
}

function backpack(itemNumber: string, volumes: FeatureOption[]): FormDefinition {
  return {
    itemNumber,
    features: [
      num('TORSO', 'Torso length', 'cm', '40', '56', '1'),
      pick('VOLUME', 'Volume', volumes),
      pick('FABRIC', 'Pack fabric', [
        opt('CORDURA', 'Cordura 500D', '0.00', { linked: 'FV-81015', linkedQuantity: '1.6' }),
        opt('DYNEEMA', 'Dyneema composite', '2200.00', { requires: [{ featureCode: 'VOLUME', optionCodes: volumes.slice(0, 2).map((v) => v.code) }] }),
      ]),
      pick('HIPBELT', 'Hip belt size', [opt('S', 'S'), opt('M', 'M'), opt('L', 'L')]),
      flag('RAIN_COVER', 'Rain cover', '349.00'),
      component(
        'FRAME_SHEET',
        'Frame sheet',
        [
          { itemNumber: 'FV-81013', priceImpact: '390.00' },
          { itemNumber: 'FV-81014', priceImpact: '0.00' },
        ],
        true,
      ),
      calc('BACK_PANEL', 'Back panel fabric', 'm', 'TORSO * 0.012', 2, { linkedItemNumber: 'FV-81015' }),
      text('MONOGRAM', 'Monogram', 12),
    ].map(inOrder),
  };
}

/** A made-to-measure form for configurable items the catalogue adds without a form of their own. */
export function madeToMeasureForm(itemNumber: string): FormDefinition {
  return {
    itemNumber,
    features: [
      num('LENGTH', 'Length', 'cm', '100', '600', '5'),
      num('WIDTH', 'Width', 'cm', '100', '400', '5'),
      calc('AREA', 'Area', 'm²', 'LENGTH * WIDTH / 10000', 2, { priceImpactPerUnit: '180.00' }),
      pick('FABRIC', 'Fabric', [
        opt('NYLON', 'Ripstop nylon', '0.00'),
        opt('CANVAS', 'Polycotton canvas', '900.00', { requires: [{ featureCode: 'LENGTH', maxNumber: '400' }] }),
      ]),
      flag('REINFORCED', 'Reinforced corners', '290.00'),
      component('GUYS', 'Guy lines', [{ itemNumber: 'FV-81008', priceImpact: '249.00' }]),
      text('NOTES', 'Workshop note', 80),
    ].map(inOrder),
  };
}

/** Configurable items: [itemNumber, name, salesPrice (NOK), form]. */
const CONFIGURABLES: [string, string, string, FormDefinition][] = [
  ['FV-80001', 'Terrace Awning Made-to-measure', '8990.00', awning('FV-80001', '6000', '3500')],
  ['FV-80002', 'Balcony Awning Compact', '5490.00', awning('FV-80002', '3500', '2000')],
  [
    'FV-80003',
    'Expedition Dome Tent Custom',
    '7490.00',
    tent('FV-80003', [opt('2P', '2 persons'), opt('3P', '3 persons', '1200.00'), opt('4P', '4 persons', '2400.00')]),
  ],
  [
    'FV-80004',
    'Lavvu Group Shelter Custom',
    '11990.00',
    tent('FV-80004', [opt('6P', '6 persons'), opt('8P', '8 persons', '2900.00'), opt('12P', '12 persons', '6400.00')]),
  ],
  ['FV-80005', 'Sea Kayak Custom Build', '21990.00', kayak('FV-80005', '4.2', '5.6')],
  ['FV-80006', 'Tandem Touring Kayak Custom', '27990.00', kayak('FV-80006', '5.2', '6.4')],
  [
    'FV-80007',
    'Expedition Backpack Custom Fit',
    '3290.00',
    backpack('FV-80007', [opt('55L', '55 litres'), opt('65L', '65 litres', '300.00'), opt('75L', '75 litres', '600.00')]),
  ],
  [
    'FV-80008',
    'Trekking Daypack Custom Fit',
    '1690.00',
    backpack('FV-80008', [opt('25L', '25 litres'), opt('30L', '30 litres', '150.00'), opt('35L', '35 litres', '300.00')]),
  ],
];

export const CONFIGURATOR_ITEM_COUNT = CONFIGURABLES.length + COMPONENTS.length;

function addItem(store: Store, item: Item): void {
  store.items.set(item.itemNumber, item);
}

/** The first active supplier that makes or carries a category, so components are bought where they plausibly come from. */
function makerOf(store: Store, categoryCode: string): string | null {
  for (const supplier of store.suppliers.values()) {
    if (supplier.isActive && SUPPLIERS.some((t) => t.name === supplier.name && t.categories.includes(categoryCode))) return supplier.supplierNumber;
  }
  return null;
}

/** Adds components, configurable items and every configurable item's form to the store. */
export function seedConfigurables(store: Store, anchor: number): void {
  const created = anchor - 400 * DAY_MS;
  for (const [itemNumber, name, categoryCode, unit, decimalPlaces, salesPrice, standardCost] of COMPONENTS) {
    addItem(store, {
      itemNumber,
      name,
      description: `${name} (component of made-to-order products).`,
      categoryCode,
      baseUnitCode: unit,
      salesPrice,
      standardCost,
      decimalPlaces,
      trackingType: 'None',
      isConfigurable: false,
      isActive: true,
      primarySupplierNumber: makerOf(store, categoryCode),
      replenishmentType: 'Purchase',
      createdDate: created,
      modifiedDate: null,
    });
  }
  CONFIGURABLES.forEach(([itemNumber, name, salesPrice, form], i) => {
    addItem(store, {
      itemNumber,
      name,
      description: `${name}, built to order in our workshop.`,
      categoryCode: 'CUSTOM',
      baseUnitCode: 'PCS',
      salesPrice,
      standardCost: price(new Decimal(salesPrice).times('0.45')),
      decimalPlaces: 0,
      trackingType: 'None',
      isConfigurable: true,
      isActive: true,
      primarySupplierNumber: null,
      replenishmentType: 'Manufacture',
      createdDate: created + i * DAY_MS,
      modifiedDate: anchor - (20 + i) * DAY_MS,
    });
    store.sales.forms.set(itemNumber, form);
  });
  for (const item of store.items.values()) {
    if (item.isConfigurable && !store.sales.forms.has(item.itemNumber)) store.sales.forms.set(item.itemNumber, madeToMeasureForm(item.itemNumber));
  }
}
