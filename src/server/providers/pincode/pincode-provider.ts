// Pin codes behind one interface (docs/pincodes-and-images.md). States and cities always come from the shipped directory,
// so the lists a shopper chooses from and the check of their pin code agree.

export interface PinPlace {
  /** District, shown as the city. */
  district: string;
  /** Today's state or union territory name. */
  state: string;
}

export interface PincodeProvider {
  readonly name: 'offline' | 'online';
  /** The places a pin code serves; empty when the pin code is unknown. */
  lookup(pinCode: string): Promise<PinPlace[]>;
  /** Every state and union territory, sorted. */
  states(): string[];
  /** The cities of a state, sorted; null for a name that is not a state. */
  cities(state: string): string[] | null;
  /** The directory's spelling of a state, whatever its case and "&"/"and" spelling; null if unknown. */
  canonicalState(state: string): string | null;
}
