// "Notify me" under an out-of-stock variant on the product page (docs/stock-alerts.md). A signed-in
// shopper is told on their own phone, and e-mail when they have one, with one tap; a guest chooses
// SMS (the phone confirmed with an OTP sent to it first) or e-mail (no OTP). Plain CSS, like the
// rest of the product page; loaded only when a sold-out variant is shown.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { MESSAGES } from '@shared/messages';
import { otpWaitSeconds } from '@shared/schemas/accounts';
import { otpSchema, phoneSchema } from '@shared/schemas/common';
import { stockAlertBody } from '@shared/schemas/stock-alerts';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/auth-store';
import { paths } from '../../lib/paths';
import { useAskForAlert, useSendAlertOtp } from './api/stock-alerts';
import css from './notify-me.module.css';

export interface NotifyMeProps {
  variantId: number;
  productName: string;
  variantTitle: string;
}

const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : MESSAGES.somethingWrong);
const firstIssue = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : (r.error?.issues[0]?.message ?? null));

function BellGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Zm-2 1H7v-6a5 5 0 0 1 10 0v6Z"
      />
    </svg>
  );
}

/** A labelled box of the form; `digits`: numbers only on a phone's keyboard, at most that many. */
function Field({
  label,
  type,
  digits,
  autoComplete,
  value,
  onValue,
  wrong,
}: {
  label: string;
  type: 'tel' | 'text' | 'email';
  digits?: number;
  autoComplete: string;
  value: string;
  onValue: (value: string) => void;
  wrong: boolean;
}) {
  return (
    <label className={css.field}>
      <span>{label}</span>
      <input
        type={type}
        inputMode={digits ? 'numeric' : undefined}
        autoComplete={autoComplete}
        maxLength={digits}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={wrong}
      />
    </label>
  );
}

