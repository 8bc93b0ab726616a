import type { Lang, PublicPage } from './page-request';

/**
 * The title and description of each public page in each language, as the server puts them in the HTML it sends
 * (search engines and link previews read them; the app sets the same title once it runs: `{page} | {brand title}`).
 * `{brand}` is the brand's name in the page's language.
 */
interface PageText {
  /** The page's own title, before ` | {brand title}`; null for the home page, whose title is the brand's. */
  readonly title: string | null;
  readonly description: string;
}

export const PAGE_TEXTS: Readonly<Record<Lang, Readonly<Record<PublicPage, PageText>>>> = {
  'en-ca': {
    home: { title: null, description: '{brand}: buy your next new or used car online in Canada, with an all-in price, financing, a trade-in offer and home delivery.' },
    inventory: { title: 'Inventory', description: 'Browse new and used cars for sale on {brand}: all-in prices, kilometres, photos, and filters by make, model, year, body type and price.' },
    login: { title: 'Login', description: 'Sign in to your {brand} account to follow your purchases, your financing and your garage.' },
    signup: { title: 'Sign up', description: 'Create your {brand} account to buy a car online, apply for financing and get an offer for your trade-in.' },
    faq: { title: 'Frequently asked questions', description: 'Answers to common questions about buying a car online with {brand}: prices, financing, trade-ins, delivery and returns.' },
    'privacy-policy': { title: 'Privacy policy', description: 'How {brand} collects, uses, protects and keeps your personal information.' },
    'terms-and-conditions': { title: 'Terms and conditions', description: 'The terms and conditions of use of {brand} and of buying a vehicle online.' },
  },
  'fr-ca': {
    home: { title: null, description: '{brand} : achetez votre prochaine auto neuve ou d’occasion en ligne au Canada, avec un prix tout inclus, du financement, une offre pour votre échange et la livraison à domicile.' },
    inventory: { title: 'Inventaire', description: 'Parcourez les autos neuves et d’occasion à vendre sur {brand} : prix tout inclus, kilométrage, photos, et filtres par marque, modèle, année, carrosserie et prix.' },
    login: { title: 'Connexion', description: 'Connectez-vous à votre compte {brand} pour suivre vos achats, votre financement et votre garage.' },
    signup: { title: 'Inscription', description: 'Créez votre compte {brand} pour acheter une auto en ligne, demander du financement et obtenir une offre pour votre échange.' },
    faq: { title: 'Foire aux questions', description: 'Les réponses aux questions fréquentes sur l’achat d’une auto en ligne avec {brand} : prix, financement, échanges, livraison et retours.' },
    'privacy-policy': { title: 'Politique de confidentialité', description: 'Comment {brand} recueille, utilise, protège et conserve vos renseignements personnels.' },
    'terms-and-conditions': { title: 'Conditions d’utilisation', description: 'Les conditions d’utilisation de {brand} et de l’achat d’un véhicule en ligne.' },
  },
};

/** Texts of the other pages: a vehicle's description and breadcrumbs, the error pages' titles. */
export const OTHER_TEXTS: Readonly<Record<Lang, Readonly<Record<'vehicle' | 'notFound' | 'badRequest' | 'tooLong' | 'inventoryLink' | 'homeLink', string>>>> = {
  'en-ca': {
    vehicle: '{vehicle} for sale at {price}, all-in, with {kilometres} km, at {dealer} in {city}. Buy it online on {brand}.',
    notFound: 'Page not found',
    badRequest: 'This address is not valid',
    tooLong: 'This address is too long',
    inventoryLink: 'Inventory',
    homeLink: 'Home',
  },
  'fr-ca': {
    vehicle: '{vehicle} à vendre à {price}, tout inclus, avec {kilometres} km, chez {dealer} à {city}. Achetez-la en ligne sur {brand}.',
    notFound: 'Page introuvable',
    badRequest: 'Cette adresse n’est pas valide',
    tooLong: 'Cette adresse est trop longue',
    inventoryLink: 'Inventaire',
    homeLink: 'Accueil',
  },
};

/** `{name}` placeholders filled in (the values are plain text; escaping is the head's job). */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

// Building an Intl formatter costs far more than using one: one per language, made once.
const MONEY = { 'en-ca': new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }), 'fr-ca': new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }) };
const NUMBER = { 'en-ca': new Intl.NumberFormat('en-CA'), 'fr-ca': new Intl.NumberFormat('fr-CA') };

/** `24 990 $` (fr-CA) or `$24,990` (en-CA), from cents, whole dollars. */
export function moneyText(cents: number, lang: Lang): string {
  return MONEY[lang].format(cents / 100);
}

export function numberText(value: number, lang: Lang): string {
  return NUMBER[lang].format(value);
}
