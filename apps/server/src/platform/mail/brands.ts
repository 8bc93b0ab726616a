/**
 * What emails need to know about each white-label brand (spec §1), keyed by the brand's environment token (the
 * X-Environment-Token header). Mirrors the web app's brand list; unknown tokens fall back to the default brand.
 */
export interface MailBrand {
  readonly token: string;
  readonly name: { readonly en: string; readonly fr: string };
}

const BRANDS: readonly MailBrand[] = [
  { token: 'shopicar', name: { en: 'Shopicar', fr: 'Shopicar' } },
  { token: 'shopicar-finance', name: { en: 'Shopicar Finance', fr: 'Shopicar Financement' } },
  { token: 'shopitrade', name: { en: 'Shopitrade', fr: 'Shopitrade' } },
  { token: 'dealer-group', name: { en: 'Boreal Auto Group', fr: 'Groupe Auto Boréal' } },
  { token: 'listing-partner', name: { en: 'AutoShowcase', fr: 'AutoVitrine' } },
  { token: 'dealer-directory', name: { en: 'Dealer Directory', fr: 'Répertoire des concessionnaires' } },
];

export const DEFAULT_MAIL_BRAND = BRANDS[0];

export function mailBrandOf(token: string | null | undefined): MailBrand {
  return BRANDS.find((b) => b.token === token) ?? DEFAULT_MAIL_BRAND;
}
