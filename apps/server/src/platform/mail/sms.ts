import { DomainError } from '@marketplace/domain';
import type { Logger } from 'pino';
import type { DevOutbox } from './outbox';

/**
 * Port for text messages. Two drivers: Twilio's Programmable Messaging (TwilioSmsSender, when TWILIO_ACCOUNT_SID,
 * TWILIO_AUTH_TOKEN and TWILIO_FROM are set) and the development driver, which sends nothing (it logs and fills the
 * dev outbox).
 */
export interface SmsSender {
  send(to: string, text: string, kind: string): Promise<void>;
}

export const SMS_SENDER = Symbol('SMS_SENDER');

export class DevSmsSender implements SmsSender {
  constructor(private readonly outbox: DevOutbox, private readonly logger: Pick<Logger, 'info'>) {}

  async send(to: string, text: string, kind: string): Promise<void> {
    this.outbox.add({ channel: 'sms', to, subject: null, text, html: null, kind, sentAt: new Date().toISOString() });
    this.logger.info({ kind, to: `***${to.slice(-4)}` }, 'SMS (development driver: not sent)');
  }
}

export interface TwilioSettings {
  readonly accountSid: string;
  readonly authToken: string;
  /** The sender: a Canadian number in E.164 (+1…) or a messaging service id (MG…). */
  readonly from: string;
  /** https://api.twilio.com, or a stand-in in tests. */
  readonly apiUrl: string;
  readonly timeoutMs?: number;
}

/** A 10-digit Canadian number as E.164 (+1 and the digits); a number already in E.164 as it is. */
export function e164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `+${digits}`;
  return digits.length === 11 && digits.startsWith('1') ? `+${digits}` : `+1${digits}`;
}

/**
 * Twilio Programmable Messaging: `POST /2010-04-01/Accounts/{sid}/Messages.json`, form-encoded To, From (or
 * MessagingServiceSid) and Body, HTTP Basic with the account's id and token. A refusal or an unreachable Twilio is
 * 503 `sms.unavailable` for the caller (the code was not sent; asking again is safe), logged with Twilio's own code.
 */
export class TwilioSmsSender implements SmsSender {
  constructor(private readonly settings: TwilioSettings, private readonly logger: Pick<Logger, 'info' | 'warn'>) {}

  async send(to: string, text: string, kind: string): Promise<void> {
    const { accountSid, authToken, from, apiUrl } = this.settings;
    const form = new URLSearchParams({ To: e164(to), Body: text });
    form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
    const masked = `***${to.slice(-4)}`;
    let res: Response;
    try {
      res = await fetch(`${apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
      });
    } catch (error) {
      this.logger.warn({ kind, to: masked, err: (error as Error).message }, 'SMS not sent: Twilio unreachable');
      throw smsUnavailable();
    }
    const answer = (await res.json().catch(() => null)) as { sid?: string; code?: number; message?: string } | null;
    if (!res.ok) {
      this.logger.warn({ kind, to: masked, status: res.status, twilioCode: answer?.code ?? null }, 'SMS not sent: Twilio refused it');
      throw smsUnavailable();
    }
    this.logger.info({ kind, to: masked, sid: answer?.sid ?? null }, 'SMS sent');
  }
}

const smsUnavailable = () => new DomainError('sms.unavailable', 'unavailable', 'The text message could not be sent; try again shortly');
