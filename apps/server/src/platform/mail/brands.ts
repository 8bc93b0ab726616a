/**
 * What emails need to know about each white-label brand (spec §1), keyed by the brand's environment token (the
 * X-Environment-Token header): its names, legal entity, colours and the web app's asset folder (its logo). Mirrors
 * the web app's brand list (apps/web/src/lib/brand/brands.ts; brands.spec.ts keeps the two equal); unknown tokens
 * fall back to the default brand.
 */
export interface MailBrand {
  readonly token: string;
  /** The web app's brand id: its files are under `/brands/<assetId>/` on every host. */
  readonly assetId: string;
  readonly name: { readonly en: string; readonly fr: string };
  readonly legalName: string;
  readonly palette: { readonly primary: string; readonly secondary: string; readonly text: string };
}

const BRANDS: readonly MailBrand[] = [
  {
    token: 'shopicar', assetId: 'default', name: { en: 'Shopicar', fr: 'Shopicar' }, legalName: 'Shopicar Inc.',
    palette: { primary: '#0b5cad', secondary: '#f2a900', text: '#1b2430' },
  },
  {
    token: 'shopicar-finance', assetId: 'finance', name: { en: 'Shopicar Finance', fr: 'Shopicar Financement' }, legalName: 'Shopicar Finance Inc.',
    palette: { primary: '#0f6b4f', secondary: '#c9e7dc', text: '#17302a' },
  },
  {
    token: 'shopitrade', assetId: 'trade-in', name: { en: 'Shopitrade', fr: 'Shopitrade' }, legalName: 'Shopicar Inc.',
    palette: { primary: '#b4361d', secondary: '#ffd8c7', text: '#2b1a14' },
  },
  {
    token: 'dealer-group', assetId: 'dealer-group', name: { en: 'Boreal Auto Group', fr: 'Groupe Auto Boréal' }, legalName: 'Groupe Auto Boréal inc.',
    palette: { primary: '#243b6b', secondary: '#8fb8de', text: '#141c2b' },
  },
  {
    token: 'listing-partner', assetId: 'listing', name: { en: 'AutoShowcase', fr: 'AutoVitrine' }, legalName: 'AutoVitrine Média inc.',
    palette: { primary: '#6a2c91', secondary: '#f0c8ff', text: '#231430' },
  },
  {
    token: 'dealer-directory', assetId: 'directory', name: { en: 'Dealer Directory', fr: 'Répertoire des concessionnaires' }, legalName: 'Shopicar Inc.',
    palette: { primary: '#006d77', secondary: '#ffddd2', text: '#102a2d' },
  },
];

export const MAIL_BRANDS: readonly MailBrand[] = BRANDS;
export const DEFAULT_MAIL_BRAND = BRANDS[0];

export function mailBrandOf(token: string | null | undefined): MailBrand {
  return BRANDS.find((b) => b.token === token) ?? DEFAULT_MAIL_BRAND;
}
