/**
 * The demo catalogue beyond the house brands, generated from compact tables rather than written
 * out: a brand's line (what it is, its colours or lengths, its price and its specifications) times
 * its models (each a name and the values that differ). Stock, sales and the sold-out cases follow
 * rules by the product's place in its category, so every category has products with several
 * variants, sold out, and sold out in their default variant while another is in stock.
 * Pure data: no I/O.
 */
import { DEMO_BRAND_DETAILS, DEMO_SPECIFICATIONS, type DemoBrand, type DemoSpecValues } from './specifications';
import { HSN, html, saleMrp, type ArtKind, type DemoProduct, type DemoVariant } from './product-kit';

/** A model of a line: the word(s) after the line's name, and the values that differ from the line's. */
interface Model {
  name: string;
  /** Price in whole rupees (GST included). */
  price: number;
  specs?: DemoSpecValues;
}

interface Line {
  brand: DemoBrand;
  /** The line's name, after the brand: "Pulse". */
  line: string;
  /** What the product is, at the end of its name: "Wireless Headphones" (the artwork reads it). */
  noun: string;
  category: string;
  art: ArtKind;
  hsn: string;
  /** Colours as [title, hex]; or, for cables, lengths as [title, hex of the cable]. */
  variants: [string, string][];
  /** Cables: each length costs this much more than the one before, in percent. */
  lengthStep?: number;
  /** Percent off the MRP (0: sold at its MRP). */
  sale: number;
  weightKg: number;
  specs: DemoSpecValues;
  models: Model[];
  /** The line's one-sentence pitch, and its description's heading. */
  pitch: string;
  heading: string;
  warrantyYears: 1 | 2 | 3;
  madeIn?: string;
}

const C = {
  black: '#23262b',
  graphite: '#3d4249',
  midnight: '#1f3a5f',
  white: '#eeeeec',
  silver: '#c4c8ce',
  grey: '#878d96',
  red: '#c0392b',
  blue: '#2f6fd6',
  teal: '#138a86',
  mint: '#86cfb0',
  pink: '#e58aa8',
  yellow: '#f0bf2c',
  orange: '#ee7a2a',
  green: '#3c9a4a',
  walnut: '#7a4a28',
  champagne: '#d4bc8f',
  copper: '#b8733d',
} as const;

const HP = 'Headphones';
const EB = 'Earbuds';
const SP = 'Speakers';
const SB = 'Soundbars';
const AM = 'Amplifiers';
const MC = 'Microphones';
const CA = 'Cables & Accessories';

