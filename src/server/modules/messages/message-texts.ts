// The words of each order message (docs/order-messages.md). The SMS text here is what the console
// outbox shows and what each MSG91 DLT template must say, with the same values filled in.
import type { OrderMessageKind } from '../../config';
import { SHOP } from '@shared/constants';
import { toRupees } from '@shared/money';

type Vars = Record<string, string>;

/** An amount as the messages write it, after "Rs. ": 4189.00. */
export const messageAmount = (paise: number) => toRupees(paise).toFixed(2);

const TEXTS: Record<OrderMessageKind, { sms: (v: Vars) => string; subject: (v: Vars) => string; mail: (v: Vars) => string }> = {
  OrderConfirmed: {
    sms: (v) => `${SHOP.name}: your order ${v.orderCode} for Rs. ${v.amount} is confirmed. Thank you for shopping with us.`,
    subject: (v) => `Order ${v.orderCode} confirmed`,
    mail: (v) =>
      `Thank you for your order ${v.orderCode}. We have received your payment of Rs. ${v.amount}.\n\nYour GST tax invoice is attached. We will tell you when the order ships.`,
  },
  OrderShipped: {
    sms: (v) =>
      `${SHOP.name}: your order ${v.orderCode} has shipped with ${v.courier}, tracking id ${v.trackingId}.${v.trackingUrl ? ` Track it: ${v.trackingUrl}` : ''}`,
    subject: (v) => `Order ${v.orderCode} shipped`,
    mail: (v) =>
      `Your order ${v.orderCode} is on its way with ${v.courier}.\n\nTracking id: ${v.trackingId}${v.trackingUrl ? `\nTrack it: ${v.trackingUrl}` : ''}`,
  },
  OrderDelivered: {
    sms: (v) => `${SHOP.name}: your order ${v.orderCode} has been delivered. Returns are accepted within 7 days from My Orders.`,
    subject: (v) => `Order ${v.orderCode} delivered`,
    mail: (v) =>
      `Your order ${v.orderCode} has been delivered. We hope you enjoy it.\n\nIf something is wrong, you can ask for a return from My Orders within 7 days.`,
  },
  OrderCancelled: {
    sms: (v) => `${SHOP.name}: your order ${v.orderCode} is cancelled.${v.refund !== '0.00' ? ` A refund of Rs. ${v.refund} is on its way.` : ''}`,
    subject: (v) => `Order ${v.orderCode} cancelled`,
    mail: (v) =>
      `Your order ${v.orderCode} has been cancelled.${v.refund !== '0.00' ? `\n\nA refund of Rs. ${v.refund} is on its way to the account you paid from; the credit note is attached.` : ''}`,
  },
  ReturnUpdated: {
    sms: (v) => `${SHOP.name}: your return ${v.returnId} for order ${v.orderCode} is now ${v.status}.`,
    subject: (v) => `Return ${v.returnId} for order ${v.orderCode}: ${v.status}`,
    mail: (v) => `Your return ${v.returnId} for order ${v.orderCode} is now ${v.status}.${v.note ? `\n\n${v.note}` : ''}`,
  },
  RefundPaid: {
    sms: (v) => `${SHOP.name}: a refund of Rs. ${v.amount} for order ${v.orderCode} has been paid.`,
    subject: (v) => `Refund for order ${v.orderCode} paid`,
    mail: (v) => `We have paid back Rs. ${v.amount} for order ${v.orderCode} to the account you paid from.\n\nThe GST credit note is attached.`,
  },
  ComplaintReceived: {
    sms: (v) => `${SHOP.name}: we have received your complaint. Your ticket number is ${v.ticket}. We will reply within 48 hours.`,
    subject: (v) => `Complaint ${v.ticket} received`,
    mail: (v) => `We have received your complaint. Your ticket number is ${v.ticket}.\n\nWe will reply within 48 hours and resolve it within one month.`,
  },
  ComplaintAnswered: {
    sms: (v) => `${SHOP.name}: we have replied to your complaint ${v.ticket}. Please see My Complaints.`,
    subject: (v) => `Reply to complaint ${v.ticket}`,
    mail: (v) => `We have replied to your complaint ${v.ticket}:\n\n${v.reply}`,
  },
  ComplaintResolved: {
    sms: (v) => `${SHOP.name}: your complaint ${v.ticket} has been resolved. Please see My Complaints.`,
    subject: (v) => `Complaint ${v.ticket} resolved`,
    mail: (v) => `Your complaint ${v.ticket} has been resolved:\n\n${v.reply}`,
  },
  ReviewRequest: {
    sms: (v) => `${SHOP.name}: how is your ${v.product}? Rate it and help other shoppers: ${v.link}`,
    subject: (v) => `How is your ${v.product}?`,
    mail: (v) => `We hope you are enjoying your ${v.product} from order ${v.orderCode}.\n\nA few words from you help other shoppers choose: ${v.link}`,
  },
  ReviewApproved: {
    sms: (v) => `${SHOP.name}: thank you, your review of ${v.product} is now on the shop.`,
    subject: (v) => `Your review of ${v.product} is published`,
    mail: (v) => `Thank you for reviewing ${v.product}. Your review is now on the product's page: ${v.link}`,
  },
  ReviewRejected: {
    sms: (v) => `${SHOP.name}: your review of ${v.product} was not published: ${v.reason}. You can edit it in My Reviews.`,
    subject: (v) => `Your review of ${v.product} was not published`,
    mail: (v) => `Your review of ${v.product} was not published, for this reason:\n\n${v.reason}\n\nYou can edit it and send it again: ${v.link}`,
  },
  BackInStock: {
    sms: (v) => `${SHOP.name}: ${v.product} is back in stock. Order it here: ${v.link}`,
    subject: (v) => `${v.product} is back in stock`,
    mail: (v) => `Good news: ${v.product} is back in stock.\n\nOrder it here before it sells out again: ${v.link}`,
  },
  OutForDelivery: {
    sms: (v) => `${SHOP.name}: your order ${v.orderCode} is out for delivery today with ${v.courier} (AWB ${v.trackingId}).`,
    subject: (v) => `Order ${v.orderCode} is out for delivery`,
    mail: (v) => `Your order ${v.orderCode} is out for delivery today with ${v.courier}.\n\nAWB: ${v.trackingId}\nTrack it: ${v.trackingUrl}`,
  },
  DeliveryAttemptFailed: {
    sms: (v) => `${SHOP.name}: ${v.courier} could not deliver your order ${v.orderCode}: ${v.reason}. Ask for a new attempt here: ${v.link}`,
    subject: (v) => `We could not deliver your order ${v.orderCode}`,
    mail: (v) =>
      `${v.courier} tried to deliver your order ${v.orderCode} but could not: ${v.reason}.\n\nPlease confirm a new delivery attempt, with a corrected phone number or address line if needed, on your order's page: ${v.link}\n\nWithout an answer the parcel may be returned to us.`,
  },
  ReturnedToSeller: {
    sms: (v) => `${SHOP.name}: your order ${v.orderCode} could not be delivered and came back to us. A refund of Rs. ${v.refund} is on its way.`,
    subject: (v) => `Order ${v.orderCode} returned to us`,
    mail: (v) =>
      `Your order ${v.orderCode} could not be delivered and has come back to us.\n\nWe are refunding Rs. ${v.refund}: what you paid, less the forward shipping of Rs. ${v.shipping}. The credit note is attached.`,
  },
};

export function messageText(kind: OrderMessageKind, vars: Vars) {
  const t = TEXTS[kind];
  return { sms: t.sms(vars), subject: t.subject(vars), mail: `${t.mail(vars)}\n\n${SHOP.name}\n` };
}
