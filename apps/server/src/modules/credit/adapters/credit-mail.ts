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
  /** `https://host` of the brand's site the request came from. */
  readonly base: string;
  /** The brand's environment token (null: the marketplace's). */
  readonly brand: string | null;
}

const hello = (fr: boolean, firstName: string | null) => (fr ? `Bonjour${firstName ? ` ${firstName}` : ''},` : `Hello${firstName ? ` ${firstName}` : ''},`);
const brandName = (fr: boolean, token: string | null) => mailBrandOf(token).name[fr ? 'fr' : 'en'];
const footer = (fr: boolean, token: string | null) => {
  const brand = brandName(fr, token);
  return fr
    ? `Vous recevez ce courriel parce que vous avez demandé à ${brand} de faire réviser une décision de crédit.`
    : `You received this email because you asked ${brand} for a person's review of a credit decision.`;
};

/** Credit's emails to the applicant about a person's review of the automated decision (Law 25, s.12.1). */
export const creditMail = {
  /** A person reviewed the decision: its outcome and their message. */
  reviewAnswered(lang: MailLanguage, v: CreditMailInput & { outcome: CreditOutcome; message: string }): RenderedMail {
    const fr = lang === 'fr-ca';
    return render({
      lang, brand: v.brand, base: v.base,
      subject: fr ? `Votre demande de crédit a été révisée – ${brandName(fr, v.brand)}` : `Your credit application was reviewed – ${brandName(fr, v.brand)}`,
      greeting: hello(fr, v.firstName),
      lines: fr
        ? [`Une personne a révisé la décision sur votre demande de crédit. Résultat : ${OUTCOME[v.outcome].fr}.`, v.message]
        : [`A person reviewed the decision on your credit application. Result: ${OUTCOME[v.outcome].en}.`, v.message],
      action: { label: fr ? 'Voir mes demandes de crédit' : 'See my credit applications', url: v.url },
      footer: footer(fr, v.brand),
    });
  },

  /** The applicant asked a person to review the automated decision: the request is confirmed to them. */
  reviewRequested(lang: MailLanguage, v: CreditMailInput): RenderedMail {
    const fr = lang === 'fr-ca';
    return render({
      lang, brand: v.brand, base: v.base,
      subject: fr ? `Votre demande de révision est enregistrée – ${brandName(fr, v.brand)}` : `Your request for a review is recorded – ${brandName(fr, v.brand)}`,
      greeting: hello(fr, v.firstName),
      lines: fr
        ? [
            'Nous avons bien reçu votre demande : une personne révisera la décision sur votre demande de crédit et vous écrira sa réponse.',
            'D’ici là, les principaux facteurs de la décision sont sur la page de vos demandes de crédit.',
          ]
        : [
            'We received your request: a person will review the decision on your credit application and email you the answer.',
            'Until then, the main factors of the decision are on your credit applications page.',
          ],
      action: { label: fr ? 'Mes demandes de crédit' : 'My credit applications', url: v.url },
      footer: footer(fr, v.brand),
    });
  },
};
