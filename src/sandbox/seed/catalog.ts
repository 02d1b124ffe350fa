import type { ReplenishmentType, TrackingType } from '../store';

/**
 * The demo company's assortment: a Nordic outdoor-equipment wholesaler. Families decide unit,
 * decimals, tracking and price band, so the catalogue covers every case the client must handle
 * (batch items with expiry, serial items, configurable items, metres and kilograms, ...).
 */
export interface Family {
  categoryCode: string;
  names: string[];
  variants: string[];
  unit: string | null;
  decimalPlaces: number;
  tracking: TrackingType;
  /** Shelf life in days for batch items; null means batches carry no expiry. */
  shelfLifeDays?: number | null;
  configurable?: boolean;
  replenishment?: ReplenishmentType;
  price: [number, number];
}

export const COMPANY = { name: 'Fjellvind Friluft AS', baseCurrency: 'NOK', countryCode: 'NO' };

/**
 * Output VAT per storefront channel, in percent. Both demo channels sell in Norway (standard rate
 * 25 %); item sales prices are net, and a channel that shows prices including VAT adds this rate.
 */
export const CHANNEL_VAT_RATE: Record<string, string> = { 'B2B-NO': '25', 'B2C-NO': '25' };
export const DEFAULT_VAT_RATE = '25';

