import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { inSpan } from '../observability/tracing';
import type { DevOutbox } from './outbox';

export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Buffer;
}

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly kind: string;
  /** Files sent with the message (e.g. an appraisal PDF, a contract). */
  readonly attachments?: readonly MailAttachment[];
  /** A Message-ID derived from the dedup key, so that a resend after a crash is the same message to the receiving side. */
  readonly messageId?: string;
  /** Extra headers (List-Unsubscribe on reminders). */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * Sends email through SMTP (nodemailer; SMTP_URL such as smtp://user:pass@host:587 or smtps://...). Without SMTP_URL
 * (outside production, or in production with MAIL_DISABLED_IN_PRODUCTION) nothing leaves the machine: messages are
 * only logged (without their body) and, outside production, kept in the development outbox. Outside production every
 * message also goes to the outbox when SMTP is configured.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly options: { smtpUrl?: string; from: string; isProduction: boolean },
    private readonly outbox: DevOutbox,
    private readonly logger: Pick<Logger, 'info' | 'warn' | 'error'>,
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  get configured(): boolean {
    return this.transport !== null;
  }

  /**
   * Resolves once the SMTP server accepted the message (or immediately without SMTP). Throws on SMTP failure. In a span
   * `mail.send` of the active trace (a request, a timer's firing): its kind, never its recipient.
   */
  send(message: MailMessage): Promise<void> {
    return inSpan('mail.send', { 'mail.kind': message.kind, 'mail.attachments': message.attachments?.length ?? 0 }, () => this.deliver(message));
  }

  private async deliver(message: MailMessage): Promise<void> {
    this.outbox.add({
      channel: 'email', to: message.to, subject: message.subject, text: message.text, html: message.html, kind: message.kind, sentAt: new Date().toISOString(),
      ...(message.attachments?.length
        ? { attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, bytes: a.content.length })) }
        : {}),
      headers: message.headers ?? {},
    });
    if (!this.transport) {
      if (this.options.isProduction) this.logger.warn({ kind: message.kind }, 'MAIL_DISABLED_IN_PRODUCTION: email not sent');
      return;
    }
    await this.transport.sendMail({
      from: this.options.from, to: message.to, subject: message.subject, text: message.text, html: message.html, messageId: message.messageId,
      headers: message.headers ? { ...message.headers } : undefined,
      attachments: message.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
    });
  }

  close() {
    this.transport?.close();
  }
}
