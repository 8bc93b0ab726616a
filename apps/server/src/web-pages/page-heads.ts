import { vehiclePagePath, type VehicleDetail } from '@marketplace/contracts';
import type { Head } from './head';
import { queryOfPage, type InventoryResults } from './inventory-listing';
import { LANGS, publicPagePath, type Lang, type PublicPage } from './page-request';
import { fill, moneyText, numberText, OTHER_TEXTS, PAGE_TEXTS } from './page-texts';
import { short, type BrandedRequest } from './site';

/** The heads of the pages the server answers (ADR 0061): public pages, vehicle pages, error and personal pages. */

const titled = (title: string | null, site: BrandedRequest, lang: Lang) => (title ? `${title} | ${site.brand.pageTitle[short(lang)]}` : site.brand.pageTitle[short(lang)]);

const base = (site: BrandedRequest, lang: Lang, anonymous: boolean) => ({
  lang, siteName: site.brand.name[short(lang)], favicon: site.brand.favicon, anonymous, structuredData: [] as object[],
});

export function publicPageHead(site: BrandedRequest, lang: Lang, page: PublicPage, anonymous: boolean): Head {
  const text = PAGE_TEXTS[lang][page];
  const alternates = Object.fromEntries(LANGS.map((l) => [l, `${site.origin}${publicPagePath(l, page)}`])) as Record<Lang, string>;
  return {
    ...base(site, lang, anonymous),
    title: titled(text.title, site, lang),
    description: fill(text.description, { brand: site.brand.name[short(lang)] }),
    canonical: alternates[lang],
    alternates,
    robots: 'index',
    image: `${site.origin}${site.brand.logo[short(lang)]}`,
    openGraphType: 'website',
  };
}

/**
 * The inventory: a public page whose head also lists the vehicles of the page asked (schema.org `ItemList`, each with
 * the address of its page) and names the previous and next pages of the same search.
 */
export function inventoryPageHead(site: BrandedRequest, lang: Lang, anonymous: boolean, results: InventoryResults | null, query: string): Head {
  const head = publicPageHead(site, lang, 'inventory', anonymous);
  if (!results) return head;
  const path = `${site.origin}${publicPagePath(lang, 'inventory')}`;
  const pages = Math.ceil(results.total / results.pageSize);
  const list = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url: `${path}${queryOfPage(query, results.page)}`,
    numberOfItems: results.total,
    itemListElement: results.items.map((v, i) => ({
      '@type': 'ListItem',
      position: (results.page - 1) * results.pageSize + i + 1,
      url: `${site.origin}${vehiclePagePath(lang, v)}`,
      name: [v.year, v.make, v.model, v.trim].filter(Boolean).join(' '),
    })),
  };
  return {
    ...head,
    prev: results.page > 1 ? `${path}${queryOfPage(query, Math.min(results.page - 1, Math.max(pages, 1)))}` : null,
    next: results.page < pages ? `${path}${queryOfPage(query, results.page + 1)}` : null,
    structuredData: [list],
  };
}

/** A page that is not indexed: another page of the app (personal areas), or an error page. */
export function unindexedHead(site: BrandedRequest, lang: Lang, anonymous: boolean, kind: 'app' | 'notFound' | 'badRequest' | 'tooLong'): Head {
  const texts = OTHER_TEXTS[lang];
  const title = kind === 'app' ? null : texts[kind];
  return {
    ...base(site, lang, anonymous), title: titled(title, site, lang), description: null, canonical: null, alternates: {}, robots: 'noindex', image: null, openGraphType: 'website',
  };
}

const AVAILABILITY: Record<VehicleDetail['status'], string> = {
  available: 'https://schema.org/InStock',
  locked: 'https://schema.org/LimitedAvailability',
  reserved: 'https://schema.org/LimitedAvailability',
  sold: 'https://schema.org/SoldOut',
};

const vehicleName = (v: VehicleDetail) => [v.year, v.make.name, v.model.name, v.trim.name].filter(Boolean).join(' ');

/** A vehicle's page: its facts in the description, the link previews and the schema.org `Car` with its `Offer`. */
export function vehiclePageHead(site: BrandedRequest, lang: Lang, vehicle: VehicleDetail, anonymous: boolean): Head {
  const naming = { id: vehicle.id, year: vehicle.year, make: vehicle.make.name, model: vehicle.model.name, trim: vehicle.trim.name };
  const alternates = Object.fromEntries(LANGS.map((l) => [l, `${site.origin}${vehiclePagePath(l, naming)}`])) as Record<Lang, string>;
  const url = alternates[lang];
  const name = vehicleName(vehicle);
  const brandName = site.brand.name[short(lang)];
  const price = vehicle.price.allInPrice;
  const description = fill(OTHER_TEXTS[lang].vehicle, {
    vehicle: name, price: moneyText(price, lang), kilometres: numberText(vehicle.kilometres, lang), dealer: vehicle.dealer.name, city: vehicle.dealer.city, brand: brandName,
  });
  const images = vehicle.photos.map((photo) => (/^https?:\/\//.test(photo) ? photo : `${site.origin}${photo.startsWith('/') ? '' : '/'}${photo}`));
  const inventory = `${site.origin}${publicPagePath(lang, 'inventory')}`;
  const dealer = {
    '@type': 'AutoDealer',
    name: vehicle.dealer.name,
    address: { '@type': 'PostalAddress', addressLocality: vehicle.dealer.city, addressRegion: vehicle.dealer.province, addressCountry: 'CA' },
    geo: { '@type': 'GeoCoordinates', latitude: vehicle.dealer.lat, longitude: vehicle.dealer.lng },
  };
  const car = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    '@id': `${url}#vehicle`,
    name,
    url,
    description,
    image: images,
    vehicleIdentificationNumber: vehicle.vin,
    brand: { '@type': 'Brand', name: vehicle.make.name },
    manufacturer: { '@type': 'Organization', name: vehicle.make.name },
    model: vehicle.model.name,
    vehicleConfiguration: vehicle.trim.name,
    vehicleModelDate: String(vehicle.year),
    bodyType: vehicle.bodyType,
    color: lang === 'fr-ca' ? vehicle.exteriorColour.nameFr : vehicle.exteriorColour.nameEn,
    itemCondition: vehicle.condition === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: vehicle.kilometres, unitCode: 'KMT', unitText: 'km' },
    offers: {
      '@type': 'Offer',
      url,
      price: (price / 100).toFixed(2),
      priceCurrency: 'CAD',
      availability: AVAILABILITY[vehicle.status],
      itemCondition: vehicle.condition === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
      seller: dealer,
    },
  };
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: OTHER_TEXTS[lang].homeLink, item: `${site.origin}${publicPagePath(lang, 'home')}` },
      { '@type': 'ListItem', position: 2, name: OTHER_TEXTS[lang].inventoryLink, item: inventory },
      { '@type': 'ListItem', position: 3, name, item: url },
    ],
  };
  return {
    ...base(site, lang, anonymous),
    title: titled(`${name} – ${moneyText(price, lang)}`, site, lang),
    description,
    canonical: url,
    alternates,
    robots: vehicle.status === 'sold' ? 'noindex' : 'index',
    image: images[0] ?? null,
    openGraphType: 'product',
    structuredData: [car, breadcrumbs],
  };
}
