import { frenchTypography } from '@marketplace/domain';
import { mailBrandOf } from './brands';
import { layoutOf, type LayoutPart } from './layout';

export type MailLanguage = 'en-ca' | 'fr-ca';

export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** A paragraph; one in another language than the email's (the dealer's bilingual lead) says which. */
export type MailLine = string | { readonly text: string; readonly lang: MailLanguage };

export interface Parts {
  /** The email's language: `<html lang>`, its typography (French: no-break spaces, ADR 0060) and the button's help text. */
  readonly lang: MailLanguage;
  /** The brand's environment token (null: the marketplace's): its logo, colours, names. */
  readonly brand: string | null;
  /** `https://host` of the brand's site (linkBaseUrl / publicBaseUrl): the logo and the home link are there. */
  readonly base: string;
  readonly subject: string;
  /** The line mail clients show after the subject; the first paragraph when not given. */
  readonly preheader?: string;
  readonly greeting: string;
  readonly lines: readonly MailLine[];
  /** The main action, shown as a button (and as `label: url` in the plain text). */
  readonly action?: { readonly label: string; readonly url: string };
  readonly footer: string;
}

const URL_IN_TEXT = /(https?:\/\/[^\s<>"]+)/;
const FALLBACK = {
  'en-ca': 'If the button does not work, copy this address into your browser:',
  'fr-ca': 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur\u00a0:',
} as const;
const HTML_LANG = { 'en-ca': 'en-CA', 'fr-ca': 'fr-CA' } as const;

/** A sentence ending on a date or a time: its period, unless the date has one ("9:06 p.m.", never "p.m.."). */
export const sentence = (text: string): string => (text.endsWith('.') ? text : `${text}.`);

/**
 * An email in both parts (ADR 0067): the plain text (greeting, paragraphs, `label: url`, footer) and the HTML of the
 * brand's compiled MJML layout (logo, colours, button, `lang`, title, preheader). French is set in French typography
 * (ADR 0060); links are left as they are. Rendering fills a compiled template: no MJML at send time.
 */
export function render(parts: Parts): RenderedMail {
  const p = typeset(parts);
  const brand = mailBrandOf(p.brand);
  const short = p.lang === 'fr-ca' ? 'fr' : 'en';
  const colon = p.lang === 'fr-ca' ? '\u00a0:' : ':';
  const lines = p.lines.map((l) => (typeof l === 'string' ? { text: l, lang: null } : l));
  const text = [p.greeting, '', ...lines.map((l) => l.text), ...(p.action ? ['', `${p.action.label}${colon} ${p.action.url}`] : []), '', p.footer].join('\n');
  const base = p.base.replace(/\/$/, '');
  const html = layoutOf(brand)({
    lang: HTML_LANG[p.lang], subject: p.subject, preheader: p.preheader ?? lines[0]?.text.split(URL_IN_TEXT)[0].trim() ?? p.subject,
    logoUrl: `${base}/brands/${brand.assetId}/email-logo-${short}.png`, homeUrl: `${base}/${p.lang}/`, brandName: brand.name[short],
    greeting: p.greeting,
    paragraphs: lines.map((l) => ({ lang: l.lang && l.lang !== p.lang ? HTML_LANG[l.lang] : null, parts: partsOf(l.text) })),
    action: p.action ? { ...p.action, fallback: FALLBACK[p.lang] } : null,
    footer: p.footer, legalName: brand.legalName,
  });
  return { subject: p.subject, text, html };
}

/** A paragraph's text, its addresses as links and its line breaks kept. */
function partsOf(text: string): LayoutPart[] {
  return text.split('\n').flatMap((row, k) => [
    ...(k > 0 ? [{ text: null, url: null, br: true }] : []),
    ...row.split(URL_IN_TEXT).filter((piece) => piece !== '').map((piece) => (URL_IN_TEXT.test(piece) ? { text: null, url: piece, br: false } : { text: piece, url: null, br: false })),
  ]);
}

/** Every French sentence of the email in French typography (ADR 0060), by the email's or the paragraph's language. */
function typeset(p: Parts): Parts {
  const french = (lang: MailLanguage | undefined) => (lang ?? p.lang) === 'fr-ca';
  const f = (s: string, lang?: MailLanguage) => (french(lang) ? frenchTypography(s) : s);
  return {
    ...p, subject: f(p.subject), greeting: f(p.greeting), footer: f(p.footer),
    ...(p.preheader === undefined ? {} : { preheader: f(p.preheader) }),
    lines: p.lines.map((l) => (typeof l === 'string' ? f(l) : { ...l, text: f(l.text, l.lang) })),
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
  activation(lang: MailLanguage, brandToken: string | null, v: { firstName: string | null; url: string; base: string }): RenderedMail {
    const brand = mailBrandOf(brandToken).name[lang === 'fr-ca' ? 'fr' : 'en'];
    return lang === 'fr-ca'
      ? render({
          lang, brand: brandToken, base: v.base,
          subject: `Confirmez votre adresse courriel – ${brand}`,
          greeting: hello(lang, v.firstName),
          lines: [`Merci de votre inscription à ${brand}. Cliquez sur le lien pour confirmer votre adresse courriel et activer votre compte.`, 'Le lien est valide 7 jours.'],
          action: { label: 'Activer mon compte', url: v.url },
          footer: footer(lang, brand),
        })
      : render({
          lang, brand: brandToken, base: v.base,
          subject: `Confirm your email address – ${brand}`,
          greeting: hello(lang, v.firstName),
          lines: [`Thank you for signing up with ${brand}. Click the link to confirm your email address and activate your account.`, 'The link is valid for 7 days.'],
          action: { label: 'Activate my account', url: v.url },
          footer: footer(lang, brand),
        });
  },

  resetPassword(lang: MailLanguage, brandToken: string | null, v: { firstName: string | null; url: string; base: string }): RenderedMail {
    const brand = mailBrandOf(brandToken).name[lang === 'fr-ca' ? 'fr' : 'en'];
    return lang === 'fr-ca'
      ? render({
          lang, brand: brandToken, base: v.base,
          subject: `Réinitialisez votre mot de passe – ${brand}`,
          greeting: hello(lang, v.firstName),
          lines: ['Nous avons reçu une demande de réinitialisation du mot de passe de votre compte.', 'Le lien est valide une heure et ne fonctionne qu’une fois.'],
          action: { label: 'Choisir un nouveau mot de passe', url: v.url },
          footer: footer(lang, brand),
        })
      : render({
          lang, brand: brandToken, base: v.base,
          subject: `Reset your password – ${brand}`,
          greeting: hello(lang, v.firstName),
          lines: ['We received a request to reset the password of your account.', 'The link is valid for one hour and works once.'],
          action: { label: 'Choose a new password', url: v.url },
          footer: footer(lang, brand),
        });
  },

  createPassword(lang: MailLanguage, brandToken: string | null, v: { firstName: string | null; url: string; base: string }): RenderedMail {
    const brand = mailBrandOf(brandToken).name[lang === 'fr-ca' ? 'fr' : 'en'];
    return lang === 'fr-ca'
      ? render({
          lang, brand: brandToken, base: v.base,
          subject: `Votre compte ${brand} est prêt`,
          greeting: hello(lang, v.firstName),
          lines: [`Un compte ${brand} a été créé pour vous. Choisissez votre mot de passe pour l’utiliser.`, 'Le lien est valide une heure et ne fonctionne qu’une fois.'],
          action: { label: 'Créer mon mot de passe', url: v.url },
          footer: footer(lang, brand),
        })
      : render({
          lang, brand: brandToken, base: v.base,
          subject: `Your ${brand} account is ready`,
          greeting: hello(lang, v.firstName),
          lines: [`A ${brand} account was created for you. Choose your password to start using it.`, 'The link is valid for one hour and works once.'],
          action: { label: 'Create my password', url: v.url },
          footer: footer(lang, brand),
        });
  },

  /** Sent once per throttling window when an account reaches its failed sign-in limit (ADR 0022): not locked, slowed for new devices. */
  loginAttempts(lang: MailLanguage, brandToken: string | null, v: { firstName: string | null; failures: number; url: string; base: string }): RenderedMail {
    const brand = mailBrandOf(brandToken).name[lang === 'fr-ca' ? 'fr' : 'en'];
    return lang === 'fr-ca'
      ? render({
          lang, brand: brandToken, base: v.base,
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
          lang, brand: brandToken, base: v.base,
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
