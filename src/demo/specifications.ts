/**
 * What shoppers of audio gear filter and compare each category by: the specifications of the demo
 * catalogue, also used by the catalogue benchmark. Pure data, no I/O.
 * Stored values (product_specs.value): a list's option text exactly as written here, a number as
 * digits, yes/no as "yes" or "no".
 */
import type { SpecKind } from '@shared/schemas/catalogue';

export interface DemoSpecification {
  /** The specification's name in addresses and the API (Spec.<key>), written as slugOf writes names. */
  key: string;
  name: string;
  kind: SpecKind;
  /** Numbers only. */
  unit?: string;
  /** Lists only: the values in the order shoppers see them. */
  options?: readonly string[];
}

/** The house brands of the demo catalogue, written out product by product (catalogue.ts). */
export const HOUSE_BRANDS = ['Swara', 'Tarang', 'Naada', 'Veena Pro'] as const;
/**
 * Every brand of the demo catalogue, all fictional: the house brands, then those whose products
 * are generated from their lines (lines.ts). Every product's name starts with its brand.
 */
export const DEMO_BRANDS = [
  ...HOUSE_BRANDS,
  'Laya',
  'Dhvani',
  'Mridanga',
  'Raaga Labs',
  'Kalrav',
  'Meghdoot',
  'Sangam Acoustics',
  'Bansuri',
  'Gunjan',
] as const;
export type DemoBrand = (typeof DEMO_BRANDS)[number];

/** What a brand's page says about it, and the two colours of its drawn logo. */
export interface DemoBrandDetails {
  description: string;
  colour: string;
  accent: string;
}

export const DEMO_BRAND_DETAILS: Readonly<Record<DemoBrand, DemoBrandDetails>> = {
  Swara: {
    description: "The shop's own everyday brand: wireless headphones, earbuds, speakers and soundbars tuned in Vellore for Indian homes and commutes.",
    colour: '#b3122e',
    accent: '#f0862a',
  },
  Tarang: {
    description: 'Big sound at a small price: bass-forward headphones, sporty earbuds and rugged speakers for college bags and weekend trips.',
    colour: '#2f6fd6',
    accent: '#86cfb0',
  },
  Naada: {
    description: 'Colourful, playful audio for families: party speakers, kids-safe headphones and turntables that make music a shared thing.',
    colour: '#7a5ca6',
    accent: '#f0bf2c',
  },
  'Veena Pro': {
    description: 'Studio and hi-fi gear for people who listen closely: monitor headphones, power amplifiers, XLR microphones and cables built to last.',
    colour: '#23262b',
    accent: '#c9a04a',
  },
  Laya: {
    description: 'Rhythm for the road: light wireless headphones, true wireless buds and splash-proof speakers in bright colours.',
    colour: '#ee7a2a',
    accent: '#23262b',
  },
  Dhvani: {
    description: 'Quiet first: noise cancelling headphones and earbuds, and soundbars that make dialogue clear at low volume.',
    colour: '#1f3a5f',
    accent: '#86cfb0',
  },
  Mridanga: {
    description: 'Made for the stage and the studio: wired monitor headphones, dynamic microphones, power amplifiers and XLR cables.',
    colour: '#7a4a28',
    accent: '#d4bc8f',
  },
  'Raaga Labs': {
    description: 'Sound engineered in small batches: gaming headsets, smart speakers, USB DACs and HDMI cables for the connected home.',
    colour: '#138a86',
    accent: '#eeeeec',
  },
  Kalrav: {
    description: 'Sound for celebrations: party and karaoke gear, sports earbuds, kids headphones and sturdy microphone arms.',
    colour: '#c0392b',
    accent: '#f0bf2c',
  },
  Meghdoot: {
    description: 'Premium sound carried far: flagship noise cancelling headphones, Dolby Atmos soundbars and rugged monsoon-proof speakers.',
    colour: '#22335c',
    accent: '#c4c8ce',
  },
  'Sangam Acoustics': {
    description: 'Where hi-fi traditions meet: bookshelf and tower speakers, stereo amplifiers, speaker cables and stands.',
    colour: '#3c9a4a',
    accent: '#d6c3a1',
  },
  Bansuri: {
    description: 'Simple, honest audio: everyday earbuds, wired headphones, turntables and stands at fair prices.',
    colour: '#3d4249',
    accent: '#e58aa8',
  },
  Gunjan: {
    description: 'The hum of good design: neckband earphones, powered speakers, home theatre soundbars, clip-on microphones and USB-C cables.',
    colour: '#c9a04a',
    accent: '#23262b',
  },
};

const WATER_RESISTANCE = ['None', 'IPX4', 'IPX5', 'IPX7'];

/**
 * By category name, in the order a product page lists them. Every demo product has a value for at
 * least the first three of its category.
 */
