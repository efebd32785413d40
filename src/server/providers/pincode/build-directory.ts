// Turns the all-India pincode directory open data into the compact directory the shop ships
// (see scripts/build-pincodes.ts). Pure, so a test can check the committed file is current.
import { currentState, districtName } from './place-names';
import type { DirectoryFile } from './pincode-directory';

export interface SourceRow {
  officeName?: string;
  pincode: number | string;
  taluk?: string;
  districtName: string;
  stateName: string;
}

export const DIRECTORY_SOURCE = 'All India Pincode Directory, data.gov.in (Open Government Data Licence - India), with current state names';

export function buildDirectory(rows: SourceRow[]): DirectoryFile & { source: string } {
  const byState = new Map<string, Set<string>>();
  const places = new Map<string, Set<string>>(); // pin -> "state\tcity"
  const unknownStates = new Set<string>();

  for (const r of rows) {
    const pin = String(r.pincode).trim();
    if (!/^[1-9][0-9]{5}$/.test(pin) || !r.districtName || !r.stateName) continue;
    const state = currentState(r.stateName, r.districtName);
    if (!state) {
      unknownStates.add(r.stateName);
      continue;
    }
    const city = districtName(r.districtName);
    if (!byState.has(state)) byState.set(state, new Set());
    byState.get(state)!.add(city);
    if (!places.has(pin)) places.set(pin, new Set());
    places.get(pin)!.add(`${state}\t${city}`);
  }
  // A new spelling in a future release of the data must be mapped, not silently dropped.
  if (unknownStates.size) throw new Error(`Unknown state names in the source: ${[...unknownStates].join(', ')}`);

  const collator = new Intl.Collator('en');
  const states = [...byState.keys()].sort(collator.compare).map((state) => ({ state, cities: [...byState.get(state)!].sort(collator.compare) }));
  const stateIndex = new Map(states.map((s, i) => [s.state, i]));
  for (const s of states) if (s.cities.length >= 1000) throw new Error(`${s.state} has too many cities for the encoding`);

  const code = (place: string) => {
    const [state, city] = place.split('\t');
    const s = stateIndex.get(state)!;
    return s * 1000 + states[s].cities.indexOf(city);
  };
  const pins: Record<string, number | number[]> = {};
  for (const pin of [...places.keys()].sort()) {
    const codes = [...places.get(pin)!].map(code).sort((a, b) => a - b);
    pins[pin] = codes.length === 1 ? codes[0] : codes;
  }
  return { source: DIRECTORY_SOURCE, states, pins };
}
