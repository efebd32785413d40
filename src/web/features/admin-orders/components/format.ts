import { dayText, dayTimeText } from '@shared/india-time';

/** Admin dates in India's time: "12 May 2026, 3:45 pm". */
export const dateTime = (iso: string | null) => (iso ? dayTimeText(iso) : '');

export const dateOnly = (iso: string | null) => (iso ? dayText(iso) : '');
