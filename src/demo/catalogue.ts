/**
 * Demo catalogue for Swara Audio (fictional house brands only).
 * Pure data: no I/O. Prices are in whole rupees, inclusive of GST. Most products are on sale
 * (onSale: 10 to 40 % below their MRP); a few sell at their MRP.
 */
import { HSN, html, saleMrp, type ArtKind, type DemoProduct, type DemoVariant } from './product-kit';
import { LINE_PRODUCTS } from './lines';

export { MAX_SALE_PERCENT, saleMrp, type ArtKind, type DemoProduct } from './product-kit';

export interface DemoBanner {
  name: string;
  headline: string;
  subline: string;
  /** gradient hex colours */
  from: string;
  to: string;
  art: ArtKind;
  isActive: boolean;
  seqId: number;
}

// ---------------------------------------------------------------------------
// Colours used to tint artwork
// ---------------------------------------------------------------------------
const C = {
  black: '#23262b',
  graphite: '#3d4249',
  midnight: '#1f3a5f',
  navy: '#22335c',
  beige: '#d6c3a1',
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
  purple: '#7a5ca6',
  walnut: '#7a4a28',
  champagne: '#d4bc8f',
  copper: '#b8733d',
  gold: '#c9a04a',
} as const;

// ---------------------------------------------------------------------------
// Helpers (keep the literal data below readable)
// ---------------------------------------------------------------------------

/** Variant tuple: [title, price, stock, metrixKg, productKg, colour, isDefault?] */
type V = [string, number, number, number, number, string, boolean?];

function variants(...rows: V[]): DemoVariant[] {
  const anyDefault = rows.some((r) => r[6] === true);
  return rows.map(([title, priceRupees, stock, metrixWeightKg, productWeightKg, colour, isDefault], i) => ({
    title,
    priceRupees,
    stock,
    metrixWeightKg,
    productWeightKg,
    colour,
    isDefault: anyDefault ? isDefault === true : i === 0,
    mrpRupees: priceRupees,
  }));
}

/** Variants on sale at about `percent` off their MRP (saleMrp). */
function onSale(percent: number, rows: DemoVariant[]): DemoVariant[] {
  return rows.map((v) => ({ ...v, mrpRupees: saleMrp(v.priceRupees, percent) }));
}

function feats(...rows: [string, string][]): { type: string; value: string }[] {
  return rows.map(([type, value]) => ({ type, value }));
}

const WARRANTY_1Y = 'Backed by a <strong>1-year Swara Audio warranty in India</strong> with doorstep pickup in 19,000+ pin codes.';
const WARRANTY_2Y = 'Covered by a <strong>2-year manufacturer warranty in India</strong>, serviced at our Vellore and Pune service centres.';
const WARRANTY_3Y = 'Comes with a <strong>3-year Veena Pro warranty in India</strong> and free installation guidance from our audio specialists.';

// ---------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------

