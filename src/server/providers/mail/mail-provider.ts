// Order e-mails behind one interface (docs/order-messages.md): through an SMTP server (SMTP_URL),
// or, without one, written to DATA_DIR/outbox/mail as .eml files that any mail program opens.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface MailReceipt {
  provider: string;
  /** The message id, or the file it was written to. */
  reference?: string;
}

export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<MailReceipt>;
}

export class SmtpMailProvider implements MailProvider {
  readonly name = 'smtp';
  private readonly transport: Transporter;
  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<MailReceipt> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    return { provider: this.name, reference: String(info.messageId) };
  }
}

/** Outside production (no SMTP_URL): each mail becomes one .eml file, composed exactly as it would be sent. */
export class FileMailProvider implements MailProvider {
  readonly name = 'file';
  readonly dir: string;
  private readonly composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  constructor(
    dataDir: string,
    private readonly from: string,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.dir = path.join(dataDir, 'outbox', 'mail');
  }

  async send(message: MailMessage): Promise<MailReceipt> {
    const info = (await this.composer.sendMail({ from: this.from, ...message })) as { message: Buffer; messageId: string };
    await mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, `${this.clock().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
    await writeFile(file, info.message);
    return { provider: this.name, reference: path.basename(file) };
  }
}

export function createMailProvider(config: { dataDir: string; mail: { smtpUrl?: string; from: string } }, clock?: () => Date): MailProvider {
  return config.mail.smtpUrl ? new SmtpMailProvider(config.mail.smtpUrl, config.mail.from) : new FileMailProvider(config.dataDir, config.mail.from, clock);
}
