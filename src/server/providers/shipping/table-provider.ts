// The offline default (docs/shipping.md): quotes from a zone and weight-slab table of surface couriers,
// the way aggregators price them: a first 500 g slab plus each further 500 g.
import type { CourierQuote, ServiceabilityRequest, ShippingProvider } from './shipping-provider';

type Zone = 'local' | 'regional' | 'metro' | 'national' | 'special';

// Pin code prefixes of the metro cities' sorting districts.
const METRO_PREFIXES = ['11', '40', '56', '60', '70', '50', '41', '38'];
// North-east, Jammu and Kashmir, Ladakh, Andaman and Nicobar, Lakshadweep: special zones.
const SPECIAL_PREFIXES = ['18', '19', '78', '79', '744', '682555'];

export function zoneOf(from: string, to: string): Zone {
  if (SPECIAL_PREFIXES.some((p) => to.startsWith(p))) return 'special';
  if (from.slice(0, 3) === to.slice(0, 3)) return 'local';
  if (from.slice(0, 2) === to.slice(0, 2)) return 'regional';
  if (METRO_PREFIXES.includes(to.slice(0, 2))) return 'metro';
  return 'national';
}

interface Courier {
  name: string;
  surface: boolean;
  rating: number;
  /** [first 500 g, each further 500 g] in rupees, per zone. */
  slabs: Record<Zone, [number, number]>;
  days: Record<Zone, number>;
}

const COURIERS: Courier[] = [
  {
    name: 'Delhivery Surface',
    surface: true,
    rating: 4.2,
    slabs: { local: [32, 28], regional: [38, 32], metro: [45, 38], national: [52, 44], special: [70, 60] },
    days: { local: 2, regional: 3, metro: 4, national: 6, special: 9 },
  },
  {
    name: 'DTDC Surface',
    surface: true,
    rating: 3.9,
    slabs: { local: [30, 27], regional: [36, 31], metro: [47, 40], national: [50, 45], special: [72, 62] },
    days: { local: 2, regional: 4, metro: 5, national: 7, special: 10 },
  },
  {
    name: 'Xpressbees Surface',
    surface: true,
    rating: 4.0,
    slabs: { local: [34, 26], regional: [37, 30], metro: [43, 37], national: [49, 42], special: [75, 58] },
    days: { local: 2, regional: 3, metro: 5, national: 6, special: 10 },
  },
  {
    name: 'Ekart Surface',
    surface: true,
    rating: 3.8,
    slabs: { local: [29, 25], regional: [35, 30], metro: [44, 36], national: [48, 41], special: [0, 0] },
    days: { local: 3, regional: 4, metro: 5, national: 7, special: 0 },
  },
  {
    name: 'Blue Dart Air',
    surface: false,
    rating: 4.6,
    slabs: { local: [60, 50], regional: [75, 60], metro: [85, 70], national: [95, 80], special: [120, 100] },
    days: { local: 1, regional: 2, metro: 2, national: 3, special: 4 },
  },
];

export class TableShippingProvider implements ShippingProvider {
  readonly name = 'table';

  async serviceability(req: ServiceabilityRequest): Promise<CourierQuote[]> {
    const zone = zoneOf(req.pickupPinCode, req.deliveryPinCode);
    const halfKgs = Math.max(1, Math.ceil(req.weightKg / 0.5));
    return COURIERS.filter((c) => c.slabs[zone][0] > 0).map((c) => {
      const [first, further] = c.slabs[zone];
      return {
        courier_name: c.name,
        rate: first + further * (halfKgs - 1),
        rating: c.rating,
        is_surface: c.surface,
        estimated_delivery_days: c.days[zone],
      };
    });
  }
}
