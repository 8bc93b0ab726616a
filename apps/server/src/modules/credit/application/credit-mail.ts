import type { CreditOutcome } from '@marketplace/domain';
import { mailBrandOf } from '../../../platform/mail/brands';
import { render, type MailLanguage, type RenderedMail } from '../../../platform/mail/templates';

const OUTCOME: Record<CreditOutcome, { en: string; fr: string }> = {
  congratulations: { en: 'pre-qualified', fr: 'préqualifié' },
  refused: { en: 'refused', fr: 'refusé' },
  not_eligible: { en: 'not eligible', fr: 'non admissible' },
};

interface CreditMailInput {
  readonly firstName: string | null;
  /** The applicant's credit applications page. */
  readonly url: string;
  /** `https://host` of the marketplace (credit emails carry no brand, ADR 0046). */
  readonly base: string;
}

const hello = (fr: boolean, firstName: string | null) => (fr ? `Bonjour${firstName ? ` ${firstName}` : ''},` : `Hello${firstName ? ` ${firstName}` : ''},`);
const footer = (fr: boolean) => {
  const brand = mailBrandOf(null).name[fr ? 'fr' : 'en'];
  return fr ? `Vous recevez ce courriel au sujet de votre demande de crédit sur ${brand}.` : `You received this email about your credit application on ${brand}.`;
};

/** Credit's emails to the applicant about a person's review of the automated decision (Law 25, s.12.1). */
export const creditMail = {
  /** A person reviewed the decision: its outcome and their message. */
  reviewAnswered(lang: MailLanguage, v: CreditMailInput & { outcome: CreditOutcome; message: string }): RenderedMail {
    const fr = lang === 'fr-ca';
    return render({
      lang, brand: null, base: v.base,
      subject: fr ? 'Votre demande de crédit a été révisée' : 'Your credit application was reviewed',
      greeting: hello(fr, v.firstName),
      lines: fr
        ? [`Une personne a révisé la décision sur votre demande de crédit. Résultat : ${OUTCOME[v.outcome].fr}.`, v.message]
        : [`A person reviewed the decision on your credit application. Result: ${OUTCOME[v.outcome].en}.`, v.message],
      action: { label: fr ? 'Voir votre demande' : 'See your application', url: v.url },
      footer: footer(fr),
    });
  },

  /** The applicant asked a person to review the automated decision: the request is confirmed to them. */
  reviewRequested(lang: MailLanguage, v: CreditMailInput): RenderedMail {
    const fr = lang === 'fr-ca';
    return render({
      lang, brand: null, base: v.base,
      subject: fr ? 'Votre demande de révision est enregistrée' : 'Your request for a review is recorded',
      greeting: hello(fr, v.firstName),
      lines: fr
        ? [
            'Nous avons bien reçu votre demande : une personne révisera la décision sur votre demande de crédit et vous écrira sa réponse.',
            'Les principaux facteurs de la décision sont sur la page de vos demandes de crédit.',
          ]
        : [
            'We received your request: a person will review the decision on your credit application and email you the answer.',
            'The main factors of the decision are on your credit applications page.',
          ],
      action: { label: fr ? 'Mes demandes de crédit' : 'My credit applications', url: v.url },
      footer: footer(fr),
    });
  },
};
