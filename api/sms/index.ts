import type { Db } from '../db/client.ts';
import type { Jobs } from '../lib/jobs.ts';
import { log } from '../lib/log.ts';
import { logDelivery, type TacDelivery } from '../services/tac.ts';
import { SmsOutbox } from './outbox.ts';
import { TwilioSender } from './sender.ts';

export interface SmsEnv {
  NODE_ENV: string;
  DEMO_TAC: string;
  SMS_PROVIDER?: 'twilio';
  SMS_API_URL?: string;
  SMS_ACCOUNT_SID?: string;
  SMS_AUTH_TOKEN?: string;
  SMS_FROM?: string;
}

/**
 * How one-time codes reach players: the configured gateway through the job queue; in a demo or
 * outside production without a gateway, the server log (the code itself only there); in
 * production without a gateway, nothing (null: code requests are refused, and the start says so).
 */
export function codeDelivery(db: Db, jobs: Jobs, env: SmsEnv): TacDelivery | null {
  if (env.SMS_PROVIDER === 'twilio') {
    const outbox = new SmsOutbox(
      db,
      jobs,
      new TwilioSender({
        apiUrl: env.SMS_API_URL ?? 'https://api.twilio.com',
        accountSid: env.SMS_ACCOUNT_SID ?? '',
        authToken: env.SMS_AUTH_TOKEN ?? '',
        from: env.SMS_FROM ?? '',
      }),
    );
    outbox.register();
    return outbox;
  }
  if (env.DEMO_TAC === '1' || env.NODE_ENV !== 'production') return logDelivery(true);
  log.error(
    { setting: 'SMS_PROVIDER' },
    'No SMS gateway configured: one-time codes cannot be sent, so code sign-in, sign-up and password reset are refused. Set SMS_PROVIDER=twilio with SMS_API_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM (docs/integrations/sms.md).',
  );
  return null;
}