/** The lines, by category. */
const LINES: Line[] = [
  // ------------------------------------------------------------ headphones
  {
    brand: 'Laya',
    line: 'Pulse',
    noun: 'Wireless On-Ear Headphones',
    category: HP,
    art: 'headphones',
    hsn: HSN.headphones,
    variants: [
      ['Black', C.black],
      ['Blue', C.blue],
      ['Red', C.red],
    ],
    sale: 35,
    weightKg: 0.3,
    specs: { 'form-factor': 'On-ear', connectivity: ['Bluetooth'], 'noise-cancelling': false, microphone: true },
    models: [
      { name: '200', price: 1499, specs: { 'driver-size': 32, 'battery-life': 30 } },
      { name: '300', price: 1999, specs: { 'driver-size': 36, 'battery-life': 40 } },
      { name: '400', price: 2499, specs: { 'driver-size': 40, 'battery-life': 50 } },
    ],
    pitch: 'Light, foldable on-ear headphones that go from the morning bus to the evening call.',
    heading: 'All-day music, folded into your bag',
    warrantyYears: 1,
  },
  {
    brand: 'Dhvani',
    line: 'Quiet',
    noun: 'ANC Wireless Headphones',
    category: HP,
    art: 'headphones',
    hsn: HSN.headphones,
    variants: [
      ['Black', C.black],
      ['Silver', C.silver],
    ],
    sale: 25,
    weightKg: 0.42,
    specs: { 'form-factor': 'Over-ear', connectivity: ['Bluetooth', 'USB-C'], 'noise-cancelling': true, 'driver-size': 40, microphone: true },
    models: [
      { name: 'Q5', price: 5999, specs: { 'battery-life': 40 } },
      { name: 'Q7', price: 7999, specs: { 'battery-life': 50 } },
      { name: 'Q9', price: 10999, specs: { 'battery-life': 70 } },
    ],
    pitch: 'Over-ear headphones with hybrid active noise cancelling that hushes engines, fans and office chatter.',
    heading: 'Turn the city down',
    warrantyYears: 1,
    madeIn: 'China',
  },
  {
    brand: 'Mridanga',
    line: 'Studio',
    noun: 'Wired Monitor Headphones',
    category: HP,
    art: 'headphones',
    hsn: HSN.headphones,
    variants: [['Black', C.black]],
    sale: 15,
    weightKg: 0.45,
    specs: { 'form-factor': 'Over-ear', connectivity: ['Wired 3.5 mm'], 'noise-cancelling': false, microphone: false },
    models: [
      { name: 'M50', price: 2999, specs: { 'driver-size': 40, impedance: 32 } },
      { name: 'M70', price: 4499, specs: { 'driver-size': 45, impedance: 64 } },
      { name: 'M90', price: 6999, specs: { 'driver-size': 50, impedance: 250 } },
    ],
    pitch: 'Closed-back studio headphones with a flat response for recording, mixing and editing.',
    heading: 'Hear the take as it is',
    warrantyYears: 2,
  },
  {
    brand: 'Kalrav',
    line: 'Junior',
    noun: 'Kids Wireless Headphones',
    category: HP,
    art: 'headphones',
    hsn: HSN.headphones,
    variants: [
      ['Pink', C.pink],
      ['Blue', C.blue],
      ['Yellow', C.yellow],
    ],
    sale: 30,
    weightKg: 0.25,
    specs: { 'form-factor': 'On-ear', connectivity: ['Bluetooth', 'Wired 3.5 mm'], 'noise-cancelling': false, 'driver-size': 30, microphone: true },
    models: [
      { name: 'K1', price: 999, specs: { 'battery-life': 20 } },
      { name: 'K2', price: 1299, specs: { 'battery-life': 25 } },
      { name: 'K3', price: 1599, specs: { 'battery-life': 30 } },
    ],
    pitch: 'Soft, bendable headphones for children, with volume kept to a safe 85 dB for online classes and cartoons.',
    heading: 'Safe volume, happy ears',
    warrantyYears: 1,
  },
  {
    brand: 'Raaga Labs',
    line: 'Gamer',
    noun: 'Wired Gaming Headset',
    category: HP,
    art: 'headphones',
    hsn: HSN.headphones,
    variants: [
      ['Black', C.black],
      ['White', C.white],
    ],
    sale: 20,
    weightKg: 0.5,
    specs: {
      'form-factor': 'Over-ear',
      connectivity: ['USB-C', 'Wired 3.5 mm'],
      'noise-cancelling': false,
      'driver-size': 50,
      impedance: 32,
      microphone: true,
    },
    models: [
      { name: 'G1', price: 1999 },
      { name: 'G3', price: 2999 },
      { name: 'G5', price: 3999 },
    ],
    pitch: 'A gaming headset with a flip-to-mute boom microphone that plugs into a console, a phone or a laptop.',
    heading: 'Hear the footsteps first',
    warrantyYears: 1,
    madeIn: 'Vietnam',
  },
  {
    brand: 'Meghdoot',
    line: 'Sky',
    noun: 'ANC Wireless Headphones',
    category: HP,
    art: 'headphones',
    hsn: HSN.headphones,
    variants: [
      ['Graphite', C.graphite],
      ['Champagne', C.champagne],
    ],
    sale: 0,
    weightKg: 0.45,
    specs: {
      'form-factor': 'Over-ear',
      connectivity: ['Bluetooth', 'USB-C', 'Wired 3.5 mm'],
      'noise-cancelling': true,
      'driver-size': 40,
      microphone: true,
    },
    models: [
      { name: 'S1', price: 14999, specs: { 'battery-life': 30 } },
      { name: 'S2', price: 21999, specs: { 'battery-life': 45 } },
    ],
    pitch: 'Flagship headphones with adaptive noise cancelling, lossless USB-C audio and memory-foam cushions.',
    heading: 'A quiet room wherever you are',
    warrantyYears: 2,
    madeIn: 'China',
  },
  {
    brand: 'Bansuri',
    line: 'Open',
    noun: 'Wired On-Ear Headphones',
    category: HP,
    art: 'headphones',
    hsn: HSN.headphones,
    variants: [
      ['Black', C.black],
      ['Grey', C.grey],
    ],
    sale: 40,
    weightKg: 0.22,
    specs: { 'form-factor': 'On-ear', connectivity: ['Wired 3.5 mm'], 'noise-cancelling': false, 'driver-size': 36, impedance: 24, microphone: false },
    models: [
      { name: 'B10', price: 599 },
      { name: 'B20', price: 799 },
    ],
    pitch: 'Simple wired headphones with no battery to charge: plug in and listen.',
    heading: 'Plug in and play',
    warrantyYears: 1,
  },
  // ------------------------------------------------------------ earbuds
  {
    brand: 'Laya',
    line: 'Air',
    noun: 'True Wireless Earbuds',
    category: EB,
    art: 'earbuds',
    hsn: HSN.headphones,
    variants: [
      ['White', C.white],
      ['Black', C.black],
      ['Mint', C.mint],
    ],
    sale: 35,
    weightKg: 0.15,
    specs: { type: 'True wireless', 'water-resistance': 'IPX4' },
    models: [
      { name: '1', price: 1299, specs: { 'noise-cancelling': false, 'battery-life': 30, 'bluetooth-version': '5.1', 'driver-size': 10 } },
      { name: '2', price: 1799, specs: { 'noise-cancelling': false, 'battery-life': 40, 'bluetooth-version': '5.2', 'driver-size': 11 } },
      { name: '3', price: 2499, specs: { 'noise-cancelling': true, 'battery-life': 50, 'bluetooth-version': '5.3', 'driver-size': 12 } },
    ],
    pitch: 'Pocket-sized true wireless earbuds with a case that charges them several times over.',
    heading: 'Music in your pocket',
    warrantyYears: 1,
    madeIn: 'China',
  },
  {
    brand: 'Gunjan',
    line: 'Neck',
    noun: 'Wireless Neckband',
    category: EB,
    art: 'earbuds',
    hsn: HSN.headphones,
    variants: [
      ['Black', C.black],
      ['Blue', C.blue],
    ],
    sale: 30,
    weightKg: 0.12,
    specs: { type: 'Neckband', 'noise-cancelling': false, 'water-resistance': 'IPX5' },
    models: [
      { name: 'N10', price: 899, specs: { 'battery-life': 20, 'bluetooth-version': '5.0', 'driver-size': 10 } },
      { name: 'N20', price: 1199, specs: { 'battery-life': 30, 'bluetooth-version': '5.0', 'driver-size': 12 } },
      { name: 'N30', price: 1499, specs: { 'battery-life': 40, 'bluetooth-version': '5.1', 'driver-size': 13 } },
    ],
    pitch: 'A flexible neckband with magnetic earbuds that snap together and pause the music when you take them out.',
    heading: 'Always around your neck, never lost',
    warrantyYears: 1,
  },
  {
    brand: 'Kalrav',
    line: 'Sport',
    noun: 'Ear-Hook Wireless Earbuds',
    category: EB,
    art: 'earbuds',
    hsn: HSN.headphones,
    variants: [
      ['Black', C.black],
      ['Orange', C.orange],
      ['Green', C.green],
    ],
    sale: 25,
    weightKg: 0.18,
    specs: { type: 'Ear-hook', 'noise-cancelling': false, 'water-resistance': 'IPX7' },
    models: [
      { name: 'Run', price: 1499, specs: { 'battery-life': 36, 'bluetooth-version': '5.1', 'driver-size': 12 } },
      { name: 'Flex', price: 1999, specs: { 'battery-life': 44, 'bluetooth-version': '5.3', 'driver-size': 13 } },
      { name: 'Pro', price: 2799, specs: { 'battery-life': 60, 'bluetooth-version': '5.4', 'driver-size': 14 } },
    ],
    pitch: 'Ear-hook earbuds that stay put through a run, a gym set or a cricket match, sweat and rain included.',
    heading: 'They stay in, you keep going',
    warrantyYears: 1,
  },
  {
    brand: 'Dhvani',
    line: 'Quiet Buds',
    noun: 'ANC True Wireless Earbuds',
    category: EB,
    art: 'earbuds',
    hsn: HSN.headphones,
    variants: [
      ['Black', C.black],
      ['Silver', C.silver],
    ],
    sale: 20,
    weightKg: 0.15,
    specs: { type: 'True wireless', 'noise-cancelling': true, 'driver-size': 11 },
    models: [
      { name: 'QB1', price: 2999, specs: { 'battery-life': 28, 'water-resistance': 'IPX4', 'bluetooth-version': '5.2' } },
      { name: 'QB2', price: 3999, specs: { 'battery-life': 32, 'water-resistance': 'IPX5', 'bluetooth-version': '5.3' } },
      { name: 'QB3', price: 5499, specs: { 'battery-life': 40, 'water-resistance': 'IPX5', 'bluetooth-version': '5.4' } },
    ],
    pitch: 'Noise cancelling earbuds with a transparency mode for announcements on the platform.',
    heading: 'Quiet that fits in a pocket',
    warrantyYears: 1,
    madeIn: 'China',
  },
  {
    brand: 'Bansuri',
    line: 'Basic',
    noun: 'True Wireless Earbuds',
    category: EB,
    art: 'earbuds',
    hsn: HSN.headphones,
    variants: [
      ['White', C.white],
      ['Black', C.black],
    ],
    sale: 40,
    weightKg: 0.14,
    specs: { type: 'True wireless', 'noise-cancelling': false, 'water-resistance': 'None', 'driver-size': 10 },
    models: [
      { name: 'E1', price: 699, specs: { 'battery-life': 20, 'bluetooth-version': '5.0' } },
      { name: 'E2', price: 899, specs: { 'battery-life': 24, 'bluetooth-version': '5.1' } },
      { name: 'E3', price: 1099, specs: { 'battery-life': 30, 'bluetooth-version': '5.2' } },
    ],
    pitch: 'Everyday true wireless earbuds at a fair price, with touch controls and a compact case.',
    heading: 'Wireless, without the fuss',
    warrantyYears: 1,
  },
  {
    brand: 'Meghdoot',
    line: 'Neck Pro',
    noun: 'ANC Wireless Neckband',
    category: EB,
    art: 'earbuds',
    hsn: HSN.headphones,
    variants: [['Graphite', C.graphite]],
    sale: 15,
    weightKg: 0.13,
    specs: { type: 'Neckband', 'noise-cancelling': true, 'bluetooth-version': '5.3', 'driver-size': 13 },
    models: [
      { name: 'NP1', price: 2499, specs: { 'battery-life': 30, 'water-resistance': 'None' } },
      { name: 'NP2', price: 3299, specs: { 'battery-life': 36, 'water-resistance': 'IPX5' } },
    ],
    pitch: 'A neckband with active noise cancelling and a vibrating alert for calls in a noisy office.',
    heading: 'Calls that cut through the noise',
    warrantyYears: 2,
  },
  // ------------------------------------------------------------ speakers
  {
    brand: 'Laya',
    line: 'Drop',
    noun: 'Portable Bluetooth Speaker',
    category: SP,
    art: 'speaker',
    hsn: HSN.singleSpeaker,
    variants: [
      ['Blue', C.blue],
      ['Red', C.red],
      ['Black', C.black],
    ],
    sale: 30,
    weightKg: 0.6,
    specs: { type: 'Portable', connectivity: ['Bluetooth'], battery: true },
    models: [
      { name: 'Mini', price: 1299, specs: { 'output-power': 5, 'battery-life': 10, 'water-resistance': 'IPX5' } },
      { name: 'Go', price: 1999, specs: { 'output-power': 10, 'battery-life': 12, 'water-resistance': 'IPX5' } },
      { name: 'Max', price: 3499, specs: { 'output-power': 20, 'battery-life': 16, 'water-resistance': 'IPX7' } },
    ],
    pitch: 'A round, splash-proof speaker with a strap, for the balcony, the picnic and the bathroom.',
    heading: 'Take the music along',
    warrantyYears: 1,
    madeIn: 'China',
  },
  {
    brand: 'Kalrav',
    line: 'Boom',
    noun: 'Party Speaker',
    category: SP,
    art: 'speaker',
    hsn: HSN.singleSpeaker,
    variants: [['Black', C.black]],
    sale: 25,
    weightKg: 9,
    specs: { type: 'Party', connectivity: ['Bluetooth', 'AUX', 'USB'], battery: true, 'water-resistance': 'IPX4' },
    models: [
      { name: '200', price: 7999, specs: { 'output-power': 100, 'battery-life': 6 } },
      { name: '400', price: 12999, specs: { 'output-power': 200, 'battery-life': 8 } },
      { name: '800', price: 19999, specs: { 'output-power': 400, 'battery-life': 10 } },
    ],
    pitch: 'A party speaker with lights, a microphone input and wheels, for the terrace, the sangeet and the society hall.',
    heading: 'The party starts here',
    warrantyYears: 1,
  },
  {
    brand: 'Sangam Acoustics',
    line: 'Classic',
    noun: 'Bookshelf Speakers (pair)',
    category: SP,
    art: 'speaker',
    hsn: HSN.multiSpeaker,
    variants: [
      ['Walnut', C.walnut],
      ['Black', C.black],
    ],
    sale: 20,
    weightKg: 8,
    specs: { type: 'Bookshelf', connectivity: ['Speaker terminals'], battery: false, 'water-resistance': 'None' },
    models: [
      { name: 'B4', price: 9999, specs: { 'output-power': 40 } },
      { name: 'B5', price: 14999, specs: { 'output-power': 60 } },
      { name: 'B6', price: 21999, specs: { 'output-power': 80 } },
    ],
    pitch: 'Passive two-way bookshelf speakers in real wood veneer, for a stereo amplifier and a record collection.',
    heading: 'Hi-fi for the living room',
    warrantyYears: 3,
  },
  {
    brand: 'Sangam Acoustics',
    line: 'Tower',
    noun: 'Floorstanding Tower Speaker',
    category: SP,
    art: 'speaker',
    hsn: HSN.multiSpeaker,
    variants: [
      ['Walnut', C.walnut],
      ['Black', C.black],
    ],
    sale: 15,
    weightKg: 24,
    specs: { type: 'Floorstanding', connectivity: ['Speaker terminals'], battery: false, 'water-resistance': 'None' },
    models: [
      { name: 'T8', price: 24999, specs: { 'output-power': 120 } },
      { name: 'T10', price: 32999, specs: { 'output-power': 150 } },
      { name: 'T12', price: 44999, specs: { 'output-power': 200 } },
    ],
    pitch: 'A three-way floorstanding speaker with twin woofers, for a room that deserves full-range sound.',
    heading: 'Full-range sound, floor to ceiling',
    warrantyYears: 3,
  },
  {
    brand: 'Raaga Labs',
    line: 'Home',
    noun: 'Smart Wi-Fi Speaker',
    category: SP,
    art: 'speaker',
    hsn: HSN.singleSpeaker,
    variants: [
      ['Grey', C.grey],
      ['White', C.white],
    ],
    sale: 20,
    weightKg: 1.5,
    specs: { type: 'Smart', connectivity: ['Bluetooth', 'Wi-Fi', 'AUX'], battery: false, 'water-resistance': 'None' },
    models: [
      { name: 'Mini', price: 3999, specs: { 'output-power': 10 } },
      { name: 'One', price: 7999, specs: { 'output-power': 25 } },
      { name: 'Max', price: 14999, specs: { 'output-power': 50 } },
    ],
    pitch: 'A smart speaker that plays radio, playlists and podcasts over Wi-Fi, and groups with others room to room.',
    heading: 'Every room, one playlist',
    warrantyYears: 1,
    madeIn: 'Vietnam',
  },
  {
    brand: 'Gunjan',
    line: 'Active',
    noun: 'Powered Bookshelf Speakers (pair)',
    category: SP,
    art: 'speaker',
    hsn: HSN.multiSpeaker,
    variants: [
      ['Black', C.black],
      ['White', C.white],
    ],
    sale: 25,
    weightKg: 6,
    specs: { type: 'Bookshelf', connectivity: ['Bluetooth', 'Optical', 'AUX', 'USB'], battery: false, 'water-resistance': 'None' },
    models: [
      { name: 'A2', price: 5999, specs: { 'output-power': 30 } },
      { name: 'A4', price: 8999, specs: { 'output-power': 50 } },
      { name: 'A6', price: 12999, specs: { 'output-power': 70 } },
    ],
    pitch: 'Powered bookshelf speakers with their own amplifier: connect a TV by optical, a phone by Bluetooth.',
    heading: 'Speakers that need nothing else',
    warrantyYears: 2,
  },
  {
    brand: 'Meghdoot',
    line: 'Rain',
    noun: 'Rugged Bluetooth Speaker',
    category: SP,
    art: 'speaker',
    hsn: HSN.singleSpeaker,
    variants: [
      ['Teal', C.teal],
      ['Black', C.black],
    ],
    sale: 20,
    weightKg: 1.2,
    specs: { type: 'Portable', connectivity: ['Bluetooth'], battery: true, 'water-resistance': 'IPX7' },
    models: [
      { name: 'R1', price: 3999, specs: { 'output-power': 15, 'battery-life': 20 } },
      { name: 'R2', price: 5999, specs: { 'output-power': 30, 'battery-life': 24 } },
    ],
    pitch: 'A rubber-armoured speaker that floats, shrugs off a monsoon downpour and plays for a whole day.',
    heading: 'Made for the monsoon',
    warrantyYears: 2,
  },
  // ------------------------------------------------------------ soundbars
  {
    brand: 'Laya',
    line: 'Cinema',
    noun: 'Soundbar with Wireless Subwoofer',
    category: SB,
    art: 'soundbar',
    hsn: HSN.multiSpeaker,
    variants: [['Black', C.black]],
    sale: 30,
    weightKg: 9,
    specs: { channels: '2.1', subwoofer: 'Wireless', 'dolby-atmos': false, inputs: ['HDMI ARC', 'Optical', 'Bluetooth', 'USB'] },
    models: [
      { name: 'C100', price: 7999, specs: { 'output-power': 120 } },
      { name: 'C200', price: 9999, specs: { 'output-power': 160 } },
      { name: 'C300', price: 13999, specs: { 'output-power': 240 } },
    ],
    pitch: 'A 2.1 soundbar whose wireless subwoofer adds weight to films and cricket without a cable across the room.',
    heading: 'The match, as loud as the stadium',
    warrantyYears: 1,
  },
  {
    brand: 'Dhvani',
    line: 'Theatre',
    noun: '3.1 Soundbar',
    category: SB,
    art: 'soundbar',
    hsn: HSN.multiSpeaker,
    variants: [
      ['Black', C.black],
      ['Grey', C.grey],
    ],
    sale: 20,
    weightKg: 11,
    specs: { channels: '3.1', subwoofer: 'Wireless', 'dolby-atmos': false, inputs: ['HDMI eARC', 'Optical', 'Bluetooth', 'Wi-Fi'] },
    models: [
      { name: 'T3', price: 17999, specs: { 'output-power': 280 } },
      { name: 'T5', price: 23999, specs: { 'output-power': 360 } },
    ],
    pitch: 'A soundbar with a centre channel of its own, so dialogue stays clear at low volume.',
    heading: 'Every word, even at night',
    warrantyYears: 2,
  },
  {
    brand: 'Meghdoot',
    line: 'Atmos',
    noun: 'Dolby Atmos Soundbar',
    category: SB,
    art: 'soundbar',
    hsn: HSN.multiSpeaker,
    variants: [['Black', C.black]],
    sale: 10,
    weightKg: 16,
    specs: { subwoofer: 'Wireless', 'dolby-atmos': true, inputs: ['HDMI eARC', 'Optical', 'Bluetooth', 'Wi-Fi'] },
    models: [
      { name: 'A5', price: 34999, specs: { channels: '5.1', 'output-power': 450 } },
      { name: 'A7', price: 54999, specs: { channels: '7.1.4', 'output-power': 600 } },
      { name: 'A9', price: 79999, specs: { channels: '7.1.4', 'output-power': 900 } },
    ],
    pitch: 'Dolby Atmos sound from up-firing drivers, a wireless subwoofer and rear speakers: rain falls from the ceiling.',
    heading: 'Sound from above',
    warrantyYears: 2,
    madeIn: 'China',
  },
  {
    brand: 'Kalrav',
    line: 'Compact',
    noun: 'TV Soundbar',
    category: SB,
    art: 'soundbar',
    hsn: HSN.multiSpeaker,
    variants: [['Black', C.black]],
    sale: 35,
    weightKg: 3,
    specs: { channels: '2.0', 'dolby-atmos': false, inputs: ['HDMI ARC', 'Optical', 'Bluetooth', 'AUX'] },
    models: [
      { name: 'S40', price: 2999, specs: { 'output-power': 40, subwoofer: 'None' } },
      { name: 'S60', price: 3999, specs: { 'output-power': 60, subwoofer: 'None' } },
      { name: 'S80', price: 5499, specs: { 'output-power': 80, subwoofer: 'Built-in' } },
    ],
    pitch: 'A slim soundbar that fits under a 32-inch TV and makes the news and the serials easy to follow.',
    heading: 'Better than the TV speakers',
    warrantyYears: 1,
  },
  {
    brand: 'Gunjan',
    line: 'Room',
    noun: 'Home Theatre Soundbar',
    category: SB,
    art: 'soundbar',
    hsn: HSN.multiSpeaker,
    variants: [
      ['Black', C.black],
      ['Silver', C.silver],
    ],
    sale: 25,
    weightKg: 12,
    specs: { subwoofer: 'Built-in', 'dolby-atmos': false, inputs: ['HDMI ARC', 'Optical', 'Bluetooth', 'AUX', 'USB'] },
    models: [
      { name: '310', price: 11999, specs: { channels: '3.1', 'output-power': 200 } },
      { name: '510', price: 15999, specs: { channels: '5.1', 'output-power': 320 } },
      { name: '520', price: 19999, specs: { channels: '5.1', 'output-power': 420 } },
    ],
    pitch: 'A home theatre soundbar with its woofers built in, and surround sound without wires to the back of the room.',
    heading: 'A cinema without the cables',
    warrantyYears: 1,
  },
  // ------------------------------------------------------------ amplifiers
  {
    brand: 'Sangam Acoustics',
    line: 'Stereo',
    noun: 'Integrated Amplifier',
    category: AM,
    art: 'amplifier',
    hsn: HSN.amplifier,
    variants: [
      ['Silver', C.silver],
      ['Black', C.black],
    ],
    sale: 15,
    weightKg: 9,
    specs: { type: 'Integrated amplifier', bluetooth: true, 'phono-stage': true, inputs: ['RCA', 'Phono', 'Optical', 'Coaxial', 'USB'] },
    models: [
      { name: 'I40', price: 19999, specs: { 'power-per-channel': 40 } },
      { name: 'I60', price: 27999, specs: { 'power-per-channel': 60 } },
      { name: 'I90', price: 39999, specs: { 'power-per-channel': 90 } },
    ],
    pitch: 'A stereo amplifier with a phono stage for records, a DAC for the TV and Bluetooth for the phone.',
    heading: 'The heart of a hi-fi',
    warrantyYears: 3,
  },
  {
    brand: 'Mridanga',
    line: 'Power',
    noun: 'Power Amplifier',
    category: AM,
    art: 'amplifier',
    hsn: HSN.amplifier,
    variants: [['Black', C.black]],
    sale: 10,
    weightKg: 14,
    specs: { type: 'Power amplifier', bluetooth: false, 'phono-stage': false, inputs: ['RCA', 'XLR'] },
    models: [
      { name: 'P200', price: 14999, specs: { 'power-per-channel': 200 } },
      { name: 'P400', price: 22999, specs: { 'power-per-channel': 400 } },
      { name: 'P600', price: 32999, specs: { 'power-per-channel': 600 } },
    ],
    pitch: 'A rack-mount power amplifier with balanced XLR inputs, for halls, stages and big passive speakers.',
    heading: 'Power for the stage',
    warrantyYears: 2,
  },
  {
    brand: 'Kalrav',
    line: 'Sing',
    noun: 'Karaoke Amplifier',
    category: AM,
    art: 'amplifier',
    hsn: HSN.amplifier,
    variants: [['Black', C.black]],
    sale: 30,
    weightKg: 5,
    specs: { type: 'Karaoke amplifier', bluetooth: true, 'phono-stage': false, inputs: ['USB', 'AUX', 'Microphone'] },
    models: [
      { name: 'K50', price: 4999, specs: { 'power-per-channel': 50 } },
      { name: 'K80', price: 6999, specs: { 'power-per-channel': 80 } },
      { name: 'K120', price: 9999, specs: { 'power-per-channel': 120 } },
    ],
    pitch: 'A karaoke amplifier with two microphone inputs, echo and a USB port for the song list.',
    heading: 'Everyone gets the microphone',
    warrantyYears: 1,
  },
  {
    brand: 'Raaga Labs',
    line: 'DAC',
    noun: 'USB DAC & Headphone Amplifier',
    category: AM,
    art: 'dac',
    hsn: HSN.dac,
    variants: [
      ['Black', C.black],
      ['Silver', C.silver],
    ],
    sale: 20,
    weightKg: 0.6,
    specs: { type: 'DAC & headphone amplifier', 'phono-stage': false },
    models: [
      { name: 'DA-1', price: 2999, specs: { bluetooth: false, inputs: ['USB'] } },
      { name: 'DA-2', price: 5999, specs: { bluetooth: false, inputs: ['USB', 'Optical', 'Coaxial'] } },
      { name: 'DA-3', price: 9999, specs: { bluetooth: true, inputs: ['USB', 'Optical', 'Coaxial'] } },
    ],
    pitch: 'A desktop DAC and headphone amplifier that drives studio headphones from a laptop with ease.',
    heading: 'Better sound from the laptop',
    warrantyYears: 1,
    madeIn: 'China',
  },
  {
    brand: 'Bansuri',
    line: 'Spin',
    noun: 'Turntable',
    category: AM,
    art: 'turntable',
    hsn: HSN.turntable,
    variants: [
      ['Walnut', C.walnut],
      ['Black', C.black],
    ],
    sale: 20,
    weightKg: 6,
    specs: { type: 'Turntable', 'phono-stage': true, inputs: ['AUX'] },
    models: [
      { name: 'T1', price: 9999, specs: { bluetooth: false } },
      { name: 'T2', price: 13999, specs: { bluetooth: true } },
      { name: 'T3', price: 18999, specs: { bluetooth: true } },
    ],
    pitch: 'A belt-drive turntable with its own phono preamp and a line input, so a record plays into any speaker.',
    heading: 'Records, back on the table',
    warrantyYears: 1,
  },
  // ------------------------------------------------------------ microphones
  {
    brand: 'Laya',
    line: 'Cast',
    noun: 'USB Podcast Microphone',
    category: MC,
    art: 'microphone',
    hsn: HSN.microphone,
    variants: [
      ['Black', C.black],
      ['White', C.white],
    ],
    sale: 25,
    weightKg: 0.9,
    specs: { type: 'Condenser', connection: ['USB'], 'polar-pattern': 'Cardioid', 'phantom-power': false },
    models: [
      { name: 'C1', price: 2499 },
      { name: 'C2', price: 3999 },
      { name: 'C3', price: 5499 },
    ],
    pitch: 'A plug-and-play USB condenser microphone for podcasts, online classes and streams.',
    heading: 'Your voice, studio clear',
    warrantyYears: 1,
    madeIn: 'China',
  },
  {
    brand: 'Mridanga',
    line: 'Stage',
    noun: 'Dynamic Vocal Microphone',
    category: MC,
    art: 'microphone',
    hsn: HSN.microphone,
    variants: [['Black', C.black]],
    sale: 15,
    weightKg: 0.5,
    specs: { type: 'Dynamic', connection: ['XLR'], 'polar-pattern': 'Supercardioid', 'phantom-power': false },
    models: [
      { name: 'DM-57', price: 2999 },
      { name: 'DM-58', price: 3999 },
      { name: 'DM-70', price: 5999 },
    ],
    pitch: 'A handheld dynamic microphone that shrugs off drops and feedback, for singers and speakers on stage.',
    heading: 'Built for the stage',
    warrantyYears: 2,
  },
  {
    brand: 'Dhvani',
    line: 'Studio',
    noun: 'Figure-8 Condenser Microphone',
    category: MC,
    art: 'microphone',
    hsn: HSN.microphone,
    variants: [['Champagne', C.champagne]],
    sale: 10,
    weightKg: 0.8,
    specs: { type: 'Condenser', connection: ['XLR'], 'polar-pattern': 'Figure-8', 'phantom-power': true },
    models: [
      { name: 'S1', price: 8999 },
      { name: 'S2', price: 12999 },
      { name: 'S3', price: 17999 },
    ],
    pitch: 'A large-diaphragm condenser with a figure-8 pattern, for two voices across one table or a room on tape.',
    heading: 'Two voices, one microphone',
    warrantyYears: 2,
  },
  {
    brand: 'Gunjan',
    line: 'Clip',
    noun: 'Wireless Lavalier Microphone Kit',
    category: MC,
    art: 'microphone',
    hsn: HSN.microphone,
    variants: [
      ['Black', C.black],
      ['White', C.white],
    ],
    sale: 30,
    weightKg: 0.3,
    specs: { type: 'Condenser', connection: ['Wireless', '3.5 mm', 'USB'], 'polar-pattern': 'Omnidirectional', 'phantom-power': false },
    models: [
      { name: 'L1', price: 1999 },
      { name: 'L2', price: 2999 },
      { name: 'L3', price: 4499 },
    ],
    pitch: 'Clip-on wireless lavalier microphones with a receiver for phones and cameras, for reels and interviews.',
    heading: 'Clip on and record',
    warrantyYears: 1,
  },
  {
    brand: 'Meghdoot',
    line: 'Boom',
    noun: 'Shotgun Microphone',
    category: MC,
    art: 'microphone',
    hsn: HSN.microphone,
    variants: [['Black', C.black]],
    sale: 15,
    weightKg: 0.4,
    specs: { type: 'Condenser', connection: ['3.5 mm', 'XLR'], 'polar-pattern': 'Supercardioid' },
    models: [
      { name: 'V1', price: 6999, specs: { 'phantom-power': false } },
      { name: 'V2', price: 11999, specs: { 'phantom-power': true } },
    ],
    pitch: 'A shotgun microphone for the camera shoe that hears what it points at and little else.',
    heading: 'Sound that follows the picture',
    warrantyYears: 2,
  },
  // ------------------------------------------------------------ cables and accessories
  {
    brand: 'Laya',
    line: 'Link',
    noun: '3.5 mm AUX Cable',
    category: CA,
    art: 'cable',
    hsn: HSN.cable,
    variants: [
      ['1 m', C.black],
      ['1.5 m', C.black],
      ['2 m', C.black],
    ],
    lengthStep: 20,
    sale: 40,
    weightKg: 0.1,
    specs: { type: 'Cable', 'use-with': ['Phones & laptops', 'Headphones'], 'sold-as': 'Single', connector: '3.5 mm', length: ['1 m', '1.5 m', '2 m'] },
    models: [
      { name: 'Basic', price: 199 },
      { name: 'Braided', price: 299 },
      { name: 'Right-Angle', price: 349 },
    ],
    pitch: 'A 3.5 mm audio cable with gold-plated plugs, for the car, the speaker and the headphones.',
    heading: 'The cable that always helps',
    warrantyYears: 1,
  },
  {
    brand: 'Dhvani',
    line: 'Light',
    noun: 'Optical Audio Cable',
    category: CA,
    art: 'cable',
    hsn: HSN.cable,
    variants: [
      ['1.5 m', C.grey],
      ['3 m', C.grey],
      ['5 m', C.grey],
    ],
    lengthStep: 25,
    sale: 30,
    weightKg: 0.15,
    specs: { type: 'Cable', 'use-with': ['TV & soundbar', 'Gaming consoles'], 'sold-as': 'Single', connector: 'Optical', length: ['1.5 m', '3 m', '5 m'] },
    models: [
      { name: 'Standard', price: 399 },
      { name: 'Braided', price: 549 },
      { name: 'Slim', price: 449 },
    ],
    pitch: 'An optical (Toslink) cable that carries digital sound from the TV or the console to a soundbar.',
    heading: 'Digital sound, no hum',
    warrantyYears: 1,
  },
  {
    brand: 'Raaga Labs',
    line: 'Vision',
    noun: 'HDMI Cable',
    category: CA,
    art: 'cable',
    hsn: HSN.cable,
    variants: [
      ['1 m', C.black],
      ['2 m', C.black],
      ['3 m', C.black],
    ],
    lengthStep: 20,
    sale: 25,
    weightKg: 0.2,
    specs: { type: 'Cable', 'use-with': ['TV & soundbar', 'Gaming consoles'], 'sold-as': 'Single', connector: 'HDMI', length: ['1 m', '2 m', '3 m'] },
    models: [
      { name: 'Standard', price: 499 },
      { name: 'Ultra', price: 799 },
      { name: 'Ultra 8K', price: 1199 },
    ],
    pitch: 'An HDMI cable with eARC for soundbars and high frame rates for consoles.',
    heading: 'Picture and sound in one cable',
    warrantyYears: 1,
  },
  {
    brand: 'Mridanga',
    line: 'Balanced',
    noun: 'XLR Microphone Cable',
    category: CA,
    art: 'cable',
    hsn: HSN.cable,
    variants: [
      ['3 m', C.black],
      ['6 m', C.black],
      ['10 m', C.black],
    ],
    lengthStep: 35,
    sale: 20,
    weightKg: 0.4,
    specs: { type: 'Cable', 'use-with': ['Microphones', 'Speakers'], 'sold-as': 'Single', connector: 'XLR', length: ['3 m', '6 m', '10 m'] },
    models: [
      { name: 'Studio', price: 699 },
      { name: 'Stage', price: 899 },
      { name: 'Install', price: 1199 },
    ],
    pitch: 'A balanced XLR cable with metal connectors, for microphones, mixers and powered speakers.',
    heading: 'Quiet over long runs',
    warrantyYears: 2,
  },
  {
    brand: 'Gunjan',
    line: 'Flow',
    noun: 'USB-C Audio Cable',
    category: CA,
    art: 'cable',
    hsn: HSN.cable,
    variants: [
      ['1 m', C.white],
      ['2 m', C.white],
    ],
    lengthStep: 25,
    sale: 30,
    weightKg: 0.1,
    specs: {
      type: 'Cable',
      'use-with': ['DACs & audio interfaces', 'Phones & laptops', 'Microphones'],
      'sold-as': 'Single',
      connector: 'USB-C',
      length: ['1 m', '2 m'],
    },
    models: [
      { name: 'C-to-C', price: 399 },
      { name: 'C-to-A', price: 349 },
    ],
    pitch: 'A USB-C cable for DACs, USB microphones and audio interfaces, with a braided jacket.',
    heading: 'Digital audio, straight through',
    warrantyYears: 1,
  },
  {
    brand: 'Sangam Acoustics',
    line: 'Wire',
    noun: 'Banana Plug Speaker Cable (pair)',
    category: CA,
    art: 'cable',
    hsn: HSN.cable,
    variants: [
      ['3 m', C.copper],
      ['5 m', C.copper],
      ['10 m', C.copper],
    ],
    lengthStep: 40,
    sale: 20,
    weightKg: 0.8,
    specs: { type: 'Cable', 'use-with': ['Speakers'], 'sold-as': 'Pair', connector: 'Banana plug', length: ['3 m', '5 m', '10 m'] },
    models: [
      { name: '16 AWG', price: 799 },
      { name: '14 AWG', price: 1099 },
      { name: '12 AWG', price: 1499 },
    ],
    pitch: 'Oxygen-free copper speaker cable with gold banana plugs, sold as a pair.',
    heading: 'From the amplifier to the speakers',
    warrantyYears: 2,
  },
  {
    brand: 'Bansuri',
    line: 'Rest',
    noun: 'Headphone Stand',
    category: CA,
    art: 'stand',
    hsn: HSN.accessory,
    variants: [
      ['Black', C.black],
      ['Walnut', C.walnut],
      ['Silver', C.silver],
    ],
    sale: 25,
    weightKg: 0.5,
    specs: { type: 'Headphone stand', 'use-with': ['Headphones'], 'sold-as': 'Single' },
    models: [
      { name: 'H1', price: 699 },
      { name: 'H2', price: 999 },
      { name: 'H3', price: 1499 },
    ],
    pitch: 'A weighted headphone stand that keeps the headband in shape and the desk tidy.',
    heading: 'A place for the headphones',
    warrantyYears: 1,
  },
  {
    brand: 'Kalrav',
    line: 'Reach',
    noun: 'Microphone Boom Arm',
    category: CA,
    art: 'microphone',
    hsn: HSN.accessory,
    variants: [['Black', C.black]],
    sale: 20,
    weightKg: 1.4,
    specs: { type: 'Microphone arm', 'use-with': ['Microphones'], 'sold-as': 'Single' },
    models: [
      { name: 'A1', price: 1499 },
      { name: 'A2', price: 2499 },
    ],
    pitch: 'A spring-balanced boom arm that clamps to the desk and holds a microphone where you speak.',
    heading: 'The microphone, right where you talk',
    warrantyYears: 1,
  },
  {
    brand: 'Sangam Acoustics',
    line: 'Pillar',
    noun: 'Speaker Stands (pair)',
    category: CA,
    art: 'stand',
    hsn: HSN.accessory,
    variants: [['Black', C.black]],
    sale: 15,
    weightKg: 12,
    specs: { type: 'Speaker stand', 'use-with': ['Speakers'], 'sold-as': 'Pair' },
    models: [
      { name: 'S60', price: 4999 },
      { name: 'S80', price: 6499 },
    ],
    pitch: 'Steel speaker stands that lift bookshelf speakers to ear height, sold as a pair.',
    heading: 'Speakers at ear height',
    warrantyYears: 2,
  },
];

