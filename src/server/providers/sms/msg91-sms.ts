// MSG91's SendOTP v5 API. Our server makes and hashes its own OTPs (docs/accounts-and-security.md), so MSG91 only delivers
// the code we pass through the DLT-approved template; the server's own check stays authoritative.
//   send:   POST {base}/api/v5/otp?template_id=&mobile=91XXXXXXXXXX&otp=&otp_expiry=   header authkey
//   verify: GET  {base}/api/v5/otp/verify?mobile=91XXXXXXXXXX&otp=                     header authkey
// Both answer {"type":"success",...} or {"type":"error","message":"..."}.
import { OTP_VALID_MINUTES } from '@shared/constants';
import { SmsDeliveryError, type SmsLog, type SmsMessage, type SmsProvider, type SmsReceipt } from './sms-provider';

export interface Msg91Options {
  baseUrl: string;
  authKey: string;
  /** The DLT template id registered with MSG91; its text carries ##OTP##. */
  templateId: string;
  timeoutMs?: number;
}

interface Msg91Answer {
  type?: string;
  message?: string;
  request_id?: string;
}

export class Msg91SmsProvider implements SmsProvider {
  readonly name = 'msg91';
  private readonly base: string;

  constructor(private readonly options: Msg91Options) {
    this.base = options.baseUrl.replace(/\/+$/, '');
  }

  async send(message: SmsMessage, log?: SmsLog): Promise<SmsReceipt> {
    if (message.template) return this.sendFlow(message, message.template, log);
    if (!message.otp) throw new SmsDeliveryError('An SMS needs a code or a template');
    const url = new URL(`${this.base}/api/v5/otp`);
    url.searchParams.set('template_id', this.options.templateId);
    url.searchParams.set('mobile', `91${message.to}`);
    url.searchParams.set('otp', message.otp);
    url.searchParams.set('otp_expiry', String(OTP_VALID_MINUTES));
    url.searchParams.set('otp_length', String(message.otp.length));
    const answer = await this.call(url, 'POST');
    if (answer.type !== 'success') {
      log?.warn({ provider: this.name, to: mask(message.to), answer: answer.message }, 'MSG91 refused the OTP SMS');
      throw new SmsDeliveryError(`MSG91 refused the message: ${answer.message ?? 'no reason given'}`);
    }
    log?.info({ provider: this.name, to: mask(message.to), reference: answer.request_id }, 'OTP SMS accepted by MSG91');
    return { provider: this.name, reference: answer.request_id };
  }

  /**
   * A transactional SMS through MSG91's Flow API: POST {base}/api/v5/flow with the DLT template id
   * and the recipient's values; MSG91 builds the text from the registered template.
   */
  private async sendFlow(message: SmsMessage, template: NonNullable<SmsMessage['template']>, log?: SmsLog): Promise<SmsReceipt> {
    if (!template.id) throw new SmsDeliveryError('No MSG91 template is set for this message');
    const answer = await this.call(new URL(`${this.base}/api/v5/flow`), 'POST', {
      template_id: template.id,
      short_url: '0',
      recipients: [{ mobiles: `91${message.to}`, ...template.vars }],
    });
    if (answer.type !== 'success') {
      log?.warn({ provider: this.name, to: mask(message.to), answer: answer.message }, 'MSG91 refused the SMS');
      throw new SmsDeliveryError(`MSG91 refused the message: ${answer.message ?? 'no reason given'}`);
    }
    return { provider: this.name, reference: answer.request_id ?? answer.message };
  }

  /** Asks MSG91 whether the code matches what it delivered (a second opinion, never the only one). */
  async verify(to: string, otp: string): Promise<boolean> {
    const url = new URL(`${this.base}/api/v5/otp/verify`);
    url.searchParams.set('mobile', `91${to}`);
    url.searchParams.set('otp', otp);
    const answer = await this.call(url, 'GET');
    return answer.type === 'success';
  }

  private async call(url: URL, method: 'GET' | 'POST', json: object = {}): Promise<Msg91Answer> {
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        // The key travels in a header, so it never appears in access logs of proxies.
        headers: { authkey: this.options.authKey, accept: 'application/json', 'content-type': 'application/json' },
        body: method === 'POST' ? JSON.stringify(json) : undefined,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new SmsDeliveryError(`MSG91 could not be reached: ${err instanceof Error ? err.message : String(err)}`);
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      throw new SmsDeliveryError(`MSG91 answered ${res.status} without JSON`);
    }
    if (!body || typeof body !== 'object') throw new SmsDeliveryError(`MSG91 answered ${res.status} with an unexpected body`);
    const answer = body as Msg91Answer;
    if (!res.ok && answer.type !== 'error') throw new SmsDeliveryError(`MSG91 answered ${res.status}`);
    return answer;
  }
}

const mask = (phone: string) => `******${phone.slice(-4)}`;
