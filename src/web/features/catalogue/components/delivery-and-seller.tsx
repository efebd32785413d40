// Beside Add to cart: "Deliver to" (a pin code's delivery dates and cheapest shipping charge for the
// chosen variant and quantity, docs/shipping.md) and who sells the product. Plain CSS: it is on the
// product page's first screen.
//
// The server draws the empty form and the seller. Only after hydration does the box read the pin
// code remembered in this browser (and ask for its estimate at once), or, for a signed-in shopper
// with nothing remembered, fill in the first address's pin code (asked for on Check).
import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Address } from '@shared/schemas/accounts';
import { MESSAGES } from '@shared/messages';
import { formatRupees } from '@shared/money';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth-store';
import { SellerDetails } from '../../../components/seller-details';
import { deliveryEstimateQuery } from '../api/get-delivery-estimate';
import css from './delivery-and-seller.module.css';
import { addressesKey } from '../../../lib/query-keys';

const PIN_KEY = 'swara.deliveryPinCode';
const PIN = /^[1-9][0-9]{5}$/;

function rememberedPin(): string | null {
  try {
    const pin = localStorage.getItem(PIN_KEY);
    return pin && PIN.test(pin) ? pin : null;
  } catch {
    return null;
  }
}

function remember(pin: string | null) {
  try {
    if (pin) localStorage.setItem(PIN_KEY, pin);
    else localStorage.removeItem(PIN_KEY);
  } catch {
    // Storage may be full or switched off: the box still works for this page.
  }
}

export function DeliverTo({ variantId, quantity }: { variantId: number | undefined; quantity: number }) {
  const session = useSession();
  const [pin, setPin] = useState('');
  /** The pin code asked about (on Check, or the remembered one); null until then. */
  const [checked, setChecked] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** Whether the shopper typed, or a remembered pin code was found: an address then fills nothing in. */
  const [settled, setSettled] = useState(false);

  // After hydration: the pin code this browser remembers, asked about at once.
  useEffect(() => {
    const saved = rememberedPin();
    if (saved) {
      setPin(saved);
      setChecked(saved);
      setSettled(true);
    }
  }, []);

  // A signed-in shopper with nothing remembered: the first (default) address's pin code.
  const addresses = useQuery({
    queryKey: addressesKey,
    queryFn: () => api<Address[]>('Account/Address', { toastOnError: false }),
    enabled: !!session && !settled,
  });
  const addressPin = addresses.data?.[0]?.PinCode;
  useEffect(() => {
    if (!settled && addressPin && PIN.test(addressPin)) {
      setPin(addressPin);
      setSettled(true);
    }
  }, [settled, addressPin]);

  const estimate = useQuery(deliveryEstimateQuery(checked, variantId, Math.max(1, quantity)));
  const refusal = estimate.error?.message ?? null;
  // A pin code the shop does not know is not remembered.
  useEffect(() => {
    if (refusal === MESSAGES.invalidPinCode) remember(null);
  }, [refusal]);

  const check = (e: FormEvent) => {
    e.preventDefault();
    const value = pin.trim();
    if (!PIN.test(value)) {
      setProblem(MESSAGES.invalidPinCode);
      return;
    }
    setProblem(null);
    setChecked(value);
    remember(value);
  };

  const answer = estimate.data;
  const shown = problem ?? (checked ? refusal : null);
  return (
    <section className={css.box} aria-labelledby="deliver-to-label">
      <form className={css.form} onSubmit={check} noValidate>
        <label id="deliver-to-label" className={css.label} htmlFor="deliver-to-pin">
          Deliver to
        </label>
        <input
          id="deliver-to-pin"
          type="text"
          className={css.input}
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="Pin code"
          value={pin}
          aria-invalid={!!shown}
          aria-describedby="deliver-to-answer"
          onChange={(e) => {
            setPin(e.target.value.replace(/\D/g, ''));
            setSettled(true);
            setProblem(null);
            // The answer shown belongs to the pin code checked: a new one waits for Check.
            setChecked(null);
          }}
        />
        <button type="submit" className={css.check} disabled={estimate.isFetching}>
          Check
        </button>
      </form>
      <div id="deliver-to-answer" className={css.answer} role="status" aria-live="polite" data-testid="delivery-answer">
        {shown ? (
          <p className={css.refusal}>{shown}</p>
        ) : checked && estimate.isFetching && !answer ? (
          <p className={css.muted}>Checking {checked}…</p>
        ) : answer && answer.PinCode === checked ? (
          answer.Deliverable ? (
            <>
              <p>
                Delivery by <strong data-testid="delivery-dates">{answer.DateRange}</strong> to {answer.Place.District}
              </p>
              <p className={css.muted} data-testid="delivery-charge">
                Shipping {formatRupees(answer.ShippingCharge ?? 0)} ({answer.CourierName})
              </p>
            </>
          ) : (
            <p className={css.refusal}>{answer.Message}</p>
          )
        ) : (
          <p className={css.muted}>Enter a pin code for the delivery dates and the shipping charge.</p>
        )}
      </div>
    </section>
  );
}

export function DeliveryAndSeller({ variantId, quantity }: { variantId: number | undefined; quantity: number }) {
  return (
    <div className={css.wrap}>
      <DeliverTo variantId={variantId} quantity={quantity} />
      <SellerDetails />
    </div>
  );
}
