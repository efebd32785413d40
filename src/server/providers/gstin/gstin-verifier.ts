// GSTIN verification behind one interface (docs/gst-invoices.md). The default checks a GSTIN
// offline: its form, its check character and its state against the registered address. An
// adapter for the GST network's verification service (which also answers whether the GSTIN is
// active and whose it is) would be another implementation of this interface; none is built yet.
import { gstinProblemFor } from '@shared/gstin';

export type GstinVerdict = { ok: true } | { ok: false; problem: string };

export interface GstinVerifier {
  readonly name: 'offline';
  /** Whether `gstin` may be the GSTIN of a business registered in `state`, or the sentence saying why not. */
  verify(gstin: string, state: string): Promise<GstinVerdict>;
}

/** The offline check, the same the forms run. */
export const offlineGstinVerifier: GstinVerifier = {
  name: 'offline',
  async verify(gstin, state) {
    const problem = gstinProblemFor(gstin, state);
    return problem ? { ok: false, problem } : { ok: true };
  },
};