export const FAMILIES: Family[] = [
  {
    categoryCode: 'APPAREL',
    names: ['Shell Jacket', 'Down Jacket', 'Fleece Pullover', 'Trekking Trousers', 'Merino Base Layer', 'Softshell Vest'],
    variants: ['S', 'M', 'L', 'XL'],
    unit: 'PCS',
    decimalPlaces: 0,
    tracking: 'None',
    price: [399, 3499],
  },
  {
    categoryCode: 'FOOTWEAR',
    names: ['Hiking Boot', 'Trail Runner', 'Winter Boot', 'Approach Shoe'],
    variants: ['EU 40', 'EU 42', 'EU 44', 'EU 46'],
    unit: 'PAIR',
    decimalPlaces: 0,
    tracking: 'None',
    price: [799, 2999],
  },
  {
    categoryCode: 'TENTS',
    names: ['Dome Tent 2P', 'Tunnel Tent 3P', 'Ultralight Tent 1P', 'Base Camp Tent 6P'],
    variants: ['Green', 'Sand'],
    unit: 'PCS',
    decimalPlaces: 0,
    tracking: 'None',
    price: [1999, 11999],
  },
  {
    categoryCode: 'SLEEPING',
    names: ['Down Sleeping Bag -10', 'Synthetic Sleeping Bag 0', 'Insulated Sleeping Pad', 'Silk Liner'],
    variants: ['Regular', 'Long'],
    unit: 'PCS',
    decimalPlaces: 0,
    tracking: 'None',
    price: [299, 4999],
  },
  {
    categoryCode: 'COOKING',
    names: ['Canister Stove', 'Multi-fuel Stove', 'Titanium Pot 750 ml', 'Water Filter', 'Cook Set'],
    variants: ['Standard'],
    unit: 'PCS',
    decimalPlaces: 0,
    tracking: 'None',
    price: [149, 1899],
  },
  {
    categoryCode: 'FUEL',
    names: ['Gas Canister 230 g', 'Gas Canister 450 g', 'Fire Starter Pack'],
    variants: ['Standard'],
    unit: 'PCS',
    decimalPlaces: 0,
    tracking: 'Batch',
    shelfLifeDays: 1460,
    price: [49, 129],
  },
  { categoryCode: 'FUEL', names: ['Liquid Fuel'], variants: ['Bulk'], unit: 'L', decimalPlaces: 3, tracking: 'Batch', shelfLifeDays: 1095, price: [59, 89] },
  {
    categoryCode: 'FOOD',
    names: ['Freeze-dried Chili', 'Freeze-dried Pasta Bolognese', 'Oat Porridge Berries', 'Energy Bar Box 12'],
    variants: ['Standard'],
    unit: 'PCS',
    decimalPlaces: 0,
    tracking: 'Batch',
    shelfLifeDays: 1095,
    price: [69, 349],
  },
  { categoryCode: 'FOOD', names: ['Trail Mix'], variants: ['Bulk'], unit: 'KG', decimalPlaces: 3, tracking: 'Batch', shelfLifeDays: 540, price: [189, 259] },
  {
    categoryCode: 'CLIMBING',
    names: ['Dynamic Rope 9.5 mm', 'Static Rope 10 mm', 'Accessory Cord 6 mm'],
    variants: ['Spool'],
    unit: 'M',
    decimalPlaces: 2,
    tracking: 'None',
    price: [19, 59],
  },
  {
    categoryCode: 'CLIMBING',
    names: ['Climbing Harness', 'Climbing Helmet', 'Quickdraw Set'],
    variants: ['S/M', 'M/L'],
    unit: 'PCS',
    decimalPlaces: 0,
    tracking: 'Batch',
    shelfLifeDays: 3650,
    price: [449, 1499],
  },
  {
    categoryCode: 'NAVIGATION',
    names: ['GPS Handheld', 'Avalanche Transceiver', 'Satellite Messenger'],
    variants: ['Standard'],
    unit: 'PCS',
    decimalPlaces: 0,
    tracking: 'Serial',
    price: [2499, 5999],
  },
  {
    categoryCode: 'NAVIGATION',
    names: ['Headlamp 400 lm', 'Compass Baseplate'],
    variants: ['Standard'],
    unit: 'PCS',
    decimalPlaces: 0,
    tracking: 'None',
    price: [199, 899],
  },
  {
    categoryCode: 'SAFETY',
    names: ['First Aid Kit', 'Sunscreen SPF 50'],
    variants: ['Standard'],
    unit: 'PCS',
    decimalPlaces: 0,
    tracking: 'Batch',
    shelfLifeDays: 730,
    price: [129, 599],
  },
  {
    categoryCode: 'SAFETY',
    names: ['Avalanche Probe', 'Emergency Bivvy'],
    variants: ['Standard'],
    unit: 'PCS',
    decimalPlaces: 0,
    tracking: 'None',
    price: [249, 899],
  },
  { categoryCode: 'PADDLING', names: ['Touring Kayak'], variants: ['Red', 'Yellow'], unit: 'PCS', decimalPlaces: 0, tracking: 'Serial', price: [14999, 29999] },
  {
    categoryCode: 'PADDLING',
    names: ['Carbon Paddle', 'Dry Bag 20 L', 'Touring PFD'],
    variants: ['Standard'],
    unit: 'PCS',
    decimalPlaces: 0,
    tracking: 'None',
    price: [199, 2999],
  },
  {
    categoryCode: 'CUSTOM',
    names: ['Made-to-measure Tarp', 'Custom Expedition Sled', 'Custom Kayak Spray Deck'],
    variants: ['Configurable'],
    unit: 'PCS',
    decimalPlaces: 0,
    tracking: 'None',
    configurable: true,
    replenishment: 'Manufacture',
    price: [1999, 8999],
  },
  {
    categoryCode: 'FABRIC',
    names: ['Ripstop Nylon 40D', 'Mesh Fabric', 'Webbing 25 mm'],
    variants: ['Roll'],
    unit: 'M',
    decimalPlaces: 2,
    tracking: 'None',
    price: [29, 149],
  },
  {
    categoryCode: 'ACCESSORY',
    names: ['Trekking Poles', 'Gaiters', 'Buff Neck Gaiter'],
    variants: ['Standard'],
    unit: null,
    decimalPlaces: 0,
    tracking: 'None',
    price: [99, 799],
  },
];

export const CATEGORIES = [
  ['APPAREL', 'Apparel'],
  ['FOOTWEAR', 'Footwear'],
  ['TENTS', 'Tents and shelters'],
  ['SLEEPING', 'Sleeping'],
  ['COOKING', 'Camp kitchen'],
  ['FUEL', 'Fuel'],
  ['FOOD', 'Outdoor food'],
  ['CLIMBING', 'Climbing'],
  ['NAVIGATION', 'Navigation and electronics'],
  ['SAFETY', 'Safety'],
  ['PADDLING', 'Paddling'],
  ['CUSTOM', 'Made to order'],
  ['FABRIC', 'Fabrics and materials'],
  ['ACCESSORY', 'Accessories'],
] as const;

export const UNITS = [
  ['PCS', 'Piece'],
  ['PAIR', 'Pair'],
  ['M', 'Metre'],
  ['KG', 'Kilogram'],
  ['L', 'Litre'],
  ['SET', 'Set'],
] as const;

