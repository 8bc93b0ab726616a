import { Inject, Injectable } from '@nestjs/common';
import type { CreditOutcome } from '@marketplace/domain';
import type { Logger } from 'pino';
import { Mailer } from '../../../platform/mail/mailer';
import type { AppConfig } from '../../../platform/config/config';
import { CONFIG, LOGGER } from '../../../platform/tokens';
import { contactOf, UserAccounts } from '../../identity/identity.public';
import { linkBaseUrl } from '../../../platform/http/local-host';

const OUTCOME: Record<CreditOutcome, { en: string; fr: string }> = {
  congratulations: { en: 'pre-qualified', fr: 'préqualifié' },
  refused: { en: 'refused', fr: 'refusé' },
  not_eligible: { en: 'not eligible', fr: 'non admissible' },
};
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Tells the applicant that a person reviewed their decision, in their language. A delivery failure never undoes the
 * answer (it is recorded and shown in their account); it is logged without the recipient.
 */
@Injectable()
export class CreditNotifier {
  constructor(
    private readonly mailer: Mailer,
    private readonly accounts: UserAccounts,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async reviewAnswered(v: { ownerId: string; applicationId: string; outcome: CreditOutcome; message: string }) {
    try {
      const contact = await contactOf(this.accounts, v.ownerId);
      if (!contact) return;
      const lang = contact.language;
      const base = linkBaseUrl(this.config, null);
      const url = `${base}/${lang}/customer/credit-applications`;
      const fr = lang === 'fr-ca';
      const lines = fr
        ? [`Une personne a révisé la décision sur votre demande de crédit. Résultat : ${OUTCOME[v.outcome].fr}.`, v.message, `Voir votre demande : ${url}`]
        : [`A person reviewed the decision on your credit application. Result: ${OUTCOME[v.outcome].en}.`, v.message, `See your application: ${url}`];
      const greeting = fr ? `Bonjour${contact.firstName ? ` ${contact.firstName}` : ''},` : `Hello${contact.firstName ? ` ${contact.firstName}` : ''},`;
      await this.mailer.send({
        to: contact.email,
        kind: 'credit.review-answered',
        subject: fr ? 'Votre demande de crédit a été révisée' : 'Your credit application was reviewed',
        text: [greeting, '', ...lines].join('\n'),
        html: `<!doctype html><html><body><p>${escapeHtml(greeting)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}</body></html>`,
      });
    } catch (err) {
      this.logger.error({ err, kind: 'credit.review-answered' }, 'credit review email failed');
    }
  }
}
