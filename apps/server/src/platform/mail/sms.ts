import type { Logger } from 'pino';
import type { DevOutbox } from './outbox';

/**
 * Port for text messages. The development driver below sends nothing (it logs and fills the dev outbox).
 * Production would plug a Twilio driver here (Programmable Messaging: POST /2010-04-01/Accounts/{sid}/Messages.json
 * with a Canadian sender number, credentials from configuration), behind this same interface.
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