/** The house brands' products, written out one by one. */
const HOUSE_PRODUCTS: DemoProduct[] = [
  // ============================ HEADPHONES =================================
  {
    code: 'SW-HP-101',
    name: 'Swara Aura ANC Wireless Noise Cancelling Headphones',
    brand: 'Swara',
    category: 'Headphones',
    location: 'Vellore WH A-12',
    hsnCode: HSN.headphones,
    taxRate: 18,
    summary:
      'Over-ear Bluetooth headphones with hybrid active noise cancelling that quietens traffic, metro rumble and ceiling fans. Up to 60 hours of battery and a 10-minute quick charge for 5 hours of music.',
    descriptionHtml: html(
      'Silence the city, keep the music',
      'The Swara Aura uses four microphones and hybrid <strong>active noise cancelling</strong> tuned for Indian commutes: auto-rickshaw horns, local-train rattle and open-plan office chatter.',
      [
        '<strong>40 mm dynamic drivers</strong> with a warm, detailed bass signature',
        'Up to <strong>60 hours</strong> playback (ANC off), 40 hours with ANC on',
        'Bluetooth 5.3 multipoint: laptop and phone connected together',
        'Soft protein-leather cushions that stay comfortable through long monsoon afternoons',
      ],
      WARRANTY_1Y,
    ),
    features: feats(
      ['Driver', '40 mm dynamic'],
      ['Noise Cancelling', 'Hybrid ANC, up to 35 dB'],
      ['Battery', 'Up to 60 hours'],
      ['Bluetooth', '5.3, multipoint, AAC/SBC'],
      ['Charging', 'USB-C audio and charging, 10 min = 5 hrs'],
      ['Weight', '255 g'],
      ['Warranty', '1 year, India'],
    ),
    variants: onSale(
      30,
      variants(['Black', 12999, 42, 0.9, 0.42, C.black], ['Midnight', 12999, 17, 0.9, 0.42, C.midnight], ['Sand Beige', 13499, 3, 0.9, 0.42, C.beige]),
    ),
    specs: {
      'form-factor': 'Over-ear',
      connectivity: ['Bluetooth', 'USB-C'],
      'noise-cancelling': true,
      'driver-size': 40,
      'battery-life': 60,
      microphone: true,
    },
    art: 'headphones',
  },
  {
    code: 'SW-HP-102',
    name: 'Tarang BassBeat 500 Bluetooth Headphones',
    brand: 'Tarang',
    category: 'Headphones',
    location: 'Vellore WH A-13',
    hsnCode: HSN.headphones,
    taxRate: 18,
    summary:
      'Lightweight on-ear Bluetooth headphones with a dedicated Bass Boost button. Foldable design that slips into a college bag, with 30 hours of playback.',
    descriptionHtml: html(
      'Big bass, small price',
      'Tarang BassBeat 500 delivers punchy, party-ready sound with <strong>Bass Boost</strong> that you can toggle with one press. Perfect for Bollywood playlists and workout mixes.',
      [
        '<strong>32 mm drivers</strong> with extra-deep bass tuning',
        '30 hours of playback on a single charge',
        'Built-in mic for calls and online classes',
        'Foldable, tangle-free design with a 3.5 mm AUX backup cable',
      ],
      WARRANTY_1Y,
    ),
    features: feats(
      ['Driver', '32 mm dynamic'],
      ['Battery', 'Up to 30 hours'],
      ['Bluetooth', '5.1'],
      ['Wired Mode', '3.5 mm AUX included'],
      ['Weight', '165 g'],
      ['Warranty', '1 year, India'],
    ),
    variants: onSale(40, variants(['Black', 1799, 120, 0.6, 0.28, C.black], ['Red', 1799, 0, 0.6, 0.28, C.red], ['Blue', 1799, 36, 0.6, 0.28, C.blue])),
    specs: {
      'form-factor': 'On-ear',
      connectivity: ['Bluetooth', 'Wired 3.5 mm'],
      'noise-cancelling': false,
      'driver-size': 32,
      'battery-life': 30,
      microphone: true,
    },
    art: 'headphones',
  },
  {
    code: 'SW-HP-103',
    name: 'Veena Pro SM-80 Studio Monitor Headphones',
    brand: 'Veena Pro',
    category: 'Headphones',
    location: 'Pune WH B-04',
    hsnCode: HSN.headphones,
    taxRate: 18,
    summary:
      'Closed-back wired studio headphones with a flat, honest response for mixing, podcast editing and home recording. Detachable coiled and straight cables included.',
    descriptionHtml: html(
      'Hear every take exactly as it is',
      'Built for home studios from Mumbai to Chennai, the SM-80 gives you a <strong>neutral studio monitoring</strong> sound so your mixes translate to every speaker.',
      [
        '<strong>45 mm neodymium drivers</strong>, 15 Hz - 28 kHz',
        'Closed-back design with excellent isolation for tracking vocals',
        'Detachable 3 m coiled and 1.2 m straight cables with 6.35 mm adaptor',
        'Swivelling ear cups for one-ear DJ monitoring',
      ],
      WARRANTY_2Y,
    ),
    features: feats(
      ['Driver', '45 mm neodymium'],
      ['Type', 'Closed-back, over-ear'],
      ['Frequency Response', '15 Hz - 28 kHz'],
      ['Impedance', '38 ohm'],
      ['Cable', 'Detachable, coiled + straight'],
      ['Weight', '285 g'],
      ['Warranty', '2 years, India'],
    ),
    variants: onSale(20, variants(['Black', 8499, 14, 1.1, 0.52, C.black])),
    specs: { 'form-factor': 'Over-ear', connectivity: ['Wired 3.5 mm'], 'noise-cancelling': false, 'driver-size': 45, impedance: 38, microphone: false },
    art: 'headphones',
  },
  {
    code: 'SW-HP-104',
    name: 'Naada Kids Safe Wireless Headphones',
    brand: 'Naada',
    category: 'Headphones',
    location: 'Vellore WH A-14',
    hsnCode: HSN.headphones,
    taxRate: 18,
    summary:
      'Volume-limited wireless headphones designed for children aged 4 and up, capped at 85 dB to protect young ears. Flexible headband survives school-bag adventures.',
    descriptionHtml: html(
      'Safe listening for little ears',
      'Naada Kids headphones keep volume under <strong>85 dB</strong> as recommended by paediatric audiologists, ideal for online classes and cartoons on long train journeys.',
      [
        'Volume limiter: 85 dB standard, 94 dB travel mode',
        'Bend-proof TPE headband and soft cushions',
        '<strong>25 hours</strong> battery with Bluetooth 5.0',
        "Share port to connect a sibling's headphones",
      ],
      WARRANTY_1Y,
    ),
    features: feats(
      ['Driver', '30 mm dynamic'],
      ['Volume Limit', '85 dB / 94 dB'],
      ['Battery', 'Up to 25 hours'],
      ['Bluetooth', '5.0'],
      ['Age', '4 years and up'],
      ['Warranty', '1 year, India'],
    ),
    variants: onSale(25, variants(['Pink', 1499, 0, 0.5, 0.2, C.pink], ['Blue', 1499, 0, 0.5, 0.2, C.blue], ['Yellow', 1499, 9, 0.5, 0.2, C.yellow])),
    specs: { 'form-factor': 'On-ear', connectivity: ['Bluetooth'], 'noise-cancelling': false, 'driver-size': 30, 'battery-life': 25 },
    art: 'headphones',
  },
  {
    code: 'SW-HP-105',
    name: 'Veena Pro OB-1 Reference Open-Back Headphones',
    brand: 'Veena Pro',
    category: 'Headphones',
    location: 'Pune WH B-05',
    hsnCode: HSN.headphones,
    taxRate: 18,
    summary:
      'Flagship open-back headphones with planar magnetic drivers and hand-finished walnut ear cups. A wide, speaker-like soundstage for serious listeners.',
    descriptionHtml: html(
      'Reference sound, handcrafted',
      'The OB-1 pairs <strong>planar magnetic drivers</strong> with open-back walnut cups for astonishing imaging. Pair it with a good DAC/amp for the best results.',
      [
        '<strong>90 mm planar magnetic</strong> diaphragm, 10 Hz - 50 kHz',
        'Sustainably sourced walnut cups, aluminium yokes',
        'Balanced 4.4 mm and single-ended 3.5 mm cables included',
        'Hard-shell travel case with silica-gel pocket for humid monsoon months',
      ],
      WARRANTY_3Y,
    ),
    features: feats(
      ['Driver', '90 mm planar magnetic'],
      ['Type', 'Open-back, over-ear'],
      ['Frequency Response', '10 Hz - 50 kHz'],
      ['Impedance', '32 ohm'],
      ['Sensitivity', '96 dB/mW'],
      ['Cables', '4.4 mm balanced + 3.5 mm'],
      ['Weight', '420 g'],
      ['Warranty', '3 years, India'],
    ),
    variants: variants(['Walnut', 39999, 2, 2.4, 1.3, C.walnut]),
    specs: { 'form-factor': 'Over-ear', connectivity: ['Wired 3.5 mm'], 'noise-cancelling': false, 'driver-size': 90, impedance: 32, microphone: false },
    art: 'headphones',
  },
  {
    code: 'SW-HP-106',
    name: 'Swara Commute Foldable Wireless Headphones',
    brand: 'Swara',
    category: 'Headphones',
    location: 'Vellore WH A-15',
    hsnCode: HSN.headphones,
    taxRate: 18,
    summary: 'Compact fold-flat Bluetooth headphones with environmental noise cancelling for clear calls. Made for daily commuters with a 40-hour battery.',
    descriptionHtml: html(
      'Your daily commute, upgraded',
      'Fold them flat, toss them in your bag, and enjoy <strong>40 hours</strong> of music. ENC microphones keep your voice clear on calls, even on a busy bus.',
      [
        '<strong>36 mm drivers</strong> with balanced tuning',
        'Dual-mic ENC for crystal-clear calls',
        'Low-latency game mode (60 ms)',
        'Fold-flat hinges and a pouch in the box',
      ],
      WARRANTY_1Y,
    ),
    features: feats(
      ['Driver', '36 mm dynamic'],
      ['Battery', 'Up to 40 hours'],
      ['Bluetooth', '5.3'],
      ['Call Quality', 'Dual-mic ENC'],
      ['Latency', '60 ms game mode'],
      ['Warranty', '1 year, India'],
    ),
    variants: onSale(35, variants(['Grey', 4499, 28, 0.7, 0.3, C.grey], ['Black', 4499, 4, 0.7, 0.3, C.black], ['Teal', 4699, 11, 0.7, 0.3, C.teal])),
    specs: { 'form-factor': 'On-ear', connectivity: ['Bluetooth'], 'noise-cancelling': false, 'driver-size': 36, 'battery-life': 40, microphone: true },
    art: 'headphones',
  },

  // ============================== EARBUDS ==================================
  {
    code: 'SW-EB-201',
    name: 'Swara Pods Air True Wireless Earbuds',
    brand: 'Swara',
    category: 'Earbuds',
    location: 'Vellore WH A-21',
    hsnCode: HSN.headphones,
    taxRate: 18,
    summary:
      'Featherlight true wireless earbuds with 13 mm drivers and 36 hours of total playback with the case. Touch controls and instant pairing with Android phones.',
    descriptionHtml: html(
      'All-day comfort, all-day music',
      'Swara Pods Air weigh just <strong>4 g per bud</strong> and fit snugly for long calls and longer playlists.',
      [
        '<strong>13 mm dynamic drivers</strong> with rich bass',
        '36 hours total playback with the charging case',
        'Quad-mic ENC for clearer calls',
        '<strong>IPX5</strong> sweat and splash resistant',
      ],
      WARRANTY_1Y,
    ),
    features: feats(
      ['Driver', '13 mm dynamic'],
      ['Battery', '6 hrs + 30 hrs case'],
      ['Bluetooth', '5.3'],
      ['Water Resistance', 'IPX5'],
      ['Charging', 'USB-C, fast charge'],
      ['Warranty', '1 year, India'],
    ),
    variants: onSale(30, variants(['White', 2499, 85, 0.3, 0.12, C.white], ['Black', 2499, 64, 0.3, 0.12, C.black], ['Mint', 2599, 0, 0.3, 0.12, C.mint])),
    specs: { type: 'True wireless', 'noise-cancelling': false, 'battery-life': 36, 'water-resistance': 'IPX5', 'bluetooth-version': '5.3', 'driver-size': 13 },
    art: 'earbuds',
  },
  {
    code: 'SW-EB-202',
    name: 'Tarang Sport IPX7 Wireless Earbuds',
    brand: 'Tarang',
    category: 'Earbuds',
    location: 'Vellore WH A-22',
    hsnCode: HSN.headphones,
    taxRate: 18,
    summary:
      'Secure ear-hook earbuds built for runners and gym-goers, fully IPX7 waterproof against sweat and monsoon showers. Punchy bass and 40 hours of total playback.',
    descriptionHtml: html(
      'Monsoon-proof workouts',
      'With a <strong>monsoon-proof IPX7 rating</strong> and flexible ear hooks, the Tarang Sport stays put through morning runs at Marine Drive and rainy-season treks.',
      [
        'Ear-hook design that never falls out',
        '<strong>IPX7</strong>: survives rain, sweat and rinsing under a tap',
        '40 hours total with the case',
        'Physical buttons that work even with wet fingers',
      ],
      WARRANTY_1Y,
    ),
    features: feats(
      ['Driver', '12 mm dynamic'],
      ['Battery', '8 hrs + 32 hrs case'],
      ['Water Resistance', 'IPX7'],
      ['Fit', 'Flexible ear hooks'],
      ['Bluetooth', '5.3'],
      ['Warranty', '1 year, India'],
    ),
    variants: onSale(33, variants(['Black', 1999, 47, 0.4, 0.16, C.black], ['Orange', 1999, 12, 0.4, 0.16, C.orange])),
    specs: { type: 'Ear-hook', 'noise-cancelling': false, 'battery-life': 40, 'water-resistance': 'IPX7', 'bluetooth-version': '5.3', 'driver-size': 12 },
    art: 'earbuds',
  },
  {
    code: 'SW-EB-203',
    name: 'Naada Buds Lite Bluetooth Earbuds',
    brand: 'Naada',
    category: 'Earbuds',
    location: 'Vellore WH A-23',
    hsnCode: HSN.headphones,
    taxRate: 18,
    summary: 'Our most affordable true wireless earbuds with clear sound and 24 hours of total playback. A great first pair of wireless earbuds.',
    descriptionHtml: html(
      'Wireless freedom for everyone',
      'Naada Buds Lite bring reliable <strong>Bluetooth 5.3</strong> and a pocket-friendly case to an everyday price.',
      [
        '10 mm drivers with balanced sound',
        '<strong>24 hours</strong> total playback',
        'Type-C charging, 10 min charge for 90 min play',
        'IPX4 splash resistance',
      ],
      WARRANTY_1Y,
    ),
    features: feats(
      ['Driver', '10 mm dynamic'],
      ['Battery', '5 hrs + 19 hrs case'],
      ['Bluetooth', '5.3'],
      ['Water Resistance', 'IPX4'],
      ['Warranty', '1 year, India'],
    ),
    variants: onSale(
      40,
      variants(['Black', 999, 210, 0.25, 0.09, C.black], ['White', 999, 150, 0.25, 0.09, C.white], ['Purple', 999, 1, 0.25, 0.09, C.purple]),
    ),
    specs: { type: 'True wireless', 'noise-cancelling': false, 'battery-life': 24, 'water-resistance': 'IPX4', 'bluetooth-version': '5.3', 'driver-size': 10 },
    art: 'earbuds',
  },
  {
    code: 'SW-EB-204',
    name: 'Swara Pods Pro ANC Noise Cancelling Earbuds',
    brand: 'Swara',
    category: 'Earbuds',
    location: 'Vellore WH A-24',
    hsnCode: HSN.headphones,
    taxRate: 18,
    summary:
      'Premium in-ear earbuds with adaptive active noise cancelling up to 45 dB and spatial audio. Wireless charging case and LDAC support for high-resolution streaming.',
    descriptionHtml: html(
      'Adaptive ANC that listens first',
      'Swara Pods Pro measure the noise around you 1,000 times a second and adjust <strong>active noise cancelling up to 45 dB</strong>, from a quiet library to a crowded railway platform.',
      [
        '<strong>11 mm graphene drivers</strong> with LDAC Hi-Res audio',
        'Transparency mode to hear station announcements',
        'Qi wireless charging case',
        'Spatial audio with head tracking',
      ],
      WARRANTY_1Y,
    ),
    features: feats(
      ['Driver', '11 mm graphene'],
      ['Noise Cancelling', 'Adaptive ANC, up to 45 dB'],
      ['Codec', 'LDAC, AAC, SBC'],
      ['Battery', '7 hrs + 28 hrs case, 35 hrs in all'],
      ['Charging', 'USB-C + Qi wireless'],
      ['Water Resistance', 'IPX4'],
      ['Warranty', '1 year, India'],
    ),
    variants: onSale(25, variants(['Black', 7999, 33, 0.35, 0.13, C.black], ['Silver', 8299, 8, 0.35, 0.13, C.silver])),
    specs: { type: 'True wireless', 'noise-cancelling': true, 'battery-life': 35, 'water-resistance': 'IPX4', 'driver-size': 11 },
    art: 'earbuds',
  },
  {
    code: 'SW-EB-205',
    name: 'Veena Pro Hi-Res Wireless Earbuds',
    brand: 'Veena Pro',
    category: 'Earbuds',
    location: 'Pune WH B-11',
    hsnCode: HSN.headphones,
    taxRate: 18,
    summary:
      'Audiophile true wireless earbuds with a dual-driver setup and LDAC high-resolution Bluetooth. Crafted for listeners who refuse to compromise on the go.',
    descriptionHtml: html(
      'Audiophile sound, no wires',
      'A <strong>dynamic + balanced armature</strong> dual-driver design delivers layered detail usually reserved for wired IEMs.',
      [
        'Hi-Res Audio Wireless with <strong>LDAC up to 990 kbps</strong>',
        'Dual drivers: 10 mm dynamic + balanced armature',
        'Custom EQ in the Veena Pro app',
        'Ceramic-finish charging case',
      ],
      WARRANTY_2Y,
    ),
    features: feats(
      ['Driver', '10 mm dynamic + BA'],
      ['Codec', 'LDAC, AAC, SBC'],
      ['Battery', '8 hrs + 24 hrs case, 32 hrs in all'],
      ['Bluetooth', '5.4'],
      ['Noise Cancelling', 'Hybrid ANC'],
      ['Warranty', '2 years, India'],
    ),
    variants: onSale(15, variants(['Graphite', 14999, 0, 0.4, 0.14, C.graphite], ['Champagne', 14999, 3, 0.4, 0.14, C.champagne])),
    specs: { type: 'True wireless', 'noise-cancelling': true, 'battery-life': 32, 'bluetooth-version': '5.4', 'driver-size': 10 },
    art: 'earbuds',
  },
  {
    code: 'SW-EB-206',
    name: 'Tarang Gamer Low Latency Bluetooth Earbuds',
    brand: 'Tarang',
    category: 'Earbuds',
    location: 'Vellore WH A-25',
    hsnCode: HSN.headphones,
    taxRate: 18,
    summary: 'Gaming earbuds with a 40 ms low-latency mode so footsteps and gunshots stay in sync. RGB-lit case and 32 hours of total playback.',
    descriptionHtml: html(
      'Sync your sound to every frame',
      'Switch on <strong>40 ms game mode</strong> and hear the action exactly when it happens on screen, ideal for mobile battle-royale sessions.',
      [
        '40 ms ultra-low latency game mode',
        'RGB light-strip charging case',
        '<strong>32 hours</strong> total playback',
        'Environmental noise cancelling mic for squad chat',
      ],
      WARRANTY_1Y,
    ),
    features: feats(
      ['Driver', '13 mm dynamic'],
      ['Latency', '40 ms game mode'],
      ['Battery', '6 hrs + 26 hrs case'],
      ['Bluetooth', '5.3'],
      ['Warranty', '1 year, India'],
    ),
    variants: onSale(30, variants(['Black', 1699, 58, 0.3, 0.11, C.black], ['Green', 1699, 21, 0.3, 0.11, C.green])),
    specs: { type: 'True wireless', 'noise-cancelling': false, 'battery-life': 32, 'bluetooth-version': '5.3', 'driver-size': 13 },
    art: 'earbuds',
  },

  // ============================== SPEAKERS =================================
  {
    code: 'SW-SP-301',
    name: 'Tarang Boom Mini Portable Bluetooth Speaker',
    brand: 'Tarang',
    category: 'Speakers',
    location: 'Vellore WH C-02',
    hsnCode: HSN.singleSpeaker,
    taxRate: 18,
    summary: 'Palm-sized portable Bluetooth speaker with surprisingly big sound and 12 hours of battery. Pair two together for stereo.',
    descriptionHtml: html(
      'Small speaker, big sound',
      'The Boom Mini fits in your palm yet fills a hostel room with <strong>5 W of clear sound</strong>.',
      [
        '5 W full-range driver with passive radiator',
        '<strong>12 hours</strong> battery life',
        'TWS pairing: connect two for stereo',
        'IPX5 splash resistant with a carry strap',
      ],
      WARRANTY_1Y,
    ),
    features: feats(
      ['Output', '5 W RMS'],
      ['Battery', 'Up to 12 hours'],
      ['Bluetooth', '5.3, TWS pairing'],
      ['Water Resistance', 'IPX5'],
      ['Weight', '260 g'],
      ['Warranty', '1 year, India'],
    ),
    variants: onSale(35, variants(['Blue', 1999, 77, 0.6, 0.26, C.blue], ['Red', 1999, 40, 0.6, 0.26, C.red], ['Black', 1999, 2, 0.6, 0.26, C.black])),
    specs: { type: 'Portable', connectivity: ['Bluetooth'], battery: true, 'output-power': 5, 'battery-life': 12, 'water-resistance': 'IPX5' },
    art: 'speaker',
  },
  {
    code: 'SW-SP-302',
    name: 'Swara Monsoon Go IPX7 Waterproof Bluetooth Speaker',
    brand: 'Swara',
    category: 'Speakers',
    location: 'Vellore WH C-03',
    hsnCode: HSN.singleSpeaker,
    taxRate: 18,
    summary: 'Rugged portable speaker with a monsoon-proof IPX7 rating, 20 W stereo output and 18 hours of battery. It even floats in the pool.',
    descriptionHtml: html(
      'Rain or shine, the party goes on',
      'The Monsoon Go is <strong>IPX7 waterproof</strong> and dustproof, made for Goa beaches, Lonavala treks and balcony parties in the rain.',
      [
        '<strong>20 W</strong> stereo with dual passive radiators',
        '18 hours battery, doubles as a power bank',
        'Floats on water, survives 1 m submersion for 30 min',
        'Party Link to connect up to 50 speakers',
      ],
      WARRANTY_1Y,
    ),
    features: feats(
      ['Output', '20 W RMS stereo'],
      ['Battery', 'Up to 18 hours'],
      ['Water Resistance', 'IPX7, floats'],
      ['Bluetooth', '5.3'],
      ['Power Bank', 'USB-A out'],
      ['Weight', '620 g'],
      ['Warranty', '1 year, India'],
    ),
    variants: onSale(20, variants(['Teal', 3999, 52, 1.3, 0.62, C.teal], ['Black', 3999, 26, 1.3, 0.62, C.black], ['Orange', 4199, 7, 1.3, 0.62, C.orange])),
    specs: { type: 'Portable', connectivity: ['Bluetooth'], battery: true, 'output-power': 20, 'battery-life': 18, 'water-resistance': 'IPX7' },
    art: 'speaker',
  },
  {
    code: 'SW-SP-303',
    name: 'Naada Party Box Bass Speaker with Karaoke Mic',
    brand: 'Naada',
    category: 'Speakers',
    location: 'Vellore WH C-10',
    hsnCode: HSN.multiSpeaker,
    taxRate: 18,
    summary:
      'Trolley-style party speaker with thumping bass, light show and a wireless karaoke microphone. Perfect for sangeet nights, society functions and Ganpati celebrations.',
    descriptionHtml: html(
      'The life of every celebration',
      'Naada Party Box brings <strong>deep bass</strong>, a synchronised LED light show and a wireless karaoke mic to every sangeet, birthday and housewarming.',
      [
        'Dual 8-inch woofers + twin tweeters',
        'Wireless UHF karaoke mic with echo control',
        '<strong>8 hours</strong> battery with trolley wheels and handle',
        'Bluetooth, guitar and mic inputs, USB and TF card playback',
      ],
      WARRANTY_1Y,
    ),
    features: feats(
      ['Output', '160 W / 300 W RMS'],
      ['Drivers', '2 x 8" woofer + 2 x tweeter'],
      ['Battery', 'Up to 8 hours'],
      ['Microphone', '1 x wireless UHF'],
      ['Inputs', 'Bluetooth, mic, guitar, AUX, USB, TF'],
      ['Warranty', '1 year, India'],
    ),
    variants: onSale(25, variants(['160W', 24999, 6, 22, 14.5, C.black, true], ['300W', 34999, 0, 30, 19.8, C.black])),
    specs: { type: 'Party', connectivity: ['Bluetooth', 'AUX', 'USB'], battery: true, 'output-power': 160, 'battery-life': 8 },
    art: 'speaker',
  },
  {
    code: 'SW-SP-304',
    name: 'Veena Pro BS-5 Bookshelf Speakers (Pair)',
    brand: 'Veena Pro',
    category: 'Speakers',
    location: 'Pune WH D-01',
    hsnCode: HSN.multiSpeaker,
    taxRate: 18,
    summary: 'Passive two-way bookshelf speakers with a silk-dome tweeter and 5.25-inch woofer. Real wood veneer cabinets with rear bass port, sold as a pair.',
    descriptionHtml: html(
      'Hi-fi that fits on a shelf',
      'The BS-5 delivers a wide stereo image and natural vocals, a superb partner for our integrated amplifiers and turntables.',
      [
        '<strong>25 mm silk-dome tweeter</strong> and 5.25" paper-cone woofer',
        'Real wood veneer, braced MDF cabinet',
        'Gold-plated binding posts for banana plugs',
        'Magnetic fabric grille included',
      ],
      WARRANTY_3Y,
    ),
    features: feats(
      ['Type', 'Passive 2-way bookshelf'],
      ['Drivers', '25 mm tweeter + 5.25" woofer'],
      ['Frequency Response', '52 Hz - 25 kHz'],
      ['Impedance', '6 ohm'],
      ['Recommended Power', '20 - 100 W'],
      ['Dimensions', '180 x 300 x 240 mm each'],
      ['Warranty', '3 years, India'],
    ),
    variants: onSale(10, variants(['Walnut', 34999, 5, 16, 11.2, C.walnut], ['Black', 32999, 9, 16, 11.2, C.black])),
    specs: { type: 'Bookshelf', connectivity: ['Speaker terminals'], battery: false },
    art: 'speaker',
  },
  {
    code: 'SW-SP-305',
    name: 'Swara Tower 3-Way Floorstanding Speakers (Pair)',
    brand: 'Swara',
    category: 'Speakers',
    location: 'Pune WH D-02',
    hsnCode: HSN.multiSpeaker,
    taxRate: 18,
    summary: 'Three-way floorstanding tower speakers with dual 6.5-inch woofers for room-filling bass. The heart of a serious stereo or home theatre setup.',
    descriptionHtml: html(
      'Cinema-grade scale at home',
      'Twin woofers per tower and a dedicated midrange deliver <strong>effortless dynamics</strong> for both film scores and Carnatic concerts.',
      [
        '<strong>Dual 6.5" woofers</strong>, 5" midrange, 25 mm tweeter per tower',
        'Front-firing bass port: place close to the wall in Indian apartments',
        'Adjustable floor spikes with protective pads for marble floors',
        'Bi-wire terminals',
      ],
      WARRANTY_3Y,
    ),
    features: feats(
      ['Type', 'Passive 3-way floorstanding'],
      ['Drivers', '2 x 6.5" + 5" + 25 mm'],
      ['Frequency Response', '35 Hz - 28 kHz'],
      ['Impedance', '8 ohm'],
      ['Sensitivity', '90 dB'],
      ['Weight', '22 kg each'],
      ['Warranty', '3 years, India'],
    ),
    variants: variants(['Black', 59999, 0, 68, 44, C.black], ['Walnut', 59999, 2, 68, 44, C.walnut]),
    specs: { type: 'Floorstanding', connectivity: ['Speaker terminals'], battery: false },
    art: 'speaker',
  },
  {
    code: 'SW-SP-306',
    name: 'Tarang Home Wi-Fi Smart Speaker',
    brand: 'Tarang',
    category: 'Speakers',
    location: 'Vellore WH C-04',
    hsnCode: HSN.singleSpeaker,
    taxRate: 18,
    summary:
      'Compact Wi-Fi and Bluetooth speaker with multi-room streaming and Hindi and English voice prompts. Stream internet radio and your favourite apps around the house.',
    descriptionHtml: html(
      'Music in every room',
      'Group several Tarang Home speakers over Wi-Fi to play the same song in the living room, kitchen and bedroom in perfect sync.',
      [
        '<strong>Wi-Fi multi-room</strong> streaming and Bluetooth 5.2',
        'Voice prompts in Hindi, English, Tamil and Telugu',
        'Fabric finish that suits Indian living rooms',
        'Line-in for your TV or old music system',
      ],
      WARRANTY_1Y,
    ),
    features: feats(
      ['Output', '25 W RMS'],
      ['Connectivity', 'Wi-Fi 5, Bluetooth 5.2, AUX'],
      ['Multi-room', 'Yes, app controlled'],
      ['Power', 'AC 230 V'],
      ['Warranty', '1 year, India'],
    ),
    variants: onSale(30, variants(['Grey', 7999, 19, 2.2, 1.4, C.grey], ['White', 7999, 4, 2.2, 1.4, C.white])),
    specs: { type: 'Smart', connectivity: ['Bluetooth', 'Wi-Fi', 'AUX'], battery: false, 'output-power': 25 },
    art: 'speaker',
  },

  // ============================== SOUNDBARS ================================
  {
    code: 'SW-SB-401',
    name: 'Swara Cinema 2.1 Soundbar with Wireless Subwoofer',
    brand: 'Swara',
    category: 'Soundbars',
    location: 'Vellore WH C-20',
    hsnCode: HSN.multiSpeaker,
    taxRate: 18,
    summary: 'TV soundbar with a wireless subwoofer for deep, room-shaking bass. HDMI ARC, Optical and Bluetooth connections to suit any Indian TV.',
    descriptionHtml: html(
      'Make every match and movie bigger',
      'From IPL finals to blockbuster releases, the Cinema 2.1 pairs a slim bar with a <strong>wireless subwoofer</strong> you can tuck behind the sofa.',
      [
        '<strong>HDMI ARC</strong>, Optical, Bluetooth 5.3 and USB',
        'Dialogue enhancement mode for clear news and serials',
        'Movie, Music and Night modes',
        'Wall-mount kit included',
      ],
      WARRANTY_1Y,
    ),
    features: feats(
      ['Channels', '2.1 / 3.1'],
      ['Output', '160 W / 300 W'],
      ['Subwoofer', 'Wireless, 6.5"'],
      ['Inputs', 'HDMI ARC, Optical, AUX, USB'],
      ['Bluetooth', '5.3'],
      ['Warranty', '1 year, India'],
    ),
    variants: onSale(30, variants(['2.1 160W', 14999, 23, 11, 7.4, C.black, true], ['3.1 300W', 21999, 6, 13.5, 9.1, C.black])),
    specs: { channels: '2.1', 'output-power': 160, subwoofer: 'Wireless', 'dolby-atmos': false, inputs: ['HDMI ARC', 'Optical', 'Bluetooth', 'AUX', 'USB'] },
    art: 'soundbar',
  },
  {
    code: 'SW-SB-402',
    name: 'Tarang SlimBar 100 TV Soundbar (Optical & HDMI)',
    brand: 'Tarang',
    category: 'Soundbars',
    location: 'Vellore WH C-21',
    hsnCode: HSN.multiSpeaker,
    taxRate: 18,
    summary: 'Slim all-in-one soundbar with built-in dual bass drivers, a simple upgrade over thin TV speakers. Connect with Optical, HDMI ARC or Bluetooth.',
    descriptionHtml: html(
      'The easy TV upgrade',
      'At just 6 cm tall, the SlimBar 100 sits neatly under any TV and makes dialogue <strong>crisp and clear</strong>.',
      [
        '100 W output with built-in dual bass drivers',
        '<strong>Optical and HDMI ARC</strong>: control volume with your TV remote',
        'Three EQ presets: Movie, Music, News',
        'Wall-mountable',
      ],
      WARRANTY_1Y,
    ),
    features: feats(
      ['Channels', '2.0'],
      ['Output', '100 W'],
      ['Inputs', 'HDMI ARC, Optical, AUX, USB'],
      ['Bluetooth', '5.0'],
      ['Length', '80 cm'],
      ['Warranty', '1 year, India'],
    ),
    variants: onSale(35, variants(['Black', 6999, 64, 4.8, 2.6, C.black])),
    specs: { channels: '2.0', 'output-power': 100, subwoofer: 'Built-in', 'dolby-atmos': false, inputs: ['HDMI ARC', 'Optical', 'Bluetooth', 'AUX', 'USB'] },
    art: 'soundbar',
  },
  {
    code: 'SW-SB-403',
    name: 'Naada Surround 5.1 Soundbar with HDMI eARC',
    brand: 'Naada',
    category: 'Soundbars',
    location: 'Vellore WH C-22',
    hsnCode: HSN.multiSpeaker,
    taxRate: 18,
    summary:
      'Complete 5.1 home theatre in a box: soundbar, wireless subwoofer and two wireless rear speakers. HDMI eARC passes through lossless surround formats.',
    descriptionHtml: html(
      'True surround, zero wires to the back',
      'Wireless rear satellites and a <strong>10-inch subwoofer</strong> wrap you in sound, without running cables across your living room.',
      [
        '<strong>HDMI eARC</strong> with 4K HDR pass-through',
        'Wireless rear speakers and 10" subwoofer',
        '520 W total system power',
        'Voice enhancement for regional-language dialogues',
      ],
      WARRANTY_2Y,
    ),
    features: feats(
      ['Channels', '5.1'],
      ['Output', '520 W'],
      ['Subwoofer', 'Wireless, 10"'],
      ['Inputs', 'HDMI eARC, HDMI in, Optical, USB'],
      ['Bluetooth', '5.3'],
      ['Warranty', '2 years, India'],
    ),
    variants: onSale(20, variants(['Black', 29999, 0, 26, 17.5, C.black])),
    specs: { channels: '5.1', 'output-power': 520, subwoofer: 'Wireless', 'dolby-atmos': false, inputs: ['HDMI eARC', 'Optical', 'Bluetooth', 'USB'] },
    art: 'soundbar',
  },
  {
    code: 'SW-SB-404',
    name: 'Veena Pro Atmosfera 7.1.4 Soundbar System',
    brand: 'Veena Pro',
    category: 'Soundbars',
    location: 'Pune WH D-10',
    hsnCode: HSN.multiSpeaker,
    taxRate: 18,
    summary:
      'Our flagship 7.1.4 soundbar system with up-firing height channels, room calibration and a 12-inch subwoofer. Cinema-hall immersion for large Indian living rooms.',
    descriptionHtml: html(
      'A cinema hall in your living room',
      'Four up-firing drivers bounce sound off the ceiling for true <strong>3D height effects</strong>. Automatic room calibration tunes the system to your room in under a minute.',
      [
        '<strong>7.1.4 channels</strong>, 22 drivers, 1,020 W',
        '12" wireless subwoofer and wireless rears',
        'Automatic room calibration with the supplied mic',
        'HDMI eARC, 2 x HDMI in with 8K pass-through, Wi-Fi streaming',
      ],
      WARRANTY_3Y,
    ),
    features: feats(
      ['Channels', '7.1.4'],
      ['Formats', 'Dolby Atmos, DTS:X'],
      ['Output', '1,020 W'],
      ['Drivers', '22'],
      ['Subwoofer', 'Wireless, 12"'],
      ['Inputs', 'HDMI eARC, 2 x HDMI, Optical'],
      ['Streaming', 'Wi-Fi, Bluetooth 5.3'],
      ['Warranty', '3 years, India'],
    ),
    variants: variants(['Black', 89999, 3, 48, 31, C.black], ['Silver', 89999, 1, 48, 31, C.silver]),
    specs: { channels: '7.1.4', 'output-power': 1020, subwoofer: 'Wireless', 'dolby-atmos': true, inputs: ['HDMI eARC', 'Optical', 'Bluetooth', 'Wi-Fi'] },
    art: 'soundbar',
  },
  {
    code: 'SW-SB-405',
    name: 'Swara Compact 2.0 Bluetooth Soundbar',
    brand: 'Swara',
    category: 'Soundbars',
    location: 'Vellore WH C-23',
    hsnCode: HSN.multiSpeaker,
    taxRate: 18,
    summary: 'Compact 60 cm soundbar for bedroom TVs and computer desks. Bluetooth, Optical and USB with a slim remote.',
    descriptionHtml: html(
      'Big-screen sound for small rooms',
      'The Compact 2.0 fits on a monitor stand or under a 32-inch TV and delivers <strong>clear, room-filling sound</strong>.',
      ['60 W with four full-range drivers', 'Bluetooth 5.3, Optical, AUX and USB', 'Slim IR remote and on-bar touch controls', 'Fabric wrap in two colours'],
      WARRANTY_1Y,
    ),
    features: feats(
      ['Channels', '2.0'],
      ['Output', '60 W'],
      ['Inputs', 'Optical, AUX, USB'],
      ['Bluetooth', '5.3'],
      ['Length', '60 cm'],
      ['Warranty', '1 year, India'],
    ),
    variants: onSale(25, variants(['Grey', 7499, 0, 3.6, 1.9, C.grey], ['Black', 7499, 14, 3.6, 1.9, C.black])),
    specs: { channels: '2.0', 'output-power': 60, subwoofer: 'None', 'dolby-atmos': false, inputs: ['Optical', 'Bluetooth', 'AUX', 'USB'] },
    art: 'soundbar',
  },

  // ============================== AMPLIFIERS ===============================
  {
    code: 'SW-AM-501',
    name: 'Veena Pro A-50 Stereo Integrated Amplifier',
    brand: 'Veena Pro',
    category: 'Amplifiers',
    location: 'Pune WH D-20',
    hsnCode: HSN.amplifier,
    taxRate: 18,
    summary:
      'Class AB stereo integrated amplifier with analogue VU meters, a built-in phono stage and Bluetooth. Drives bookshelf and tower speakers with ease.',
    descriptionHtml: html(
      'Classic looks, modern connectivity',
      'Glowing <strong>VU meters</strong>, a solid aluminium volume knob and a Class AB output stage bring back the joy of a proper hi-fi amplifier.',
      [
        '<strong>Class AB</strong>, 2 x 50 W or 2 x 100 W into 8 ohm',
        'MM phono stage for turntables',
        'Optical, coaxial and USB DAC inputs, Bluetooth aptX',
        'Built-in surge protection for Indian power conditions',
      ],
      WARRANTY_3Y,
    ),
    features: feats(
      ['Power', '2 x 50 W / 2 x 100 W (8 ohm)'],
      ['Class', 'AB'],
      ['THD', '< 0.02%'],
      ['Inputs', 'Phono MM, 3 x RCA, Optical, Coax, USB'],
      ['Bluetooth', '5.0 aptX'],
      ['Power Supply', '230 V AC, 50 Hz'],
      ['Warranty', '3 years, India'],
    ),
    variants: onSale(15, variants(['2 x 50W', 32999, 7, 14, 9.8, C.silver, true], ['2 x 100W', 49999, 3, 17, 12.4, C.black])),
    specs: {
      type: 'Integrated amplifier',
      bluetooth: true,
      'phono-stage': true,
      'power-per-channel': 50,
      inputs: ['RCA', 'Phono', 'Optical', 'Coaxial', 'USB'],
    },
    art: 'amplifier',
  },
  {
    code: 'SW-AM-502',
    name: 'Naada Tube Hybrid Stereo Amplifier',
    brand: 'Naada',
    category: 'Amplifiers',
    location: 'Pune WH D-21',
    hsnCode: HSN.amplifier,
    taxRate: 18,
    summary:
      'Hybrid amplifier with a vacuum-tube preamp and solid-state power stage for warm, holographic vocals. Champagne aluminium chassis with amber VU meters.',
    descriptionHtml: html(
      'Tube warmth, solid-state control',
      'Two 6N3 vacuum tubes add <strong>warmth and depth</strong> to vocals, while the MOSFET power stage keeps the bass firm.',
      [
        'Tube preamp + <strong>2 x 80 W MOSFET</strong> output',
        'Amber-lit analogue VU meters',
        'Headphone output with dedicated amplifier',
        'Remote control with aluminium housing',
      ],
      WARRANTY_3Y,
    ),
    features: feats(
      ['Power', '2 x 80 W (8 ohm)'],
      ['Topology', 'Tube preamp + MOSFET'],
      ['Tubes', '2 x 6N3'],
      ['Inputs', '4 x RCA, Bluetooth, USB'],
      ['Headphone Out', '6.35 mm'],
      ['Warranty', '3 years, India'],
    ),
    variants: onSale(10, variants(['Champagne', 64999, 4, 20, 13.6, C.champagne], ['Black', 64999, 0, 20, 13.6, C.black])),
    specs: { type: 'Integrated amplifier', bluetooth: true, 'phono-stage': false, 'power-per-channel': 80, inputs: ['RCA', 'USB'] },
    art: 'amplifier',
  },
  {
    code: 'SW-AM-503',
    name: 'Veena Pro M-1000 Reference Mono Power Amplifier (Pair)',
    brand: 'Veena Pro',
    category: 'Amplifiers',
    location: 'Pune WH D-22',
    hsnCode: HSN.amplifier,
    taxRate: 18,
    summary:
      'A pair of Class A/B mono-block power amplifiers delivering 500 W each into 4 ohm. Balanced XLR inputs and a massive toroidal transformer per channel.',
    descriptionHtml: html(
      'Uncompromised power, one channel at a time',
      'Each M-1000 mono-block has its own <strong>1.2 kVA toroidal transformer</strong> and 80,000 uF of capacitance, so even the most demanding tower speakers sing effortlessly.',
      [
        '<strong>500 W into 4 ohm</strong>, 300 W into 8 ohm, per mono-block',
        'Fully balanced <strong>XLR</strong> and RCA inputs',
        'Large backlit power meter',
        'Soft-start circuitry and protection for voltage fluctuations',
      ],
      WARRANTY_3Y + ' Free home set-up in Bengaluru, Chennai, Mumbai, Pune and Delhi NCR.',
    ),
    features: feats(
      ['Power', '500 W (4 ohm) / 300 W (8 ohm) each'],
      ['Class', 'A/B'],
      ['Inputs', 'XLR balanced, RCA'],
      ['Transformer', '1.2 kVA toroidal'],
      ['Weight', '28 kg each'],
      ['Sold As', 'Pair'],
      ['Warranty', '3 years, India'],
    ),
    variants: variants(['Black', 149999, 1, 75, 56, C.black], ['Silver', 149999, 0, 75, 56, C.silver]),
    specs: { type: 'Power amplifier', bluetooth: false, 'phono-stage': false, 'power-per-channel': 300, inputs: ['RCA', 'XLR'] },
    art: 'amplifier',
  },
  {
    code: 'SW-AM-504',
    name: 'Tarang Karaoke Mixer Amplifier with Bluetooth',
    brand: 'Tarang',
    category: 'Amplifiers',
    location: 'Vellore WH C-30',
    hsnCode: HSN.amplifier,
    taxRate: 18,
    summary:
      'Compact karaoke amplifier with two mic inputs, echo and delay controls and Bluetooth. Turns any pair of passive speakers into a singing party system.',
    descriptionHtml: html(
      'Sing along, anywhere',
      'Plug in two microphones, connect your phone over Bluetooth and add <strong>echo and delay</strong> for that stage feel at home.',
      ['2 x 60 W output', '<strong>Dual mic inputs</strong> with echo, delay and mic volume', 'Bluetooth, USB and FM radio', 'Bass and treble controls'],
      WARRANTY_1Y,
    ),
    features: feats(
      ['Power', '2 x 60 W'],
      ['Mic Inputs', '2 x 6.35 mm'],
      ['Effects', 'Echo, delay'],
      ['Sources', 'Bluetooth, USB, FM, AUX'],
      ['Warranty', '1 year, India'],
    ),
    variants: onSale(20, variants(['Black', 9999, 31, 5.5, 3.2, C.black])),
    specs: { type: 'Karaoke amplifier', bluetooth: true, 'phono-stage': false, 'power-per-channel': 60, inputs: ['USB', 'AUX', 'Microphone'] },
    art: 'amplifier',
  },
  {
    code: 'SW-AM-505',
    name: 'Swara USB DAC & Headphone Amplifier',
    brand: 'Swara',
    category: 'Amplifiers',
    location: 'Vellore WH C-31',
    hsnCode: HSN.dac,
    taxRate: 18,
    summary:
      'Desktop USB DAC and headphone amplifier that decodes up to 32-bit/384 kHz. Balanced 4.4 mm and 6.35 mm outputs with enough power for planar headphones.',
    descriptionHtml: html(
      'Unlock your headphones',
      "Bypass your laptop's noisy sound card: the Swara DAC delivers <strong>32-bit/384 kHz</strong> decoding and a clean, powerful headphone amplifier.",
      [
        '<strong>32-bit/384 kHz</strong> and DSD256 decoding',
        'Balanced 4.4 mm and 6.35 mm headphone outputs',
        'Optical and coaxial inputs for your TV or console',
        'Bright OLED display showing sample rate',
      ],
      WARRANTY_2Y,
    ),
    features: feats(
      ['Decoding', 'PCM 32-bit/384 kHz, DSD256'],
      ['Outputs', '4.4 mm balanced, 6.35 mm, RCA'],
      ['Inputs', 'USB-C, Optical, Coaxial'],
      ['Output Power', '1,200 mW @ 32 ohm'],
      ['Display', 'OLED'],
      ['Warranty', '2 years, India'],
    ),
    variants: onSale(15, variants(['Black', 12499, 18, 1.6, 0.78, C.black], ['Silver', 12499, 6, 1.6, 0.78, C.silver])),
    specs: { type: 'DAC & headphone amplifier', bluetooth: false, 'phono-stage': false, inputs: ['Optical', 'Coaxial', 'USB'] },
    art: 'dac',
  },
  {
    code: 'SW-AM-506',
    name: 'Naada Belt-Drive Turntable with Phono Preamp & USB',
    brand: 'Naada',
    category: 'Amplifiers',
    location: 'Pune WH D-23',
    hsnCode: HSN.turntable,
    taxRate: 18,
    summary: 'Belt-drive turntable with a built-in switchable phono preamplifier and USB output for digitising your old LPs. Plays 33 and 45 RPM records.',
    descriptionHtml: html(
      'Bring your vinyl collection back to life',
      'Dust off those old Hindi film and ghazal LPs: the Naada turntable has a <strong>built-in phono preamp</strong>, so it works with any amplifier or powered speakers.',
      [
        'Belt drive, <strong>33 1/3 and 45 RPM</strong>',
        'Switchable phono preamplifier',
        'USB output to digitise records on your PC',
        'Aluminium platter and pre-mounted MM cartridge',
      ],
      WARRANTY_2Y,
    ),
    features: feats(
      ['Drive', 'Belt drive'],
      ['Speeds', '33 1/3, 45 RPM'],
      ['Cartridge', 'Moving magnet, pre-mounted'],
      ['Outputs', 'RCA (phono/line), USB'],
      ['Platter', 'Die-cast aluminium'],
      ['Warranty', '2 years, India'],
    ),
    variants: onSale(12, variants(['Walnut', 24999, 5, 8.5, 5.4, C.walnut], ['Black', 22999, 0, 8.5, 5.4, C.black])),
    specs: { type: 'Turntable', bluetooth: false, 'phono-stage': true },
    art: 'turntable',
  },

  // ============================== MICROPHONES ==============================
  {
    code: 'SW-MC-601',
    name: 'Swara Podcast USB Microphone',
    brand: 'Swara',
    category: 'Microphones',
    location: 'Vellore WH B-30',
    hsnCode: HSN.microphone,
    taxRate: 18,
    summary: 'Plug-and-play USB condenser microphone for podcasts, YouTube and online teaching. Zero-latency headphone monitoring and a sturdy desk stand.',
    descriptionHtml: html(
      'Sound like a pro from your desk',
      'Just plug it into your laptop and start recording: <strong>no drivers, no interface</strong>. Ideal for content creators and teachers taking online classes.',
      [
        '<strong>24-bit/96 kHz</strong> USB-C recording',
        'Cardioid pattern rejects ceiling-fan and street noise',
        'Zero-latency 3.5 mm headphone output',
        'Tap-to-mute with LED indicator',
      ],
      WARRANTY_1Y,
    ),
    features: feats(
      ['Type', 'Condenser, USB'],
      ['Polar Pattern', 'Cardioid'],
      ['Resolution', '24-bit/96 kHz'],
      ['Connector', 'USB-C'],
      ['Monitoring', '3.5 mm, zero latency'],
      ['Warranty', '1 year, India'],
    ),
    variants: onSale(30, variants(['Black', 4999, 44, 1.8, 0.9, C.black], ['White', 4999, 13, 1.8, 0.9, C.white])),
    specs: { type: 'Condenser', connection: ['USB'], 'polar-pattern': 'Cardioid', 'phantom-power': false },
    art: 'microphone',
  },
  {
    code: 'SW-MC-602',
    name: 'Veena Pro C-1 Studio Condenser XLR Microphone',
    brand: 'Veena Pro',
    category: 'Microphones',
    location: 'Pune WH B-31',
    hsnCode: HSN.microphone,
    taxRate: 18,
    summary: 'Large-diaphragm studio condenser microphone with XLR output for vocals, acoustic guitar and voice-over. Includes shock mount and pop filter.',
    descriptionHtml: html(
      'The vocal mic for your home studio',
      'A <strong>1-inch gold-sputtered capsule</strong> captures every breath and nuance, from Hindustani classical vocals to voice-over work.',
      [
        '1" large-diaphragm capsule, cardioid',
        '<strong>XLR</strong> output, 48 V phantom power',
        '-10 dB pad and 80 Hz low-cut switches',
        'Shock mount, pop filter and carry case in the box',
      ],
      WARRANTY_3Y,
    ),
    features: feats(
      ['Type', 'Condenser, large diaphragm'],
      ['Polar Pattern', 'Cardioid'],
      ['Connector', 'XLR 3-pin'],
      ['Power', '48 V phantom'],
      ['Max SPL', '136 dB'],
      ['Accessories', 'Shock mount, pop filter'],
      ['Warranty', '3 years, India'],
    ),
    variants: onSale(20, variants(['Champagne', 12999, 10, 2.5, 1.2, C.champagne])),
    specs: { type: 'Condenser', connection: ['XLR'], 'polar-pattern': 'Cardioid', 'phantom-power': true },
    art: 'microphone',
  },
  {
    code: 'SW-MC-603',
    name: 'Tarang TV-7 Vocal Dynamic Microphone (XLR)',
    brand: 'Tarang',
    category: 'Microphones',
    location: 'Vellore WH B-32',
    hsnCode: HSN.microphone,
    taxRate: 18,
    summary: 'Rugged handheld dynamic microphone for stage, church choirs, karaoke and announcements. Comes with a 5 m XLR to 6.35 mm cable.',
    descriptionHtml: html(
      'Built for the stage',
      'A rugged metal body and <strong>cardioid dynamic capsule</strong> that handles loud vocals without feedback, at college fests, pujas and weddings.',
      [
        'Cardioid dynamic capsule with feedback rejection',
        'Die-cast zinc body and hardened steel grille',
        'On/off switch',
        '5 m cable, XLR to 6.35 mm, in the box',
      ],
      WARRANTY_1Y,
    ),
    features: feats(
      ['Type', 'Dynamic, handheld'],
      ['Polar Pattern', 'Cardioid'],
      ['Connector', 'XLR 3-pin'],
      ['Frequency Response', '50 Hz - 15 kHz'],
      ['Cable', '5 m included'],
      ['Warranty', '1 year, India'],
    ),
    variants: onSale(35, variants(['Black', 1299, 96, 0.8, 0.45, C.black])),
    specs: { type: 'Dynamic', connection: ['XLR'], 'polar-pattern': 'Cardioid', 'phantom-power': false },
    art: 'microphone',
  },
  {
    code: 'SW-MC-604',
    name: 'Naada Wireless Lavalier Microphone Kit',
    brand: 'Naada',
    category: 'Microphones',
    location: 'Vellore WH B-33',
    hsnCode: HSN.microphone,
    taxRate: 18,
    summary: 'Clip-on wireless lavalier microphones for reels, vlogs and interviews, with a USB-C and 3.5 mm receiver. Up to 50 m range with noise reduction.',
    descriptionHtml: html(
      'Clear voice, wherever you shoot',
      'Clip it on and record crisp audio for Instagram reels and YouTube vlogs with <strong>built-in noise reduction</strong> for busy markets and windy beaches.',
      [
        '2.4 GHz wireless, up to <strong>50 m range</strong>',
        'Single or dual transmitter kits',
        'Charging case with 24 hours total battery',
        'Foam and furry windshields included',
      ],
      WARRANTY_1Y,
    ),
    features: feats(
      ['Type', 'Wireless lavalier, omnidirectional condenser'],
      ['Range', 'Up to 50 m'],
      ['Battery', '6 hrs + 18 hrs case'],
      ['Receiver', 'USB-C, 3.5 mm'],
      ['Noise Reduction', 'Yes, switchable'],
      ['Warranty', '1 year, India'],
    ),
    variants: onSale(25, variants(['Single', 3499, 0, 0.6, 0.22, C.black, true], ['Dual', 4999, 15, 0.7, 0.28, C.black])),
    specs: { type: 'Condenser', connection: ['USB', '3.5 mm', 'Wireless'], 'polar-pattern': 'Omnidirectional', 'phantom-power': false },
    art: 'microphone',
  },
  {
    code: 'SW-MC-605',
    name: 'Veena Pro B-7 Broadcast Dynamic Microphone',
    brand: 'Veena Pro',
    category: 'Microphones',
    location: 'Pune WH B-34',
    hsnCode: HSN.microphone,
    taxRate: 18,
    summary:
      'Broadcast-grade dynamic microphone trusted for radio, podcasts and voice-over. Smooth, flat response with excellent rejection of room noise and both XLR and USB outputs.',
    descriptionHtml: html(
      'The voice of radio',
      'The B-7 delivers that warm, close <strong>broadcast voice</strong> and rejects untreated-room echo, perfect for podcasters recording in Indian apartments.',
      [
        'Dynamic cardioid capsule with internal shock isolation',
        '<strong>XLR and USB-C</strong> outputs',
        'Bass roll-off and presence boost switches',
        'Integrated yoke mount with detachable windscreen',
      ],
      WARRANTY_3Y,
    ),
    features: feats(
      ['Type', 'Dynamic, broadcast'],
      ['Polar Pattern', 'Cardioid'],
      ['Connector', 'XLR + USB-C'],
      ['Frequency Response', '50 Hz - 20 kHz'],
      ['Weight', '765 g'],
      ['Warranty', '3 years, India'],
    ),
    variants: variants(['Black', 34999, 4, 2.4, 1.1, C.black]),
    specs: { type: 'Dynamic', connection: ['USB', 'XLR'], 'polar-pattern': 'Cardioid', 'phantom-power': false },
    art: 'microphone',
  },

  // ======================== CABLES & ACCESSORIES ===========================
  {
    code: 'SW-CA-701',
    name: 'Swara 3.5 mm AUX Audio Cable',
    brand: 'Swara',
    category: 'Cables & Accessories',
    location: 'Vellore WH E-01',
    hsnCode: HSN.cable,
    taxRate: 18,
    summary: 'Braided 3.5 mm male-to-male AUX cable with gold-plated connectors. Connect phones, laptops and car stereos without dropouts.',
    descriptionHtml: html(
      'The cable that just works',
      'A <strong>nylon-braided</strong> jacket survives car doors and bag zips, while <strong>gold-plated</strong> plugs resist corrosion in humid coastal cities.',
      ['3.5 mm TRS stereo, male to male', 'Oxygen-free copper conductors', 'Tested to 10,000+ bends', 'Slim plugs that fit through phone cases'],
      WARRANTY_1Y,
    ),
    features: feats(
      ['Connector', '3.5 mm TRS, gold-plated'],
      ['Conductor', 'Oxygen-free copper'],
      ['Jacket', 'Nylon braided'],
      ['Length', '1 m / 2 m'],
      ['Warranty', '1 year, India'],
    ),
    variants: onSale(40, variants(['1 m', 299, 340, 0.1, 0.04, C.red], ['2 m', 399, 180, 0.12, 0.06, C.red])),
    specs: { type: 'Cable', 'use-with': ['Phones & laptops'], 'sold-as': 'Single', connector: '3.5 mm', length: ['1 m', '2 m'] },
    art: 'cable',
  },
  {
    code: 'SW-CA-702',
    name: 'Tarang Digital Optical Audio Cable',
    brand: 'Tarang',
    category: 'Cables & Accessories',
    location: 'Vellore WH E-02',
    hsnCode: HSN.cable,
    taxRate: 18,
    summary: 'Fibre optical audio cable to connect your TV to a soundbar or AV receiver. Carries lossless digital audio with zero electrical interference.',
    descriptionHtml: html(
      'Crystal-clear digital audio',
      'Connect your TV, set-top box or gaming console to a soundbar with a <strong>low-jitter optical</strong> link that is immune to hum and interference.',
      ['Low-loss fibre core', 'Metal connector shells with dust caps', 'Supports PCM stereo and compressed 5.1 surround', 'Braided jacket'],
      WARRANTY_1Y,
    ),
    features: feats(
      ['Type', 'Digital optical'],
      ['Connector', 'Square optical, metal shell'],
      ['Jacket', 'Nylon braided'],
      ['Length', '1.5 m / 3 m'],
      ['Warranty', '1 year, India'],
    ),
    variants: onSale(30, variants(['1.5 m', 449, 120, 0.15, 0.07, C.grey], ['3 m', 599, 0, 0.18, 0.1, C.grey])),
    specs: { type: 'Cable', 'use-with': ['TV & soundbar'], 'sold-as': 'Single', connector: 'Optical', length: ['1.5 m', '3 m'] },
    art: 'cable',
  },
  {
    code: 'SW-CA-703',
    name: 'Swara Ultra High Speed HDMI 2.1 eARC Cable',
    brand: 'Swara',
    category: 'Cables & Accessories',
    location: 'Vellore WH E-03',
    hsnCode: HSN.cable,
    taxRate: 18,
    summary: 'HDMI 2.1 cable rated for 48 Gbps, 8K60 and 4K120 with eARC for lossless audio to your soundbar. Perfect for new TVs and gaming consoles.',
    descriptionHtml: html(
      '4K120 gaming and eARC audio',
      'Enjoy <strong>4K at 120 Hz</strong> and pass lossless surround sound to your soundbar over eARC.',
      [
        '<strong>48 Gbps</strong> bandwidth, 8K60 / 4K120',
        'eARC, VRR and ALLM support',
        'Gold-plated connectors, triple shielding',
        'Available in 1 m, 2 m and 5 m',
      ],
      WARRANTY_1Y,
    ),
    features: feats(
      ['Standard', 'HDMI 2.1, 48 Gbps'],
      ['Resolution', '8K60, 4K120'],
      ['Audio', 'eARC'],
      ['Shielding', 'Triple'],
      ['Length', '1 m / 2 m / 5 m'],
      ['Warranty', '1 year, India'],
    ),
    variants: onSale(25, variants(['1 m', 799, 90, 0.2, 0.1, C.black], ['2 m', 1099, 65, 0.25, 0.14, C.black, true], ['5 m', 1499, 3, 0.4, 0.28, C.black])),
    specs: { type: 'Cable', 'use-with': ['TV & soundbar', 'Gaming consoles'], 'sold-as': 'Single', connector: 'HDMI', length: ['1 m', '2 m', '5 m'] },
    art: 'cable',
  },
  {
    code: 'SW-CA-704',
    name: 'Veena Pro Balanced XLR Microphone Cable',
    brand: 'Veena Pro',
    category: 'Cables & Accessories',
    location: 'Pune WH E-04',
    hsnCode: HSN.cable,
    taxRate: 18,
    summary: 'Low-noise balanced XLR male-to-female microphone cable with metal connectors. Road-tested for stage, studio and church installations.',
    descriptionHtml: html(
      'Silent, balanced, built to last',
      'A <strong>double-shielded</strong> balanced design keeps hum and mobile-phone buzz out of your recordings.',
      ['<strong>XLR</strong> male to female, 3-pin', 'Double-spiral copper shielding', 'Metal connectors with strain relief', 'Velcro cable tie included'],
      WARRANTY_2Y,
    ),
    features: feats(
      ['Connector', 'XLR male to female'],
      ['Conductor', '2 x 0.22 mm2 OFC'],
      ['Shielding', 'Double-spiral copper'],
      ['Length', '3 m / 6 m / 10 m'],
      ['Warranty', '2 years, India'],
    ),
    variants: onSale(20, variants(['3 m', 699, 0, 0.35, 0.2, C.blue], ['6 m', 999, 0, 0.5, 0.34, C.blue], ['10 m', 1299, 12, 0.7, 0.52, C.blue])),
    specs: { type: 'Cable', 'use-with': ['Microphones'], 'sold-as': 'Single', connector: 'XLR', length: ['3 m', '6 m', '10 m'] },
    art: 'cable',
  },
  {
    code: 'SW-CA-705',
    name: 'Naada USB-C to USB-C Audio Interface Cable',
    brand: 'Naada',
    category: 'Cables & Accessories',
    location: 'Vellore WH E-05',
    hsnCode: HSN.cable,
    taxRate: 18,
    summary: 'Shielded USB-C cable for audio interfaces, USB microphones and DACs. Ferrite-free low-noise design with a durable braided jacket.',
    descriptionHtml: html(
      'Clean power, clean data',
      'Designed for <strong>USB audio gear</strong>: thick power conductors reduce noise and dropouts from bus-powered DACs and microphones.',
      ['USB 2.0 data, 60 W power delivery', 'Braided jacket and aluminium plug shells', 'Low-noise shielding', 'Reversible USB-C on both ends'],
      WARRANTY_1Y,
    ),
    features: feats(['Connector', 'USB-C to USB-C'], ['Power', '60 W PD'], ['Data', 'USB 2.0, 480 Mbps'], ['Length', '1 m'], ['Warranty', '1 year, India']),
    variants: variants(['1 m', 549, 75, 0.1, 0.05, C.purple]),
    specs: { type: 'Cable', 'use-with': ['Microphones', 'DACs & audio interfaces'], 'sold-as': 'Single', connector: 'USB-C', length: ['1 m'] },
    art: 'cable',
  },
  {
    code: 'SW-CA-706',
    name: 'Swara Speaker Stands (Pair)',
    brand: 'Swara',
    category: 'Cables & Accessories',
    location: 'Vellore WH E-10',
    hsnCode: HSN.accessory,
    taxRate: 18,
    summary: 'Steel speaker stands that lift bookshelf speakers to ear height for a clearer stereo image. Sand-fillable columns and adjustable spikes.',
    descriptionHtml: html(
      'Lift your sound to ear level',
      'Raising speakers to ear height transforms imaging. These <strong>sand-fillable steel stands</strong> add mass and kill cabinet resonance.',
      [
        '60 cm height, 20 x 22 cm top plate',
        'Sand-fillable twin columns',
        'Adjustable spikes with floor protectors for marble and tile',
        'Hidden cable channel',
      ],
      WARRANTY_2Y,
    ),
    features: feats(
      ['Height', '60 cm'],
      ['Top Plate', '200 x 220 mm'],
      ['Material', 'Powder-coated steel'],
      ['Max Load', '25 kg per stand'],
      ['Sold As', 'Pair'],
      ['Warranty', '2 years, India'],
    ),
    variants: onSale(15, variants(['Black', 3999, 15, 14, 9.5, C.black], ['White', 4199, 4, 14, 9.5, C.white])),
    specs: { type: 'Speaker stand', 'use-with': ['Speakers'], 'sold-as': 'Pair' },
    art: 'stand',
  },
  {
    code: 'SW-CA-707',
    name: 'Tarang Desk Microphone Boom Arm Stand',
    brand: 'Tarang',
    category: 'Cables & Accessories',
    location: 'Vellore WH E-11',
    hsnCode: HSN.accessory,
    taxRate: 18,
    summary: 'Spring-balanced desk boom arm with a sturdy C-clamp for podcasting and streaming. Positions your microphone exactly where you need it.',
    descriptionHtml: html(
      'Perfect mic placement, every time',
      'The <strong>spring-balanced arm</strong> holds microphones up to 1.5 kg and swings out of the way when you are not recording.',
      ['360 degree rotation, 80 cm reach', 'C-clamp fits desks up to 6 cm thick', 'Velcro cable management', '3/8" and 5/8" thread adaptor included'],
      WARRANTY_1Y,
    ),
    features: feats(
      ['Reach', '80 cm'],
      ['Max Load', '1.5 kg'],
      ['Mount', 'C-clamp, up to 6 cm desk'],
      ['Thread', '3/8" and 5/8"'],
      ['Warranty', '1 year, India'],
    ),
    variants: onSale(30, variants(['Black', 1799, 48, 2.2, 1.3, C.black])),
    specs: { type: 'Microphone arm', 'use-with': ['Microphones'], 'sold-as': 'Single' },
    art: 'microphone',
  },
  {
    code: 'SW-CA-708',
    name: 'Naada Aluminium Headphone Stand',
    brand: 'Naada',
    category: 'Cables & Accessories',
    location: 'Vellore WH E-12',
    hsnCode: HSN.accessory,
    taxRate: 12,
    summary: 'Minimal aluminium headphone stand with a soft silicone cradle that protects your headband. Weighted base keeps it steady on any desk.',
    descriptionHtml: html(
      'A home for your headphones',
      'Keep your headphones off the desk and looking great with a <strong>CNC-machined aluminium</strong> stand.',
      [
        'Weighted base with anti-slip pad',
        'Silicone cradle protects leather headbands',
        'Fits all over-ear and on-ear headphones',
        'Anodised finish in three colours',
      ],
      WARRANTY_1Y,
    ),
    features: feats(
      ['Material', 'Aluminium, anodised'],
      ['Height', '27 cm'],
      ['Base', 'Weighted, anti-slip'],
      ['Compatibility', 'All over-ear and on-ear'],
      ['Warranty', '1 year, India'],
    ),
    variants: onSale(20, variants(['Silver', 999, 26, 0.9, 0.45, C.silver], ['Black', 999, 0, 0.9, 0.45, C.black], ['Gold', 1099, 5, 0.9, 0.45, C.gold])),
    specs: { type: 'Headphone stand', 'use-with': ['Headphones'], 'sold-as': 'Single' },
    art: 'stand',
  },
  {
    code: 'SW-CA-709',
    name: 'Veena Pro Banana Plug Speaker Cable 14 AWG',
    brand: 'Veena Pro',
    category: 'Cables & Accessories',
    location: 'Pune WH E-13',
    hsnCode: HSN.cable,
    taxRate: 18,
    summary: 'Pre-terminated 14 AWG oxygen-free copper speaker cable with gold-plated banana plugs. Sold as a pair of ready-to-use runs.',
    descriptionHtml: html(
      'Finish your system properly',
      'Thick <strong>14 AWG OFC</strong> conductors keep resistance low, and pre-fitted banana plugs make set-up tidy and safe.',
      ['14 AWG oxygen-free copper', '<strong>Gold-plated</strong> banana plugs pre-terminated', 'Polarity-marked jacket', 'Sold as a pair'],
      WARRANTY_2Y,
    ),
    features: feats(
      ['Gauge', '14 AWG'],
      ['Conductor', 'Oxygen-free copper'],
      ['Termination', 'Gold banana plugs'],
      ['Length', '2 x 3 m'],
      ['Warranty', '2 years, India'],
    ),
    variants: onSale(25, variants(['2 x 3 m', 1199, 22, 0.9, 0.6, C.copper])),
    specs: { type: 'Cable', 'use-with': ['Speakers'], 'sold-as': 'Pair', connector: 'Banana plug', length: ['3 m'] },
    art: 'cable',
  },
];