/** Two-letter codes of the categories, as the house products' codes write them. */
const CATEGORY_CODES: Record<string, string> = { [HP]: 'HP', [EB]: 'EB', [SP]: 'SP', [SB]: 'SB', [AM]: 'AM', [MC]: 'MC', [CA]: 'CA' };
const WAREHOUSES = ['Vellore WH C', 'Pune WH D', 'Chennai WH E'];

/** A number that looks random but is always the same for the same seed (stock levels). */
const spread = (seed: number, max: number) => Math.floor(((((Math.sin(seed * 12.9898) * 43758.5453) % 1) + 1) % 1) * max);

/** A value as a product page writes it (for the features and the description). */
function valueText(category: string, key: string, value: DemoSpecValues[string]): string {
  const spec = DEMO_SPECIFICATIONS[category]?.find((s) => s.key === key);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return `${value} ${spec?.unit ?? ''}`.trim();
  return typeof value === 'string' ? value : value.join(', ');
}

/** Rounds a price to whole rupees ending in 9, as the shop prints them. */
const price99 = (rupees: number) => (rupees < 1000 ? Math.round(rupees / 10) * 10 - 1 : Math.round(rupees / 100) * 100 - 1);

/**
 * The variants of the n-th product of its category: a colour (or a length) each. Every sixth product
 * is sold out in its default variant while another is in stock, every ninth is sold out entirely.
 */
