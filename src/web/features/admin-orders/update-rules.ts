// The admin order update form's rules (docs/orders.md), free of React so they can be tested.
import { adminTargets } from '@shared/order-rules';
import { ADMIN_ORDER_MESSAGES as M } from '@shared/messages';
import type { OrderStatusName } from '@shared/schemas/orders';

export interface UpdateForm {
  status: OrderStatusName | '';
  trackingId: string;
  courierName: string;
  /** yyyy-mm-dd from a date input, or ''. */
  shippedDate: string;
  deliveredDate: string;
}

export type UpdateField = 'trackingId' | 'courierName' | 'shippedDate' | 'deliveredDate';

export interface UpdateCheck {
  fieldErrors: Partial<Record<UpdateField, string>>;
  /** The toast the shop shows for the failed submit, if any. */
  toast: string | null;
}

/** The form is offered while an admin may still move the order (docs/orders.md). */
export const canUpdate = (current: OrderStatusName) => adminTargets(current).length > 0;

/** Which extra fields the chosen status asks for. */
export const fieldsFor = (status: UpdateForm['status']) => ({
  shipping: status === 'Shipped',
  delivered: status === 'Delivered',
});

export function checkUpdate(form: UpdateForm): UpdateCheck {
  const fieldErrors: UpdateCheck['fieldErrors'] = {};
  let toast: string | null = null;
  if (form.status === 'Shipped') {
    const tracking = form.trackingId.trim();
    const courier = form.courierName.trim();
    // Word for word as the owner gave them, "Ordered" included.
    if (!tracking) fieldErrors.trackingId = M.trackingRequired;
    if (!courier) fieldErrors.courierName = M.partnerRequired;
    if (!form.shippedDate) fieldErrors.shippedDate = M.shippedDateRequired;
    if (!tracking || !courier) toast = M.trackingAndPartner;
  }
  if (form.status === 'Delivered' && !form.deliveredDate) {
    fieldErrors.deliveredDate = M.deliveredDateRequired;
    toast = M.deliveredDate;
  }
  return { fieldErrors, toast };
}

export const isValid = (check: UpdateCheck) => Object.keys(check.fieldErrors).length === 0;

/** A date input's day as an ISO instant at local noon, so no time zone moves it to another day. */
export function dayToIso(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const d = new Date(`${day}T12:00:00`);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Today as a date input's value (yyyy-mm-dd) in local time. */
export function todayInput(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const orNull = (v: string) => (v.trim() ? v.trim() : null);

/** OrderId, Status, TrackingId, CourierName, ShippedDate, DeliveredDate; empty values null. */
export function toPayload(orderId: string, form: UpdateForm & { status: OrderStatusName }) {
  const { shipping, delivered } = fieldsFor(form.status);
  return {
    OrderId: orderId,
    Status: form.status,
    TrackingId: shipping ? orNull(form.trackingId) : null,
    CourierName: shipping ? orNull(form.courierName) : null,
    ShippedDate: shipping ? dayToIso(form.shippedDate) : null,
    DeliveredDate: delivered ? dayToIso(form.deliveredDate) : null,
  };
}
