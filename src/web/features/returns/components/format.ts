import { dayText, dayTimeText } from '@shared/india-time';

/** Dates in India's time: "24 Nov 2026, 3:45 pm". */
export const dateTime = (iso: string) => dayTimeText(iso);

export const dateOnly = (iso: string | Date) => dayText(iso);

/** The refund's state in words, once the server has computed one. */
export function refundState(refundStatus: string | null): string {
  if (refundStatus === 'Completed') return 'Refunded';
  // The gateway refused it: it is not asked again (the return's history holds the reason).
  if (refundStatus === 'Failed') return 'Refund refused by the payment gateway';
  return 'Refund in progress';
}
