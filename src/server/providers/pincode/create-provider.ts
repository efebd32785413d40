import type { Config } from '../../config';
import { OfflinePincodeProvider } from './offline-pincode';
import { OnlinePincodeProvider } from './online-pincode';
import type { PincodeProvider } from './pincode-provider';

export function createPincodeProvider(config: Config): PincodeProvider {
  if (config.pincode.provider === 'offline') return new OfflinePincodeProvider();
  return new OnlinePincodeProvider({
    baseUrl: config.pincode.baseUrl,
    // Operators should know when addresses are checked against the shipped directory instead.
    onFallback: (reason) => process.emitWarning(`Postal pin code lookup failed (${reason}); the shipped directory answered`, 'PincodeLookupWarning'),
  });
}