/** Every demo product: the house brands' first, then the lines of the other brands (lines.ts). */
export const DEMO_PRODUCTS: DemoProduct[] = [...HOUSE_PRODUCTS, ...LINE_PRODUCTS];

// ---------------------------------------------------------------------------
// Product declarations (docs/declarations.md)
// ---------------------------------------------------------------------------

/** The declarations of a demo product, with the names of the shared schema's fields. */
export interface DemoDeclarations {
  DeclarantKind: 'Manufacturer' | 'Importer';
  DeclarantName: string;
  DeclarantAddress: string;
  CountryOfOrigin: string;
  GenericName: string;
  NetQuantity: string;
  MadeOn: string;
  ConsumerCarePhone: string;
  ConsumerCareEmail: string;
}

/** The house brands are made in Vellore by the shop's sister company, ... */
const MANUFACTURER = {
  name: 'Swara Audio Industries Pvt. Ltd.',
  address: 'Plot 7, SIDCO Industrial Estate, Katpadi, Vellore, Tamil Nadu 632007',
};
/** ... except the products in IMPORTED: made abroad, the shop imports them through Chennai. */
const IMPORTER = {
  name: 'Swara Audio & Electronics',
  address: 'No. 42, 2nd Floor, Rajaji Salai, Parrys, Chennai, Tamil Nadu 600001',
};
const IMPORTED: Record<string, string> = {
  'SW-EB-201': 'China',
  'SW-EB-204': 'China',
  'SW-EB-206': 'Vietnam',
  'SW-SP-306': 'Vietnam',
  'SW-AM-506': 'China',
  'SW-MC-604': 'China',
  'SW-CA-702': 'Vietnam',
};

