// Outside production every SMS is logged and appended to DATA_DIR/outbox/sms.jsonl, where
// people and tests read OTPs. Nothing is sent and no HTTP endpoint shows the file.
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { SmsLog, SmsMessage, SmsProvider, SmsReceipt } from './sms-provider';

export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';
  readonly file: string;

  constructor(
    dataDir: string,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.file = path.join(dataDir, 'outbox', 'sms.jsonl');
  }

  async send(message: SmsMessage, log?: SmsLog): Promise<SmsReceipt> {
    const line = { at: this.clock().toISOString(), to: message.to, text: message.text, ...(message.otp ? { otp: message.otp } : {}) };
    await mkdir(path.dirname(this.file), { recursive: true });
    // One appendFile call per line: concurrent sends never interleave inside a line.
    await appendFile(this.file, `${JSON.stringify(line)}\n`, 'utf8');
    log?.info({ sms: line }, 'SMS written to the outbox (SMS_PROVIDER=console)');
    return { provider: this.name };
  }
}