function lineVariants(l: Line, m: Model, n: number): DemoVariant[] {
  const defaultOut = n % 6 === 2 && l.variants.length > 1;
  const allOut = n % 9 === 4;
  return l.variants.map(([title, colour], i) => {
    const price = l.lengthStep ? price99(m.price * (1 + l.lengthStep / 100) ** i) : m.price;
    const stock = allOut || (defaultOut && i === 0) ? 0 : 1 + spread(n * 7 + i, i === 0 ? 80 : 30);
    return {
      title,
      priceRupees: price,
      mrpRupees: l.sale ? saleMrp(price, l.sale) : price,
      stock,
      metrixWeightKg: Math.round((l.weightKg * 1.6 + 0.2) * 100) / 100,
      productWeightKg: l.weightKg,
      isDefault: i === 0,
      colour,
    };
  });
}

function lineProduct(l: Line, m: Model, n: number, serial: number): DemoProduct {
  const specs: DemoSpecValues = { ...l.specs, ...m.specs };
  const name = `${l.brand} ${l.line} ${m.name} ${l.noun}`;
  const order = (DEMO_SPECIFICATIONS[l.category] ?? []).filter((s) => specs[s.key] !== undefined);
  const facts = order.map((s) => ({ name: s.name, text: valueText(l.category, s.key, specs[s.key]!) }));
  const warranty = `${l.warrantyYears}-year ${l.brand} warranty in India`;
  return {
    code: `${l.brand.slice(0, 2).toUpperCase()}-${CATEGORY_CODES[l.category]}-${String(serial).padStart(3, '0')}`,
    name,
    brand: l.brand,
    category: l.category,
    location: `${WAREHOUSES[serial % WAREHOUSES.length]}-${String((serial % 40) + 1).padStart(2, '0')}`,
    hsnCode: l.hsn,
    taxRate: 18,
    summary: `${l.pitch} ${facts
      .slice(0, 4)
      .map((f) => `${f.name}: ${f.text}`)
      .join('; ')}.`,
    descriptionHtml: html(
      l.heading,
      `${l.pitch} ${DEMO_BRAND_DETAILS[l.brand].description}`,
      facts.map((f) => `<strong>${f.name}</strong>: ${f.text}`),
      `Backed by a <strong>${warranty}</strong>.`,
    ),
    features: [
      ...facts.map((f) => ({ type: f.name, value: f.text })),
      { type: 'Warranty', value: `${l.warrantyYears} year${l.warrantyYears > 1 ? 's' : ''}, India` },
    ],
    variants: lineVariants(l, m, n),
    specs,
    art: l.art,
    ...(l.madeIn ? { madeIn: l.madeIn } : {}),
  };
}

/** Every line's models, as products: numbered within their category after the house products. */
export const LINE_PRODUCTS: DemoProduct[] = (() => {
  const placed = new Map<string, number>();
  let serial = 0;
  return LINES.flatMap((l) =>
    l.models.map((m) => {
      const n = placed.get(l.category) ?? 0;
      placed.set(l.category, n + 1);
      serial += 1;
      return lineProduct(l, m, n, serial);
    }),
  );
})();
