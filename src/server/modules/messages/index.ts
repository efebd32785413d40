// The messages module's face: what other modules may use of it.
export { enqueueOrderMessage } from './messages.service';
