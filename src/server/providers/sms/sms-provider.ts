// SMS delivery behind one interface: the console outbox (docs/accounts-and-security.md) outside production, MSG91 in it.

export interface SmsMessage {
  /** 10 digits, no country prefix. */
  to: string;
  /** The full text, as the console outbox shows it. */
  text: string;
  /** The code the text carries; a DLT template fills it into its own approved wording. */
  otp?: string;
  /** A transactional message (an order message): its DLT template id and the values it fills in. */
  template?: { id: string | undefined; vars: Record<string, string> };
}

/** Where a provider writes what it did; the request's logger in practice. */
export interface SmsLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface SmsReceipt {
  provider: string;
  /** The provider's own id for the message, when it gives one. */
  reference?: string;
}

export interface SmsProvider {
  /** console, msg91, or a test double's own name. */
  readonly name: string;
  /** Resolves once the provider accepted the message; rejects with SmsDeliveryError otherwise. */
  send(message: SmsMessage, log?: SmsLog): Promise<SmsReceipt>;
}

/** The provider refused or could not be reached; the text is for the log, never for the shopper. */
export class SmsDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}
