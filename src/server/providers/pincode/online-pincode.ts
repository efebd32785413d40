// The `online` pin code provider (docs/pincodes-and-images.md): the public postal lookup (api.postalpincode.in) first, the shipped directory when
// it cannot be reached. Its answers look like
//   [{"Message":"Number of pincode(s) found:1","Status":"Success","PostOffice":[{"District":"Vellore","State":"Tamil Nadu",...}]}]
//   [{"Message":"No records found","Status":"Error","PostOffice":null}]
import { currentState, districtName } from './place-names';
import type { PincodeDirectory } from './pincode-directory';
import type { PinPlace } from './pincode-provider';
import { OfflinePincodeProvider } from './offline-pincode';

export interface OnlinePincodeOptions {
  baseUrl: string;
  timeoutMs?: number;
  directory?: PincodeDirectory;
  /** Told when the lookup failed and the directory answered instead. */
  onFallback?: (reason: string) => void;
}

interface PostOffice {
  District?: unknown;
  State?: unknown;
}
interface PostalAnswer {
  Status?: unknown;
  PostOffice?: PostOffice[] | null;
}

/** States, cities and their spellings come from the shipped directory, as offline; only a pin code's places are asked for. */
export class OnlinePincodeProvider extends OfflinePincodeProvider {
  override readonly name = 'online';
  private readonly base: string;

  constructor(private readonly options: OnlinePincodeOptions) {
    super(options.directory);
    this.base = options.baseUrl.replace(/\/+$/, '');
  }

  override async lookup(pinCode: string): Promise<PinPlace[]> {
    try {
      return await this.ask(pinCode);
    } catch (err) {
      this.options.onFallback?.(err instanceof Error ? err.message : String(err));
      return super.lookup(pinCode);
    }
  }

  /** Throws when the service cannot answer; an answer of "no such pin code" is an empty list. */
  private async ask(pinCode: string): Promise<PinPlace[]> {
    const res = await fetch(`${this.base}/pincode/${encodeURIComponent(pinCode)}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
    });
    if (!res.ok) throw new Error(`postal lookup answered ${res.status}`);
    const body = (await res.json()) as unknown;
    const answer = (Array.isArray(body) ? body[0] : body) as PostalAnswer | undefined;
    if (!answer || typeof answer !== 'object' || typeof answer.Status !== 'string') throw new Error('postal lookup answered an unexpected body');
    if (answer.Status.toLowerCase() !== 'success') return [];
    const seen = new Map<string, PinPlace>();
    for (const office of answer.PostOffice ?? []) {
      if (typeof office?.State !== 'string') continue;
      const district = typeof office.District === 'string' ? office.District : '';
      const state = currentState(office.State, district);
      if (!state) continue;
      const place = { state, district: district ? districtName(district) : '' };
      seen.set(`${place.state}\t${place.district}`, place);
    }
    return [...seen.values()];
  }
}
