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
 * Tells the applicant, in their language, that their request for a person's review is recorded, and later that a
 * person reviewed their decision. A delivery failure never undoes the
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
    await this.send(v.ownerId, 'credit.review-answered', { en: 'Your credit application was reviewed', fr: 'Votre demande de crédit a été révisée' }, (url) => ({
      fr: [`Une personne a révisé la décision sur votre demande de crédit. Résultat : ${OUTCOME[v.outcome].fr}.`, v.message, `Voir votre demande : ${url}`],
      en: [`A person reviewed the decision on your credit application. Result: ${OUTCOME[v.outcome].en}.`, v.message, `See your application: ${url}`],
    }));
  }

  /** The applicant asked a person to review the automated decision (Law 25, s.12.1): the request is confirmed to them. */
  async reviewRequested(v: { ownerId: string; applicationId: string }) {
    await this.send(v.ownerId, 'credit.review-requested', { en: 'Your request for a review is recorded', fr: 'Votre demande de révision est enregistrée' }, (url) => ({
      fr: [
        'Nous avons bien reçu votre demande : une personne révisera la décision sur votre demande de crédit et vous écrira sa réponse.',
        `Les principaux facteurs de la décision sont sur la page de vos demandes de crédit : ${url}`,
      ],
      en: [
        'We received your request: a person will review the decision on your credit application and email you the answer.',
        `The main factors of the decision are on your credit applications page: ${url}`,
      ],
    }));
  }

  private async send(ownerId: string, kind: string, subject: { en: string; fr: string }, body: (url: string) => { en: string[]; fr: string[] }) {
    try {
      const contact = await contactOf(this.accounts, ownerId);
      if (!contact) return;
      const lang = contact.language;
      const base = linkBaseUrl(this.config, null);
      const url = `${base}/${lang}/customer/credit-applications`;
      const fr = lang === 'fr-ca';
      const lines = fr ? body(url).fr : body(url).en;
      const greeting = fr ? `Bonjour${contact.firstName ? ` ${contact.firstName}` : ''},` : `Hello${contact.firstName ? ` ${contact.firstName}` : ''},`;
      await this.mailer.send({
        to: contact.email,
        kind,
        subject: fr ? subject.fr : subject.en,
        text: [greeting, '', ...lines].join('\n'),
        html: `<!doctype html><html><body><p>${escapeHtml(greeting)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}</body></html>`,
      });
    } catch (err) {
      this.logger.error({ err, kind }, 'credit email failed');
    }
  }
}
