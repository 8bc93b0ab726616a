import { Inject, Injectable } from '@nestjs/common';
import type { CreditOutcome } from '@marketplace/domain';
import type { Logger } from 'pino';
import { mailBrandOf } from '../../../platform/mail/brands';
import { Mailer } from '../../../platform/mail/mailer';
import { render, type MailLanguage, type Parts } from '../../../platform/mail/templates';
import type { AppConfig } from '../../../platform/config/config';
import { CONFIG, LOGGER } from '../../../platform/tokens';
import { contactOf, UserAccounts } from '../../identity/identity.public';
import { linkBaseUrl } from '../../../platform/http/local-host';

const OUTCOME: Record<CreditOutcome, { en: string; fr: string }> = {
  congratulations: { en: 'pre-qualified', fr: 'préqualifié' },
  refused: { en: 'refused', fr: 'refusé' },
  not_eligible: { en: 'not eligible', fr: 'non admissible' },
};

/** What an email says, in one language, given the brand's name and the credit-applications page's address. */
type Content = (lang: MailLanguage, brand: string) => Omit<Parts, 'lang' | 'greeting' | 'action'> & { readonly actionLabel: string };

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
    await this.send(v.ownerId, 'credit.review-answered', v.brand, (lang, brand) => (lang === 'fr-ca'
      ? {
        subject: `Votre demande de crédit a été révisée – ${brand}`,
        lines: [`Une personne a révisé la décision sur votre demande de crédit. Résultat : ${OUTCOME[v.outcome].fr}.`, v.message],
        actionLabel: 'Voir mes demandes de crédit',
        footer: `Vous recevez ce courriel parce que vous avez demandé à ${brand} de faire réviser une décision de crédit.`,
      }
      : {
        subject: `Your credit application was reviewed – ${brand}`,
        lines: [`A person reviewed the decision on your credit application. Result: ${OUTCOME[v.outcome].en}.`, v.message],
        actionLabel: 'See my credit applications',
        footer: `You received this email because you asked ${brand} for a person's review of a credit decision.`,
      }));
  }

  /** The applicant asked a person to review the automated decision (Law 25, s.12.1): the request is confirmed to them. */
  async reviewRequested(v: { ownerId: string; applicationId: string; brand: string | null }) {
    await this.send(v.ownerId, 'credit.review-requested', v.brand, (lang, brand) => (lang === 'fr-ca'
      ? {
        subject: `Votre demande de révision est enregistrée – ${brand}`,
        lines: [
          'Nous avons bien reçu votre demande : une personne révisera la décision sur votre demande de crédit et vous écrira sa réponse.',
          'D’ici là, les principaux facteurs de la décision sont sur la page de vos demandes de crédit.',
        ],
        actionLabel: 'Mes demandes de crédit',
        footer: `Vous recevez ce courriel parce que vous avez demandé à ${brand} de faire réviser une décision de crédit.`,
      }
      : {
        subject: `Your request for a review is recorded – ${brand}`,
        lines: [
          'We received your request: a person will review the decision on your credit application and email you the answer.',
          'Until then, the main factors of the decision are on your credit applications page.',
        ],
        actionLabel: 'My credit applications',
        footer: `You received this email because you asked ${brand} for a person's review of a credit decision.`,
      }));
  }

  private async send(ownerId: string, kind: string, brandToken: string | null, content: Content) {
    try {
      const contact = await contactOf(this.accounts, ownerId);
      if (!contact) return;
      const lang = contact.language;
      const brand = mailBrandOf(brandToken).name[lang === 'fr-ca' ? 'fr' : 'en'];
      const url = `${linkBaseUrl(this.config, brandToken)}/${lang}/customer/credit-applications`;
      const { actionLabel, ...parts } = content(lang, brand);
      const greeting = lang === 'fr-ca' ? `Bonjour${contact.firstName ? ` ${contact.firstName}` : ''},` : `Hello${contact.firstName ? ` ${contact.firstName}` : ''},`;
      await this.mailer.send({ to: contact.email, kind, ...render({ ...parts, lang, greeting, action: { label: actionLabel, url } }) });
    } catch (err) {
      this.logger.error({ err, kind }, 'credit email failed');
    }
  }
}
