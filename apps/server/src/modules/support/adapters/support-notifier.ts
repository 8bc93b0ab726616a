import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AppConfig } from '../../../platform/config/config';
import { linkBaseUrl } from '../../../platform/http/local-host';
import { Mailer } from '../../../platform/mail/mailer';
import { sendOnce } from '../../../platform/mail/send-once';
import { CONFIG, DB, LOGGER } from '../../../platform/tokens';
import { contactOf, UserAccounts } from '../../identity/identity.public';
import { supportAnswerMail } from './support-mail';

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
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async answered(v: AnswerMail): Promise<void> {
    try {
      const contact = await contactOf(this.accounts, v.senderId);
      if (!contact) return;
      const rendered = supportAnswerMail(contact.language, v.brand, {
        firstName: contact.firstName, title: v.title, answer: v.answer, base: linkBaseUrl(this.config, v.brand),
      });
      await sendOnce(this.db, this.mailer, LEDGER, `support-answer:${v.messageId}:${v.version}`, { to: contact.email, kind: 'support.answer', ...rendered }, v.now);
    } catch (err) {
      this.logger.error({ err: { message: (err as Error)?.message }, kind: 'support.answer' }, 'support answer email failed');
    }
  }
}
