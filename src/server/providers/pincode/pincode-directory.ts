// The pin code directory shipped with the shop (docs/pincodes-and-images.md), built by scripts/build-pincodes.ts.
import { readFileSync } from 'node:fs';
import { canonicalState, key } from './place-names';
import type { PinPlace } from './pincode-provider';

export interface DirectoryFile {
  states: { state: string; cities: string[] }[];
  /** Each place is stateIndex * 1000 + cityIndex; a pin code on a border serves several. */
  pins: Record<string, number | number[]>;
}

export class PincodeDirectory {
  private readonly stateByKey: Map<string, number>;

  constructor(private readonly file: DirectoryFile) {
    this.stateByKey = new Map(file.states.map((s, i) => [key(s.state), i]));
  }

  lookup(pinCode: string): PinPlace[] {
    const entry = this.file.pins[pinCode.trim()];
    if (entry === undefined) return [];
    return (Array.isArray(entry) ? entry : [entry]).map((code) => {
      const s = this.file.states[Math.floor(code / 1000)];
      return { state: s.state, district: s.cities[code % 1000] };
    });
  }

  states(): string[] {
    return this.file.states.map((s) => s.state);
  }

  cities(state: string): string[] | null {
    const i = this.indexOf(state);
    return i === undefined ? null : [...this.file.states[i].cities];
  }

  canonicalState(state: string): string | null {
    const i = this.indexOf(state);
    return i === undefined ? null : this.file.states[i].state;
  }

  private indexOf(state: string): number | undefined {
    // Accept the old spellings too ("Orissa", "Pondicherry"), as a postal answer might carry them.
    return this.stateByKey.get(key(state)) ?? this.stateByKey.get(key(canonicalState(state) ?? ''));
  }
}

let shared: PincodeDirectory | null = null;

/** The committed directory, read once per process on first use. */
export function loadDirectory(): PincodeDirectory {
  if (!shared) {
    const file = JSON.parse(readFileSync(new URL('./pincode-directory.json', import.meta.url), 'utf8')) as DirectoryFile;
    shared = new PincodeDirectory(file);
  }
  return shared;
}