/**
 * Suppliers and what they make or carry (item category codes): each item is bought from a
 * supplier of its category, so no textile mill sells freeze-dried food.
 */
export const SUPPLIERS: { name: string; country: string; currency: string; email: boolean; categories: readonly string[] }[] = [
  { name: 'Nordkapp Textiles AS', country: 'NO', currency: 'NOK', email: true, categories: ['APPAREL', 'FABRIC', 'SLEEPING'] },
  { name: 'Bergtind Gear AB', country: 'SE', currency: 'SEK', email: true, categories: ['TENTS', 'SLEEPING', 'COOKING', 'ACCESSORY'] },
  { name: 'Lofoten Outdoor Supply AS', country: 'NO', currency: 'NOK', email: true, categories: ['FOOTWEAR', 'COOKING', 'FUEL', 'SAFETY', 'ACCESSORY'] },
  { name: 'Alpenschmiede GmbH', country: 'DE', currency: 'EUR', email: true, categories: ['CLIMBING', 'FOOTWEAR', 'ACCESSORY'] },
  { name: 'Trekwell Ltd', country: 'GB', currency: 'GBP', email: false, categories: ['FOOTWEAR', 'APPAREL'] },
  { name: 'Fjordline Foods AS', country: 'NO', currency: 'NOK', email: true, categories: ['FOOD'] },
  { name: 'Polar Signal Oy', country: 'FI', currency: 'EUR', email: true, categories: ['NAVIGATION'] },
  { name: 'Kajakverkstan AB', country: 'SE', currency: 'SEK', email: true, categories: ['PADDLING'] },
  { name: 'Granite Climbing Co', country: 'US', currency: 'USD', email: true, categories: ['CLIMBING'] },
  { name: 'Vidde Fuel AS', country: 'NO', currency: 'NOK', email: false, categories: ['FUEL'] },
  { name: 'Saga Safety ApS', country: 'DK', currency: 'DKK', email: true, categories: ['SAFETY', 'NAVIGATION'] },
  { name: 'Norrsken Optics AB', country: 'SE', currency: 'SEK', email: true, categories: ['NAVIGATION'] },
  { name: 'Hardanger Canvas AS', country: 'NO', currency: 'NOK', email: true, categories: ['TENTS', 'FABRIC', 'PADDLING'] },
  { name: 'Arctic Trail Foods Oy', country: 'FI', currency: 'EUR', email: true, categories: ['FOOD'] },
];

/** NOK per unit of currency; the sandbox books receipts in the tenant's base currency with these. */
export const FX_TO_NOK: Record<string, string> = { NOK: '1', SEK: '0.98', EUR: '11.60', DKK: '1.55', GBP: '13.50', USD: '10.80' };

export const CUSTOMER_PLACES: [string, string][] = [
  ['Bergen', 'NO'],
  ['Tromsø', 'NO'],
  ['Voss', 'NO'],
  ['Lillehammer', 'NO'],
  ['Bodø', 'NO'],
  ['Ålesund', 'NO'],
  ['Kiruna', 'SE'],
  ['Åre', 'SE'],
  ['Umeå', 'SE'],
  ['Rovaniemi', 'FI'],
  ['Aalborg', 'DK'],
  ['Stavanger', 'NO'],
  ['Narvik', 'NO'],
  ['Geilo', 'NO'],
  ['Hemsedal', 'NO'],
  ['Oppdal', 'NO'],
  ['Lofoten', 'NO'],
  ['Røros', 'NO'],
  ['Sälen', 'SE'],
  ['Levi', 'FI'],
];
export const CUSTOMER_KINDS = [
  'Sport AS',
  'Fjellsport',
  'Adventure Center',
  'Ski & Fritid',
  'Friluftsbutikk',
  'Outdoor AB',
  'Turlag',
  'Expedition Club',
  'Mountain Guides',
  'Kajakklubb',
];
export const CUSTOMER_COUNTRIES: Record<string, { currency: string; postalDigits: number }> = {
  NO: { currency: 'NOK', postalDigits: 4 },
  SE: { currency: 'SEK', postalDigits: 5 },
  DK: { currency: 'DKK', postalDigits: 4 },
  FI: { currency: 'EUR', postalDigits: 5 },
};
export const STREETS = ['Storgata', 'Kongens gate', 'Fjellveien', 'Havnegata', 'Sjøgata', 'Torggata', 'Industriveien', 'Elvegata'];
