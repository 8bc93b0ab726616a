import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { mailBrandOf } from '../../../platform/mail/brands';
import { Mailer } from '../../../platform/mail/mailer';
import { sendOnce } from '../../../platform/mail/send-once';
import { render } from '../../../platform/mail/templates';
import { DB, LOGGER } from '../../../platform/tokens';
import { contactOf, UserAccounts } from '../../identity/identity.public';

const LEDGER = 'support.mail_ledger';

export interface AnswerMail {
  readonly messageId: string;
  /** The answer's stream version: one email per answer, whatever retries happen. */
  readonly version: number;
  readonly senderId: string;
  readonly title: string;
  readonly answer: string;
  readonly brand: string | null;
  readonly now: Date;
}

/**
 * Emails an answer to the person who wrote to support, in their language, once per answer (ADR 0020 ledger). A
 * delivery failure never undoes the answer (it is recorded and listed); it is logged without the recipient.
 */
@Injectable()
export class SupportNotifier {
  constructor(
    private readonly mailer: Mailer,
    private readonly accounts: UserAccounts,
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async answered(v: AnswerMail): Promise<void> {
    try {
      const contact = await contactOf(this.accounts, v.senderId);
      if (!contact) return;
      const fr = contact.language === 'fr-ca';
      const brand = mailBrandOf(v.brand).name[fr ? 'fr' : 'en'];
      const greeting = fr ? `Bonjour${contact.firstName ? ` ${contact.firstName}` : ''},` : `Hello${contact.firstName ? ` ${contact.firstName}` : ''},`;
      const rendered = fr
        ? render({
            lang: 'fr-ca', subject: `Réponse à votre message – ${brand}`, greeting,
            lines: [`Notre équipe a répondu à votre message « ${v.title} » :`, v.answer],
            footer: `Vous recevez ce courriel parce que vous avez écrit à ${brand}.`,
          })
        : render({
            lang: 'en-ca', subject: `Answer to your message – ${brand}`, greeting,
            lines: [`Our team answered your message "${v.title}":`, v.answer],
            footer: `You received this email because you wrote to ${brand}.`,
          });
      await sendOnce(this.db, this.mailer, LEDGER, `support-answer:${v.messageId}:${v.version}`, { to: contact.email, kind: 'support.answer', ...rendered }, v.now);
    } catch (err) {
      this.logger.error({ err: { message: (err as Error)?.message }, kind: 'support.answer' }, 'support answer email failed');
    }
  }
}