export default function NotifyMe({ variantId, productName, variantTitle }: NotifyMeProps) {
  const session = useSession();
  const ask = useAskForAlert();
  const sendOtp = useSendAlertOtp();
  const [open, setOpen] = useState(false);
  const [by, setBy] = useState<'sms' | 'mail'>('sms');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [otpSentTo, setOtpSentTo] = useState<string | null>(null);
  const [wait, setWait] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const id = useId();

  // Another variant chosen: start again.
  useEffect(() => {
    setOpen(false);
    setDone(null);
    setError(null);
    setOtp('');
  }, [variantId]);

  // The resend countdown the server enforces (60 seconds between OTPs).
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const submit = async (body: Parameters<typeof ask.mutateAsync>[0]) => {
    setError(null);
    const checked = stockAlertBody.safeParse(body);
    const issue = firstIssue(checked);
    if (issue) return setError(issue);
    try {
      const answer = await ask.mutateAsync(body);
      setDone(answer.Message);
    } catch (err) {
      setError(messageOf(err));
    }
  };

  const askOtp = async () => {
    setError(null);
    const issue = firstIssue(phoneSchema.safeParse(phone));
    if (issue) return setError(issue);
    try {
      await sendOtp.mutateAsync(phone.trim());
      setOtpSentTo(phone.trim());
      setWait(60);
    } catch (err) {
      const message = messageOf(err);
      const seconds = otpWaitSeconds(message);
      if (seconds !== null) {
        setOtpSentTo(phone.trim());
        setWait(seconds);
      } else setError(message);
    }
  };

  const onGuestSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (by === 'mail') return void submit({ VariantId: variantId, Email: email.trim() });
    // A signed-in shopper's own phone needs no OTP.
    if (session && phone.trim() === session.user.phone) return void submit({ VariantId: variantId, PhoneNumber: phone.trim() });
    if (!otpSentTo || otpSentTo !== phone.trim()) return void askOtp();
    const issue = firstIssue(otpSchema.safeParse(otp));
    if (issue) return setError(issue);
    void submit({ VariantId: variantId, PhoneNumber: phone.trim(), Otp: otp.trim() });
  };

  if (done) {
    return (
      <div className={css.box} role="status" data-testid="notify-me-done">
        <p className={css.done}>
          <BellGlyph />
          <span>{done}</span>
        </p>
        {session && (
          <RouterLink className={css.link} to={paths.stockAlerts}>
            See your back-in-stock alerts
          </RouterLink>
        )}
      </div>
    );
  }

  if (session && !open) {
    const { phone: myPhone, email: myEmail } = session.user;
    return (
      <div className={css.box} data-testid="notify-me">
        <button
          type="button"
          className={css.notify}
          disabled={ask.isPending}
          onClick={() => void submit({ VariantId: variantId, PhoneNumber: myPhone, ...(myEmail ? { Email: myEmail } : {}) })}
        >
          <BellGlyph />
          Notify me
        </button>
        <p className={css.hint}>
          We&apos;ll send an SMS to {myPhone}
          {myEmail ? ` and an e-mail to ${myEmail}` : ''} when {variantTitle} is back.{' '}
          <button type="button" className={css.inline} onClick={() => setOpen(true)} aria-controls={`${id}-form`}>
            Use another number or e-mail
          </button>
        </p>
        {error && (
          <p className={css.error} role="alert">
            {error}
          </p>
        )}
      </div>
    );
  }

  if (!open) {
    return (
      <div className={css.box} data-testid="notify-me">
        <button type="button" className={css.notify} onClick={() => setOpen(true)} aria-expanded="false" aria-controls={`${id}-form`}>
          <BellGlyph />
          Notify me
        </button>
        <p className={css.hint}>Get an SMS or e-mail when {variantTitle} is back in stock.</p>
      </div>
    );
  }

  const ownPhone = !!session && phone.trim() === session.user.phone;
  const phoneStep = by === 'sms' && !ownPhone && otpSentTo === phone.trim() && phone.trim() !== '';
  return (
    <form
      className={css.box}
      id={`${id}-form`}
      onSubmit={onGuestSubmit}
      noValidate
      data-testid="notify-me"
      aria-label={`Notify me when ${productName} is back`}
    >
      <p className={css.title}>
        <BellGlyph />
        Tell me when {variantTitle} is back
      </p>
      <div className={css.choice} role="radiogroup" aria-label="How to tell you">
        {(
          [
            ['sms', 'SMS'],
            ['mail', 'E-mail'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className={css.option}>
            <input
              type="radio"
              name={`${id}-by`}
              value={value}
              checked={by === value}
              onChange={() => {
                setBy(value);
                setError(null);
              }}
            />
            {label}
          </label>
        ))}
      </div>
      {by === 'sms' ? (
        <div className={css.fields}>
          <Field label="Mobile number" type="tel" digits={10} autoComplete="tel-national" value={phone} onValue={setPhone} wrong={!!error && !phoneStep} />
          {phoneStep && (
            <Field label={`OTP sent to ${otpSentTo}`} type="text" digits={6} autoComplete="one-time-code" value={otp} onValue={setOtp} wrong={!!error} />
          )}
        </div>
      ) : (
        <div className={css.fields}>
          <Field label="E-mail address" type="email" autoComplete="email" value={email} onValue={setEmail} wrong={!!error} />
        </div>
      )}
      {error && (
        <p className={css.error} role="alert">
          {error}
        </p>
      )}
      <div className={css.actions}>
        {by === 'sms' && !phoneStep && !ownPhone ? (
          <button type="submit" className={css.submit} disabled={sendOtp.isPending}>
            Send OTP
          </button>
        ) : (
          <button type="submit" className={css.submit} disabled={ask.isPending}>
            Notify me
          </button>
        )}
        {phoneStep && (
          <button type="button" className={css.secondary} onClick={() => void askOtp()} disabled={wait > 0 || sendOtp.isPending}>
            {wait > 0 ? `Resend OTP in ${wait}s` : 'Resend OTP'}
          </button>
        )}
        <button type="button" className={css.secondary} onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
      <p className={css.hint}>We tell you once, as soon as it is back, and use your number or address for nothing else.</p>
    </form>
  );
}
