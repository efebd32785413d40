// Messages to shoppers (docs/order-messages.md): the outbox, written in the change's transaction, and its sending.
export { enqueueMail, enqueueOrderMessage, enqueueSms, sendDueMessages } from './messages.service';
export { messageAmount } from './message-texts';
