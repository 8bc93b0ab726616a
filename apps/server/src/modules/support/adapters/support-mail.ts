import { mailBrandOf } from '../../../platform/mail/brands';
import { render, type MailLanguage, type RenderedMail } from '../../../platform/mail/templates';

/** Support's answer to a "Contact us" message, in the writer's language, named after the brand they wrote from. */
export function supportAnswerMail(lang: MailLanguage, brandToken: string | null, v: { firstName: string | null; title: string; answer: string; base: string }): RenderedMail {
  const fr = lang === 'fr-ca';
  const brand = mailBrandOf(brandToken).name[fr ? 'fr' : 'en'];
  const greeting = fr ? `Bonjour${v.firstName ? ` ${v.firstName}` : ''},` : `Hello${v.firstName ? ` ${v.firstName}` : ''},`;
  return fr
    ? render({
        lang, brand: brandToken, base: v.base, subject: `Réponse à votre message – ${brand}`, greeting,
        lines: [`Notre équipe a répondu à votre message « ${v.title} » :`, v.answer],
        footer: `Vous recevez ce courriel parce que vous avez écrit à ${brand}.`,
      })
    : render({
        lang, brand: brandToken, base: v.base, subject: `Answer to your message – ${brand}`, greeting,
        lines: [`Our team answered your message "${v.title}":`, v.answer],
        footer: `You received this email because you wrote to ${brand}.`,
      });
}
