// Pin codes behind one interface (docs/pincodes-and-images.md). States and cities always come from the shipped directory,
// so the lists a shopper chooses from and the check of their pin code agree.
import type { Config } from '../../config';
import { PincodeDirectory, loadDirectory } from './pincode-directory';
import { OnlinePincodeProvider } from './online-pincode';

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

export class OfflinePincodeProvider implements PincodeProvider {
  readonly name = 'offline';
  constructor(private readonly directory: PincodeDirectory = loadDirectory()) {}
  async lookup(pinCode: string) {
    return this.directory.lookup(pinCode);
  }
  states() {
    return this.directory.states();
  }
  cities(state: string) {
    return this.directory.cities(state);
  }
  canonicalState(state: string) {
    return this.directory.canonicalState(state);
  }
}

export function createPincodeProvider(config: Config): PincodeProvider {
  if (config.pincodeProvider === 'online') {
    return new OnlinePincodeProvider({
      baseUrl: config.raw.PINCODE_ONLINE_URL,
      // Operators should know when addresses are checked against the shipped directory instead.
      onFallback: (reason) => process.emitWarning(`Postal pin code lookup failed (${reason}); the shipped directory answered`, 'PincodeLookupWarning'),
    });
  }
  return new OfflinePincodeProvider();
}