export const DEMO_SPECIFICATIONS: Readonly<Record<string, readonly DemoSpecification[]>> = {
  Headphones: [
    { key: 'form-factor', name: 'Form factor', kind: 'one', options: ['Over-ear', 'On-ear'] },
    { key: 'connectivity', name: 'Connectivity', kind: 'many', options: ['Bluetooth', 'Wired 3.5 mm', 'USB-C'] },
    { key: 'noise-cancelling', name: 'Noise cancelling', kind: 'yesno' },
    { key: 'driver-size', name: 'Driver size', kind: 'number', unit: 'mm' },
    { key: 'battery-life', name: 'Battery life', kind: 'number', unit: 'hours' },
    { key: 'impedance', name: 'Impedance', kind: 'number', unit: 'ohm' },
    { key: 'microphone', name: 'Microphone', kind: 'yesno' },
  ],
  Earbuds: [
    { key: 'type', name: 'Type', kind: 'one', options: ['True wireless', 'Ear-hook', 'Neckband'] },
    { key: 'noise-cancelling', name: 'Noise cancelling', kind: 'yesno' },
    { key: 'battery-life', name: 'Battery life with case', kind: 'number', unit: 'hours' },
    { key: 'water-resistance', name: 'Water resistance', kind: 'one', options: WATER_RESISTANCE },
    { key: 'bluetooth-version', name: 'Bluetooth version', kind: 'one', options: ['5.0', '5.1', '5.2', '5.3', '5.4'] },
    { key: 'driver-size', name: 'Driver size', kind: 'number', unit: 'mm' },
  ],
  Speakers: [
    { key: 'type', name: 'Type', kind: 'one', options: ['Portable', 'Party', 'Bookshelf', 'Floorstanding', 'Smart'] },
    { key: 'connectivity', name: 'Connectivity', kind: 'many', options: ['Bluetooth', 'Wi-Fi', 'AUX', 'Optical', 'USB', 'Speaker terminals'] },
    { key: 'battery', name: 'Battery', kind: 'yesno' },
    { key: 'output-power', name: 'Output power', kind: 'number', unit: 'W' },
    { key: 'battery-life', name: 'Battery life', kind: 'number', unit: 'hours' },
    { key: 'water-resistance', name: 'Water resistance', kind: 'one', options: WATER_RESISTANCE },
  ],
  Soundbars: [
    { key: 'channels', name: 'Channels', kind: 'one', options: ['2.0', '2.1', '3.1', '5.1', '7.1.4'] },
    { key: 'output-power', name: 'Output power', kind: 'number', unit: 'W' },
    { key: 'subwoofer', name: 'Subwoofer', kind: 'one', options: ['None', 'Built-in', 'Wireless'] },
    { key: 'dolby-atmos', name: 'Dolby Atmos', kind: 'yesno' },
    { key: 'inputs', name: 'Inputs', kind: 'many', options: ['HDMI eARC', 'HDMI ARC', 'Optical', 'Bluetooth', 'Wi-Fi', 'AUX', 'USB'] },
  ],
  Amplifiers: [
    {
      key: 'type',
      name: 'Type',
      kind: 'one',
      options: ['Integrated amplifier', 'Power amplifier', 'Karaoke amplifier', 'DAC & headphone amplifier', 'Turntable'],
    },
    { key: 'bluetooth', name: 'Bluetooth', kind: 'yesno' },
    { key: 'phono-stage', name: 'Phono stage', kind: 'yesno' },
    { key: 'power-per-channel', name: 'Power per channel', kind: 'number', unit: 'W' },
    { key: 'inputs', name: 'Inputs', kind: 'many', options: ['RCA', 'Phono', 'XLR', 'Optical', 'Coaxial', 'USB', 'AUX', 'Microphone'] },
  ],
  Microphones: [
    { key: 'type', name: 'Type', kind: 'one', options: ['Dynamic', 'Condenser'] },
    { key: 'connection', name: 'Connection', kind: 'many', options: ['USB', 'XLR', '3.5 mm', 'Wireless'] },
    { key: 'polar-pattern', name: 'Polar pattern', kind: 'one', options: ['Cardioid', 'Supercardioid', 'Omnidirectional', 'Figure-8'] },
    { key: 'phantom-power', name: 'Needs phantom power', kind: 'yesno' },
  ],
  'Cables & Accessories': [
    { key: 'type', name: 'Type', kind: 'one', options: ['Cable', 'Speaker stand', 'Headphone stand', 'Microphone arm'] },
    {
      key: 'use-with',
      name: 'Use with',
      kind: 'many',
      options: ['Phones & laptops', 'TV & soundbar', 'Gaming consoles', 'Speakers', 'Headphones', 'Microphones', 'DACs & audio interfaces'],
    },
    { key: 'sold-as', name: 'Sold as', kind: 'one', options: ['Single', 'Pair'] },
    { key: 'connector', name: 'Connector', kind: 'one', options: ['3.5 mm', 'Optical', 'HDMI', 'XLR', 'USB-C', 'Banana plug'] },
    { key: 'length', name: 'Length', kind: 'many', options: ['1 m', '1.5 m', '2 m', '3 m', '5 m', '6 m', '10 m'] },
  ],
};

/** A product's values by specification key: an option (or several), a number, or yes (true) / no (false). */
export type DemoSpecValues = Readonly<Record<string, string | number | boolean | readonly string[]>>;

/** The rows a product's values are stored as: one a value, as the contract writes them. */
export function demoSpecRows(values: DemoSpecValues): { key: string; value: string }[] {
  return Object.entries(values).flatMap(([key, v]) => {
    if (typeof v === 'boolean') return [{ key, value: v ? 'yes' : 'no' }];
    if (typeof v === 'number') return [{ key, value: String(v) }];
    return (typeof v === 'string' ? [v] : v).map((value) => ({ key, value }));
  });
}
