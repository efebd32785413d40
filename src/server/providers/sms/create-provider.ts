import type { Config } from '../../config';
import { ConsoleSmsProvider } from './console-sms';
import { Msg91SmsProvider } from './msg91-sms';
import type { SmsProvider } from './sms-provider';

export function createSmsProvider(config: Config, now: () => Date = () => new Date()): SmsProvider {
  if (config.sms.provider === 'console') return new ConsoleSmsProvider(config.dataDir, now);
  const { baseUrl, authKey, templateId } = config.sms;
  return new Msg91SmsProvider({ baseUrl, authKey, templateId });
}
