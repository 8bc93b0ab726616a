import type { BrandId } from '../runtime-config';

export type { BrandId };

export interface Palette {
  primary: string;
  secondary: string;
  text: string;
}

/** A white-label variant (spec §1). Texts are per language; the legal entity name is not translated. */
export interface Brand {
  id: BrandId;
  name: { en: string; fr: string };
  /** Suffix of every document title. */
  pageTitle: { en: string; fr: string };
  /** Legal entity named in the footer and in the terms and privacy policy. */
  legalName: string;
  logo: { en: string; fr: string };
  favicon: string;
  palette: Palette;
  /** Sent as X-Environment-Token on every API call; the server's configuration may override it per environment. */
  environmentToken: string;
}

const asset = (id: BrandId, file: string) => `/brands/${id}/${file}`;

const define = (brand: Omit<Brand, 'logo' | 'favicon'>): Brand => ({
  ...brand,
  logo: { en: asset(brand.id, 'logo-en.svg'), fr: asset(brand.id, 'logo-fr.svg') },
  favicon: asset(brand.id, 'favicon.svg'),
});

export const BRANDS: Readonly<Record<BrandId, Brand>> = {
  default: define({
    id: 'default',
    name: { en: 'Shopicar', fr: 'Shopicar' },
    pageTitle: { en: 'Shopicar – Buy your next car online', fr: 'Shopicar – Achetez votre prochaine auto en ligne' },
    legalName: 'Shopicar Inc.',
    palette: { primary: '#0b5cad', secondary: '#f2a900', text: '#1b2430' },
    environmentToken: 'shopicar',
  }),
  finance: define({
    id: 'finance',
    name: { en: 'Shopicar Finance', fr: 'Shopicar Financement' },
    pageTitle: { en: 'Shopicar Finance – Car financing', fr: 'Shopicar Financement – Financement auto' },
    legalName: 'Shopicar Finance Inc.',
    palette: { primary: '#0f6b4f', secondary: '#c9e7dc', text: '#17302a' },
    environmentToken: 'shopicar-finance',
  }),
  'trade-in': define({
    id: 'trade-in',
    name: { en: 'Shopitrade', fr: 'Shopitrade' },
    pageTitle: { en: 'Shopitrade – Trade in your vehicle', fr: 'Shopitrade – Échangez votre véhicule' },
    legalName: 'Shopicar Inc.',
    palette: { primary: '#b4361d', secondary: '#ffd8c7', text: '#2b1a14' },
    environmentToken: 'shopitrade',
  }),
  'dealer-group': define({
    id: 'dealer-group',
    name: { en: 'Boreal Auto Group', fr: 'Groupe Auto Boréal' },
    pageTitle: { en: 'Boreal Auto Group', fr: 'Groupe Auto Boréal' },
    legalName: 'Groupe Auto Boréal inc.',
    palette: { primary: '#243b6b', secondary: '#8fb8de', text: '#141c2b' },
    environmentToken: 'dealer-group',
  }),
  listing: define({
    id: 'listing',
    name: { en: 'AutoShowcase', fr: 'AutoVitrine' },
    pageTitle: { en: 'AutoShowcase – Vehicle listings', fr: 'AutoVitrine – Annonces de véhicules' },
    legalName: 'AutoVitrine Média inc.',
    palette: { primary: '#6a2c91', secondary: '#f0c8ff', text: '#231430' },
    environmentToken: 'listing-partner',
  }),
  directory: define({
    id: 'directory',
    name: { en: 'Dealer Directory', fr: 'Répertoire des concessionnaires' },
    pageTitle: { en: 'Dealer Directory', fr: 'Répertoire des concessionnaires' },
    legalName: 'Shopicar Inc.',
    palette: { primary: '#006d77', secondary: '#ffddd2', text: '#102a2d' },
    environmentToken: 'dealer-directory',
  }),
};

/** Development host names (Chromium resolves *.localhost to loopback). */
export const DEVELOPMENT_HOSTS: Readonly<Record<string, BrandId>> = {
  'finance.localhost': 'finance',
  'trade.localhost': 'trade-in',
  'group.localhost': 'dealer-group',
  'listing.localhost': 'listing',
  'directory.localhost': 'directory',
};