/** The common name of what a product is, by its kind (and for some, its name). */
function genericName(p: DemoProduct): string {
  const wireless = /wireless|bluetooth/i.test(p.name);
  switch (p.art) {
    case 'headphones':
      return wireless ? 'Wireless headphones' : 'Wired headphones';
    case 'earbuds':
      return 'Wireless earbuds';
    case 'speaker':
      return /wi-fi/i.test(p.name) ? 'Smart speaker' : /bluetooth/i.test(p.name) ? 'Portable Bluetooth speaker' : 'Loudspeaker';
    case 'soundbar':
      return 'Soundbar';
    case 'amplifier':
      return 'Audio amplifier';
    case 'dac':
      return 'USB DAC and headphone amplifier';
    case 'turntable':
      return 'Record player (turntable)';
    case 'microphone':
      return /boom arm|mic(rophone)? arm/i.test(p.name) ? 'Microphone arm' : wireless ? 'Wireless microphone kit' : 'Microphone';
    case 'cable':
      return 'Audio cable';
    case 'stand':
      return /speaker/i.test(p.name) ? 'Speaker stands' : 'Headphone stand';
  }
}

/**
 * A demo product's declarations: made in India by the manufacturer, or imported; one piece
 * ("1 N"), a pair of earbuds ("1 pair"), or two pieces for products sold as a pair; made (or
 * imported) in a month of 2026 up to September.
 */
