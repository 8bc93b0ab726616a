import { frenchTypography } from '@marketplace/domain';
import { mailBrandOf } from './brands';

export type MailLanguage = 'en-ca' | 'fr-ca';

export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface Parts {
  readonly subject: string;
  readonly greeting: string;
  readonly lines: readonly string[];
  readonly action?: { readonly label: string; readonly url: string };
  readonly footer: string;
  /** The language, for its typography: French puts a no-break space before the action's colon (ADR 0060). */
  readonly lang?: MailLanguage;
}

export function render(parts: Parts): RenderedMail {
  const p = parts.lang === 'fr-ca' ? frenchText(parts) : parts;
  const colon = p.lang === 'fr-ca' ? '\u00a0:' : ':';
  const text = [p.greeting, '', ...p.lines, ...(p.action ? ['', `${p.action.label}${colon} ${p.action.url}`] : []), '', p.footer].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b2430">
<p>${escapeHtml(p.greeting)}</p>
${p.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${p.action ? `<p><a href="${escapeHtml(p.action.url)}">${escapeHtml(p.action.label)}</a></p>` : ''}
<p style="color:#666;font-size:12px">${escapeHtml(p.footer)}</p>
</body></html>`;
  return { subject: p.subject, text, html };
}

/** Every sentence of a French email set in French typography (ADR 0060); the links are left as they are. */
function frenchText(p: Parts): Parts {
  const f = frenchTypography;
  return {
    ...p, subject: f(p.subject), greeting: f(p.greeting), lines: p.lines.map(f), footer: f(p.footer),
    ...(p.action ? { action: { label: f(p.action.label), url: p.action.url } } : {}),
  };
}

const hello = (lang: MailLanguage, firstName: string | null) =>
  lang === 'fr-ca' ? (firstName ? `Bonjour ${firstName},` : 'Bonjour,') : firstName ? `Hello ${firstName},` : 'Hello,';

const footer = (lang: MailLanguage, brand: string) =>
  lang === 'fr-ca'
    ? `Vous recevez ce courriel parce qu'une demande a été faite pour votre compte ${brand}. Si ce n'était pas vous, ignorez-le.`
    : `You received this email because of a request for your ${brand} account. If it was not you, ignore it.`;

/** Bilingual (en-ca / fr-ca) identity emails, named after the brand the request came from. */
export const identityMail = {
  activation(lang: MailLanguage, brandToken: string | null, v: { firstName: string | null; url: string }): RenderedMail {
    const brand = mailBrandOf(brandToken).name[lang === 'fr-ca' ? 'fr' : 'en'];
    return lang === 'fr-ca'
      ? render({
          lang,
          subject: `Confirmez votre adresse courriel – ${brand}`,
          greeting: hello(lang, v.firstName),
          lines: [`Merci de votre inscription à ${brand}. Cliquez sur le lien pour confirmer votre adresse courriel et activer votre compte.`, 'Le lien est valide 7 jours.'],
          action: { label: 'Activer mon compte', url: v.url },
          footer: footer(lang, brand),
        })
      : render({
          lang,
          subject: `Confirm your email address – ${brand}`,
          greeting: hello(lang, v.firstName),
          lines: [`Thank you for signing up with ${brand}. Click the link to confirm your email address and activate your account.`, 'The link is valid for 7 days.'],
          action: { label: 'Activate my account', url: v.url },
          footer: footer(lang, brand),
        });
  },

  resetPassword(lang: MailLanguage, brandToken: string | null, v: { firstName: string | null; url: string }): RenderedMail {
    const brand = mailBrandOf(brandToken).name[lang === 'fr-ca' ? 'fr' : 'en'];
    return lang === 'fr-ca'
      ? render({
          lang,
          subject: `Réinitialisez votre mot de passe – ${brand}`,
          greeting: hello(lang, v.firstName),
          lines: ['Nous avons reçu une demande de réinitialisation du mot de passe de votre compte.', 'Le lien est valide une heure et ne fonctionne qu’une fois.'],
          action: { label: 'Choisir un nouveau mot de passe', url: v.url },
          footer: footer(lang, brand),
        })
      : render({
          lang,
          subject: `Reset your password – ${brand}`,
          greeting: hello(lang, v.firstName),
          lines: ['We received a request to reset the password of your account.', 'The link is valid for one hour and works once.'],
          action: { label: 'Choose a new password', url: v.url },
          footer: footer(lang, brand),
        });
  },

  createPassword(lang: MailLanguage, brandToken: string | null, v: { firstName: string | null; url: string }): RenderedMail {
    const brand = mailBrandOf(brandToken).name[lang === 'fr-ca' ? 'fr' : 'en'];
    return lang === 'fr-ca'
      ? render({
          lang,
          subject: `Votre compte ${brand} est prêt`,
          greeting: hello(lang, v.firstName),
          lines: [`Un compte ${brand} a été créé pour vous. Choisissez votre mot de passe pour l’utiliser.`, 'Le lien est valide une heure et ne fonctionne qu’une fois.'],
          action: { label: 'Créer mon mot de passe', url: v.url },
          footer: footer(lang, brand),
        })
      : render({
          lang,
          subject: `Your ${brand} account is ready`,
          greeting: hello(lang, v.firstName),
          lines: [`A ${brand} account was created for you. Choose your password to start using it.`, 'The link is valid for one hour and works once.'],
          action: { label: 'Create my password', url: v.url },
          footer: footer(lang, brand),
        });
  },

  /** Sent once per throttling window when an account reaches its failed sign-in limit (ADR 0022): not locked, slowed for new devices. */
  loginAttempts(lang: MailLanguage, brandToken: string | null, v: { firstName: string | null; failures: number; url: string }): RenderedMail {
    const brand = mailBrandOf(brandToken).name[lang === 'fr-ca' ? 'fr' : 'en'];
    return lang === 'fr-ca'
      ? render({
          lang,
          subject: `Tentatives de connexion à votre compte – ${brand}`,
          greeting: hello(lang, v.firstName),
          lines: [
            `Quelqu’un a saisi un mauvais mot de passe ${v.failures} fois pour se connecter à votre compte ${brand}.`,
            'Votre compte n’est pas bloqué : vous pouvez toujours vous connecter depuis les appareils que vous avez déjà utilisés. Les nouveaux appareils doivent patienter entre les essais.',
            'Si ce n’était pas vous, choisissez un nouveau mot de passe.',
          ],
          action: { label: 'Choisir un nouveau mot de passe', url: v.url },
          footer: footer(lang, brand),
        })
      : render({
          lang,
          subject: `Sign-in attempts on your account – ${brand}`,
          greeting: hello(lang, v.firstName),
          lines: [
            `Someone entered a wrong password ${v.failures} times to sign in to your ${brand} account.`,
            'Your account is not locked: you can still sign in from the devices you used before. New devices must wait between attempts.',
            'If it was not you, choose a new password.',
          ],
          action: { label: 'Choose a new password', url: v.url },
          footer: footer(lang, brand),
        });
  },

  smsCode(lang: MailLanguage, brandToken: string | null, code: string): string {
    const brand = mailBrandOf(brandToken).name[lang === 'fr-ca' ? 'fr' : 'en'];
    return lang === 'fr-ca'
      ? `${brand} : votre code de vérification est ${code}. Il expire dans 10 minutes.`
      : `${brand}: your verification code is ${code}. It expires in 10 minutes.`;
  },
};
