import { DomainError } from '@marketplace/domain';
import type { Logger } from 'pino';
import { BrokenCircuitError, resilience, type Resilience } from '../outbound/resilience';
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
  /** Failures in a row that open the circuit breaker (5), and how long it stays open (30 s). */
  readonly breakAfter?: number;
  readonly halfOpenAfterMs?: number;
}

/** A 10-digit Canadian number as E.164 (+1 and the digits); a number already in E.164 as it is. */
export function e164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `+${digits}`;
  return digits.length === 11 && digits.startsWith('1') ? `+${digits}` : `+1${digits}`;
}

/** Twilio did not take the message: unreachable, silent past the timeout, or an HTTP refusal (status, Twilio's code). */
class TwilioFailure extends Error {
  constructor(readonly reason: 'unreachable' | 'refused-connection' | 'timeout' | 'refused', readonly status: number | null = null, readonly twilioCode: number | null = null) {
    super(reason);
  }

  /** Twilio's trouble, not the message's: counted by the circuit breaker. */
  get transient(): boolean {
    return this.reason !== 'refused' || this.status === 429 || (this.status ?? 0) >= 500;
  }

  /** Surely not sent, so safe to send again (a message is not idempotent): no connection, or 429 Too Many Requests. */
  get neverArrived(): boolean {
    return this.reason === 'refused-connection' || this.status === 429;
  }
}

/**
 * Twilio Programmable Messaging: `POST /2010-04-01/Accounts/{sid}/Messages.json`, form-encoded To, From (or
 * MessagingServiceSid) and Body, HTTP Basic with the account's id and token. A refusal or an unreachable Twilio is
 * 503 `sms.unavailable` for the caller (the code was not sent; asking again is safe), logged with Twilio's own code.
 * Through cockatiel (ADR 0068): a second attempt, after a jittered wait, only when the first surely never arrived
 * (a message must not be sent twice); a circuit breaker that, after 5 failures in a row, answers `sms.unavailable`
 * without calling Twilio for 30 s, then lets one message probe it.
 */
export class TwilioSmsSender implements SmsSender {
  private readonly resilience: Resilience;

  constructor(private readonly settings: TwilioSettings, private readonly logger: Pick<Logger, 'info' | 'warn'>) {
    this.resilience = resilience({
      attempts: 2, backoffMs: 250, breakAfter: settings.breakAfter ?? 5, halfOpenAfterMs: settings.halfOpenAfterMs ?? 30_000,
      transient: (e) => e instanceof TwilioFailure && e.transient,
      retryWhen: (e) => e instanceof TwilioFailure && e.neverArrived,
    });
  }

  async send(to: string, text: string, kind: string): Promise<void> {
    const masked = `***${to.slice(-4)}`;
    try {
      const answer = await this.resilience.policy.execute(() => this.post(to, text));
      this.logger.info({ kind, to: masked, sid: answer?.sid ?? null }, 'SMS sent');
    } catch (error) {
      if (error instanceof BrokenCircuitError) this.logger.warn({ kind, to: masked }, 'SMS not sent: Twilio keeps failing (circuit open)');
      else if (error instanceof TwilioFailure && error.reason === 'refused') {
        this.logger.warn({ kind, to: masked, status: error.status, twilioCode: error.twilioCode }, 'SMS not sent: Twilio refused it');
      } else if (error instanceof TwilioFailure) this.logger.warn({ kind, to: masked, err: error.reason }, 'SMS not sent: Twilio unreachable');
      else throw error;
      throw smsUnavailable();
    }
  }

  private async post(to: string, text: string): Promise<{ sid?: string } | null> {
    const { accountSid, authToken, from, apiUrl } = this.settings;
    const form = new URLSearchParams({ To: e164(to), Body: text });
    form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
    let res: Response;
    try {
      res = await fetch(`${apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
      });
    } catch (error) {
      const e = error as Error & { cause?: { code?: string } };
      throw new TwilioFailure(e.name === 'TimeoutError' ? 'timeout' : e.cause?.code === 'ECONNREFUSED' ? 'refused-connection' : 'unreachable');
    }
    const answer = (await res.json().catch(() => null)) as { sid?: string; code?: number; message?: string } | null;
    if (!res.ok) throw new TwilioFailure('refused', res.status, answer?.code ?? null);
    return answer;
  }
}

const smsUnavailable = () => new DomainError('sms.unavailable', 'unavailable', 'The text message could not be sent; try again shortly');