export function demoDeclarations(p: DemoProduct): DemoDeclarations {
  const country = p.madeIn ?? IMPORTED[p.code];
  const from = country ? IMPORTER : MANUFACTURER;
  const serial = Number(p.code.replace(/[^0-9]/g, '')) || 0;
  return {
    DeclarantKind: country ? 'Importer' : 'Manufacturer',
    DeclarantName: from.name,
    DeclarantAddress: from.address,
    CountryOfOrigin: country ?? 'India',
    GenericName: genericName(p),
    NetQuantity: p.art === 'earbuds' ? '1 pair' : /\(pair\)|sold as a pair/i.test(`${p.name} ${p.summary}`) ? '2 N' : '1 N',
    MadeOn: `2026-${String((serial % 9) + 1).padStart(2, '0')}`,
    ConsumerCarePhone: '+91 94430 12345',
    ConsumerCareEmail: 'care@swaraaudio.in',
  };
}

// ---------------------------------------------------------------------------
// Banners
// ---------------------------------------------------------------------------

export const DEMO_BANNERS: DemoBanner[] = [
  {
    name: 'festive-sale-headphones',
    headline: 'Festive Sale - up to 40% off headphones',
    subline: 'Noise cancelling, wireless and studio headphones from ₹1,499. No-cost EMI available.',
    from: '#b3122e',
    to: '#f0862a',
    art: 'headphones',
    isActive: true,
    seqId: 1,
  },
  {
    name: 'home-theatre-week',
    headline: 'Home Theatre Week',
    subline: 'Soundbars with HDMI eARC and wireless subwoofers. Free installation in 30 cities.',
    from: '#141e3c',
    to: '#3b4fb8',
    art: 'soundbar',
    isActive: true,
    seqId: 2,
  },
  {
    name: 'monsoon-proof-speakers',
    headline: 'Monsoon-proof Bluetooth speakers',
    subline: 'IPX7 waterproof sound for rainy days. Starting at ₹1,999.',
    from: '#0b5d5a',
    to: '#29a88e',
    art: 'speaker',
    isActive: true,
    seqId: 3,
  },
  {
    name: 'creator-studio-microphones',
    headline: 'Creator Studio: mics & more',
    subline: 'USB and XLR microphones, boom arms and cables for podcasters and YouTubers.',
    from: '#2d1b4e',
    to: '#8e44ad',
    art: 'microphone',
    isActive: false,
    seqId: 4,
  },
];
