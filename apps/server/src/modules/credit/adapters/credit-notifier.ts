import { Inject, Injectable } from '@nestjs/common';
import type { CreditOutcome } from '@marketplace/domain';
import type { Logger } from 'pino';
import { Mailer } from '../../../platform/mail/mailer';
import type { RenderedMail } from '../../../platform/mail/templates';
import type { AppConfig } from '../../../platform/config/config';
import { CONFIG, LOGGER } from '../../../platform/tokens';
import { contactOf, UserAccounts } from '../../identity/identity.public';
import { linkBaseUrl } from '../../../platform/http/local-host';
import { creditMail } from './credit-mail';

/**
 * Tells the applicant, in their language (their profile's, ADR 0060) and under the brand of the request, that their
 * request for a person's review is recorded, and later that a person reviewed their decision; both lead to their
 * credit-applications page. A delivery failure never undoes the request or the answer (both are recorded and shown in
 * their account); it is logged without the recipient.
 */
@Injectable()
export class CreditNotifier {
  constructor(
    private readonly mailer: Mailer,
    private readonly accounts: UserAccounts,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async reviewAnswered(v: { ownerId: string; applicationId: string; outcome: CreditOutcome; message: string; brand: string | null }) {
    await this.send(v.ownerId, 'credit.review-answered', v.brand, (lang, input) => creditMail.reviewAnswered(lang, { ...input, outcome: v.outcome, message: v.message }));
  }

  /** The applicant asked a person to review the automated decision (Law 25, s.12.1): the request is confirmed to them. */
  async reviewRequested(v: { ownerId: string; applicationId: string; brand: string | null }) {
    await this.send(v.ownerId, 'credit.review-requested', v.brand, (lang, input) => creditMail.reviewRequested(lang, input));
  }

  private async send(ownerId: string, kind: string, brand: string | null, compose: (lang: 'en-ca' | 'fr-ca', input: { firstName: string | null; url: string; base: string; brand: string | null }) => RenderedMail) {
    try {
      const contact = await contactOf(this.accounts, ownerId);
      if (!contact) return;
      const lang = contact.language;
      const base = linkBaseUrl(this.config, brand);
      const mail = compose(lang, { firstName: contact.firstName, url: `${base}/${lang}/customer/credit-applications`, base, brand });
      await this.mailer.send({ to: contact.email, kind, ...mail });
    } catch (err) {
      this.logger.error({ err, kind }, 'credit email failed');
    }
  }
}
