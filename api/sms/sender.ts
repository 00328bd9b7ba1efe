/**
 * Text messages to players' phones (one-time codes, notices). An operator plugs in its gateway
 * through configuration: the Twilio Messages API shape, which many gateways copy.
 */
export interface SmsMessage {
  /** E.164, e.g. +639171234567. */
  to: string;
  body: string;
}

export interface SmsSender {
  readonly name: string;
  /** Sends one message; resolves with the gateway's id for it, throws SmsError when it is refused or unreachable. */
  send(message: SmsMessage): Promise<{ id: string }>;
}

/** A failed send. `permanent`: sending the same message again cannot succeed (a bad number, bad credentials). */
export class SmsError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface TwilioConfig {
  /** The API's base URL: https://api.twilio.com, or a gateway that speaks the same protocol. */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** The sender: a phone number in E.164 or an alphanumeric sender id. */
  from: string;
  /** How long one request may take. */
  timeoutMs?: number;
}

/**
 * POST {apiUrl}/2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP basic auth (account sid,
 * auth token) and a form body (To, From, Body); the answer's `sid` names the message. A 4xx answer
 * (other than 429) is the gateway refusing this message: permanent. 429, 5xx and network failures
 * are worth another try later.
 */
export class TwilioSender implements SmsSender {
  readonly name = 'twilio';
  constructor(private config: TwilioConfig) {}

  async send(message: SmsMessage): Promise<{ id: string }> {
    const { apiUrl, accountSid, authToken, from, timeoutMs = 10_000 } = this.config;
    const url = `${apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ To: message.to, From: from, Body: message.body }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new SmsError(`gateway unreachable: ${err instanceof Error ? err.message : String(err)}`, false);
    }
    const text = await res.text();
    let answer: { sid?: unknown; code?: unknown; message?: unknown } = {};
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      // A proxy's HTML error page: the status says enough.
    }
    if (res.ok && typeof answer.sid === 'string') return { id: answer.sid };
    const why = `gateway answered ${res.status}${answer.code ? ` (code ${String(answer.code)})` : ''}${typeof answer.message === 'string' ? `: ${answer.message.slice(0, 200)}` : ''}`;
    throw new SmsError(why, res.status >= 400 && res.status < 500 && res.status !== 429, res.status);
  }
}
