// The `offline` pin code provider: the directory shipped with the shop answers everything (docs/pincodes-and-images.md).
// The `online` provider is this one with the postal lookup asked first.
import { PincodeDirectory, loadDirectory } from './pincode-directory';
import type { PincodeProvider } from './pincode-provider';

export class OfflinePincodeProvider implements PincodeProvider {
  readonly name: PincodeProvider['name'] = 'offline';
  constructor(protected readonly directory: PincodeDirectory = loadDirectory()) {}
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
