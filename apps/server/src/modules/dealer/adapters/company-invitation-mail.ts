import { mailBrandOf } from '../../../platform/mail/brands';
import { render, type MailLanguage, type RenderedMail } from '../../../platform/mail/templates';

/**
 * The invitation into a company (issue #45), in the invitee's language: the button opens the create-password page,
 * whose first use activates the account (the link proves the address). It lives 7 days, like an activation link.
 */
export function companyInvitationMail(
  lang: MailLanguage, brandToken: string | null, v: { firstName: string; companyName: string; inviterName: string | null; url: string; base: string },
): RenderedMail {
  const brand = mailBrandOf(brandToken).name[lang === 'fr-ca' ? 'fr' : 'en'];
  return lang === 'fr-ca'
    ? render({
        lang, brand: brandToken, base: v.base,
        subject: `Invitation à rejoindre ${v.companyName} sur ${brand}`,
        greeting: `Bonjour ${v.firstName},`,
        lines: [
          `${v.inviterName ?? 'Un gestionnaire'} vous invite à rejoindre ${v.companyName} sur ${brand} : vous y suivrez les prospects et les véhicules de l’entreprise.`,
          'Choisissez votre mot de passe pour activer votre compte. Le lien est valide 7 jours et ne fonctionne qu’une fois.',
        ],
        action: { label: 'Activer mon compte', url: v.url },
        footer: `Vous recevez ce courriel parce que l’entreprise ${v.companyName} vous invite sur ${brand}. Si vous ne l’attendiez pas, ignorez-le.`,
      })
    : render({
        lang, brand: brandToken, base: v.base,
        subject: `Invitation to join ${v.companyName} on ${brand}`,
        greeting: `Hello ${v.firstName},`,
        lines: [
          `${v.inviterName ?? 'A manager'} invites you to join ${v.companyName} on ${brand}, where you will follow the company's leads and vehicles.`,
          'Choose your password to activate your account. The link is valid for 7 days and works once.',
        ],
        action: { label: 'Activate my account', url: v.url },
        footer: `You received this email because ${v.companyName} invited you to ${brand}. If you did not expect it, ignore it.`,
      });
}
