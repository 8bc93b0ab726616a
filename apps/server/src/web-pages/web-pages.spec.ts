import { vehicleIdOfSegment, vehiclePagePath } from '@marketplace/contracts';
import type { VehicleDetail } from '@marketplace/contracts';
import { create } from 'xmlbuilder2';
import { robotsTxt, sitemap, sitemapIndex } from './crawl-files';
import { escapeHtml, jsonForScript, withHead } from './head';
import { createHash } from 'node:crypto';
import { inlineScriptHashes, withRenderedPage, withStaticPage } from './page-body';
import { answerFor, cleanInventoryQuery } from './page-request';
import { inventoryQueryOf } from './inventory-listing';
import { inventoryPageHead, publicPageHead, vehiclePageHead } from './page-heads';
import { brandedRequest, parseBrandHosts, type BrandedRequest, type Site } from './site';

const ROUTES = ['__root.tsx', '$lang/route.tsx', '$lang/_public/route.tsx', '$lang/_public/index.tsx', '$lang/_public/login.tsx', '$lang/cars.tsx', '$lang/cars.index.tsx',
  '$lang/cars.$vehicleId.tsx', '$lang/customer/route.tsx', '$lang/customer/index.tsx', '$lang/customer/$.tsx', '$lang/vehiclesTeam/Images.tsx'];
const ID = '0b1e2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('answerFor: what a GET of a web app path answers', () => {
  const cases: [string, object][] = [
    ['/', { kind: 'redirect', status: 302, location: '/en-ca/' }],
    ['/de-de/login', { kind: 'redirect', status: 302, location: '/en-ca/login' }],
    ['/FR-CA/signup?a=1', { kind: 'redirect', status: 301, location: '/fr-ca/signup?a=1' }],
    ['/en-ca/signup/', { kind: 'redirect', status: 301, location: '/en-ca/signup' }],
    ['/en-ca', { kind: 'redirect', status: 301, location: '/en-ca/' }],
    ['/fr-ca/cars?make=3', { kind: 'redirect', status: 301, location: '/fr-ca/autos?make=3' }],
    [`/en-ca/autos/${ID}`, { kind: 'redirect', status: 301, location: `/en-ca/cars/${ID}` }],
    ['/assets/app-old.js', { kind: 'error', status: 404, lang: 'en-ca' }],
    ['/wp-login.php?x=1', { kind: 'error', status: 404, lang: 'en-ca' }],
    ['/en-ca/', { kind: 'public', lang: 'en-ca', page: 'home' }],
    ['/fr-ca/autos?make=3&page=2', { kind: 'public', lang: 'fr-ca', page: 'inventory' }],
    ['/fr-ca/faq', { kind: 'public', lang: 'fr-ca', page: 'faq' }],
    [`/en-ca/cars/2021-honda-civic-ex-${ID}?x=1`, { kind: 'vehicle', lang: 'en-ca', id: ID, segment: `2021-honda-civic-ex-${ID}`, query: 'x=1' }],
    ['/en-ca/cars/not-a-vehicle', { kind: 'error', status: 404, lang: 'en-ca' }],
    ['/en-ca/anything-unknown', { kind: 'error', status: 404, lang: 'en-ca' }],
    ['/fr-ca/customer/garage', { kind: 'app', lang: 'fr-ca' }],
    ['/en-ca/customer', { kind: 'app', lang: 'en-ca' }],
    ['/en-ca/vehiclesteam/images', { kind: 'app', lang: 'en-ca' }],
    ['/en-ca/%E0%A4%A', { kind: 'error', status: 400, lang: 'en-ca' }],
    ['/fr-ca/%ED%A0%80', { kind: 'error', status: 400, lang: 'fr-ca' }],
    [`/fr-ca/login?referer=${'a'.repeat(5_000)}`, { kind: 'error', status: 414, lang: 'fr-ca' }],
    // A query parameter that is not UTF-8: refused on any page but the inventory (whose canonical redirect drops it).
    ['/fr-ca/login?referer=%ED%A0%80', { kind: 'error', status: 400, lang: 'fr-ca' }],
    [`/en-ca/cars/2021-honda-civic-ex-${ID}?x=%ED%A0%80`, { kind: 'error', status: 400, lang: 'en-ca' }],
    ['/en-ca/cars?q=%ED%A0%80&make=3', { kind: 'redirect', status: 301, location: '/en-ca/cars?make=3' }],
  ];
  it.each(cases.map(([url, answer]) => [url.length > 80 ? `${url.slice(0, 60)}… (${url.length})` : url, url, answer]))('%s', (_label, url, answer) => {
    expect(answerFor(url, ROUTES)).toEqual(answer);
  });

  it('keeps the inventory query as sent but for unknown or repeated keys, long values and bad UTF-8', () => {
    expect(cleanInventoryQuery('make=3&q=%22hybrid%22')).toBeNull();
    expect(cleanInventoryQuery('make=3&make=4&evil=1&q=%ED%A0%80&year=2020')).toBe('make=3&year=2020');
    expect(cleanInventoryQuery(`q=${'x'.repeat(500)}`)).toBe('');
    expect(answerFor('/en-ca/cars?make=3&make=4', ROUTES)).toEqual({ kind: 'redirect', status: 301, location: '/en-ca/cars?make=3' });
    expect(answerFor('/en-ca/cars?zzz=1', ROUTES)).toEqual({ kind: 'redirect', status: 301, location: '/en-ca/cars' });
  });
});

describe('vehicle page URLs', () => {
  it('reads the id at the end of a slug, and names the page by its slug in each language', () => {
    expect(vehicleIdOfSegment(`2021-honda-civic-ex-${ID.toUpperCase()}`)).toBe(ID);
    expect(vehicleIdOfSegment(ID)).toBe(ID);
    expect(vehicleIdOfSegment(`x${ID}`)).toBeNull();
    const naming = { id: ID, year: 2021, make: 'Citroën', model: 'C-4 <Picasso>', trim: 'EX "L"' };
    expect(vehiclePagePath('en-ca', naming)).toBe(`/en-ca/cars/2021-citroen-c-4-picasso-ex-l-${ID}`);
    expect(vehiclePagePath('fr-ca', naming)).toBe(`/fr-ca/autos/2021-citroen-c-4-picasso-ex-l-${ID}`);
  });
});

const site: BrandedRequest = {
  brandId: 'default',
  origin: 'https://cars.example.ca',
  brand: { name: { en: 'Shopicar', fr: 'Shopicar' }, pageTitle: { en: 'Shopicar – Buy', fr: 'Shopicar – Achetez' }, favicon: '/brands/default/favicon.svg', logo: { en: '/l-en.svg', fr: '/l-fr.svg' } },
};
const INDEX = '<!doctype html><html lang="en-CA"><head><link rel="icon" href="/brands/default/favicon.svg" data-brand-favicon /><title>Shopicar</title></head><body></body></html>';

const hostile = '</script><script>alert(1)</script>"\'&<!--';
const vehicle = (over: Partial<VehicleDetail> = {}): VehicleDetail => ({
  id: ID, version: 3, dateUpdated: '2026-01-02T03:04:05.000Z', listedAt: '2026-01-01T00:00:00.000Z', vin: '1HGCV1F3XLA000001', condition: 'used', year: 2021,
  make: { id: 1, name: 'Honda' }, model: { id: 2, name: hostile }, trim: { id: 3, name: 'EX' }, bodyType: 'sedan', kilometres: 42_000,
  exteriorColour: { id: 1, nameEn: 'Blue', nameFr: 'Bleu', hex: '#00f' }, interiorColour: { id: 2, nameEn: 'Black', nameFr: 'Noir', hex: '#000' },
  photos: ['/api/catalog/photos/x/1.svg'], msrp: null, price: { vehiclePrice: 2_400_000, fees: [], allInPrice: 2_499_000, excluded: ['sales_taxes', 'licensing'] },
  dealer: { companyId: 1, name: `Dealer ${hostile}`, city: 'Laval', province: 'QC', lat: 45.5, lng: -73.7 }, status: 'available', ...over,
});

describe('the head', () => {
  it('puts the language, a French title, description, canonical and alternates on a French page', () => {
    const html = withHead(INDEX, publicPageHead(site, 'fr-ca', 'home', true));
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain('<title>Shopicar – Achetez</title>');
    expect(html).toContain('<link rel="canonical" href="https://cars.example.ca/fr-ca/">');
    expect(html).toContain('<link rel="alternate" hreflang="en-CA" href="https://cars.example.ca/en-ca/">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://cars.example.ca/en-ca/">');
    expect(html).toContain('<meta name="session" content="anonymous">');
    expect(html).toMatch(/<meta name="description" content="Shopicar : achetez/);
  });

  it('never lets listing text out of its attribute or its JSON-LD script', () => {
    const html = withHead(INDEX, vehiclePageHead(site, 'en-ca', vehicle(), false));
    // One script element per JSON-LD object, each closed where it should be, and nothing executable added.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!--');
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    expect(scripts[0].model).toBe(hostile);
    expect(scripts[0].offers).toMatchObject({ price: '24990.00', priceCurrency: 'CAD', availability: 'https://schema.org/InStock' });
    expect(scripts[0].vehicleIdentificationNumber).toBe('1HGCV1F3XLA000001');
    expect(scripts[0].mileageFromOdometer).toMatchObject({ value: 42000, unitCode: 'KMT' });
    expect(scripts[1]['@type']).toBe('BreadcrumbList');
    for (const m of html.matchAll(/<meta [^>]*>/g)) expect(m[0]).toMatch(/^<meta (name|property)="[^"]*" content="[^"<>]*">$/);
    expect(escapeHtml(hostile)).not.toMatch(/[<>"']/);
    expect(jsonForScript({ a: '</script>\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u2028"}');
  });
});

describe('crawl files', () => {
  const listings = [{ id: ID, year: 2021, make: 'Honda', model: 'Civic', trim: 'EX', dateUpdated: '2026-01-02T03:04:05.000Z' }];

  it('robots.txt disallows the personal areas and names the sitemap', () => {
    const robots = robotsTxt('https://cars.example.ca');
    expect(robots).toContain('Disallow: /fr-ca/customer');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Sitemap: https://cars.example.ca/sitemap.xml');
  });

  it('sitemaps: an index of one per language, each with the public pages and the vehicles, and their alternates', () => {
    const index = create(sitemapIndex('https://h', listings, '2026-01-02T03:04:05.000Z')).end({ format: 'object' }) as any;
    expect(index.sitemapindex.sitemap.map((s: any) => s.loc)).toEqual(['https://h/sitemaps/en-ca-1.xml', 'https://h/sitemaps/fr-ca-1.xml']);
    const fr = sitemap('https://h', 'fr-ca', 1, listings, '2026-01-02T03:04:05.000Z')!;
    expect(fr).toContain(`<loc>https://h/fr-ca/autos/2021-honda-civic-ex-${ID}</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod>`);
    expect(fr).toContain(`<xhtml:link rel="alternate" hreflang="en-CA" href="https://h/en-ca/cars/2021-honda-civic-ex-${ID}" />`);
    expect(fr).toContain('<loc>https://h/fr-ca/terms-and-conditions</loc>');
    expect(sitemap('https://h', 'fr-ca', 2, listings, null)).toBeNull();
  });
});

describe('the brand and canonical origin of a request', () => {
  const brand = (name: string) => ({ name: { en: name, fr: name }, pageTitle: { en: name, fr: name }, favicon: `/brands/${name}/favicon.svg`, logo: { en: '', fr: '' } });
  const known: Site = { brands: { default: brand('default'), finance: brand('finance') }, developmentHosts: { 'finance.localhost': 'finance' }, routes: [] };
  const hosts = parseBrandHosts('cars.example.ca=default, finance.example.ca=finance');

  it('names the brand’s configured host (BRAND_HOSTS), whatever host the request came by; https in production', () => {
    expect(brandedRequest(known, hosts, { host: 'finance.example.ca', protocol: 'http' }, true)).toMatchObject({ brandId: 'finance', origin: 'https://finance.example.ca' });
    expect(brandedRequest(known, hosts, { host: 'unknown.example', protocol: 'https' })).toMatchObject({ brandId: 'default', origin: 'https://cars.example.ca' });
    expect(brandedRequest(known, hosts, { host: 'finance.example.ca', protocol: 'http' })).toMatchObject({ origin: 'http://finance.example.ca' });
  });

  it('without configured hosts, the request’s own host; a Host header that is not a host name is never echoed', () => {
    expect(brandedRequest(known, {}, { host: 'finance.localhost:3000', protocol: 'http' })).toMatchObject({ brandId: 'finance', origin: 'http://finance.localhost:3000' });
    expect(brandedRequest(known, {}, { host: 'evil.example"><script>', protocol: 'http' }).origin).toBe('http://localhost');
  });
});

describe('the inventory’s head', () => {
  it('reads the search as the app writes it into the API’s query, or none', () => {
    expect(inventoryQueryOf('')).toMatchObject({ sort: 'dateUpdated', order: 'desc', page: 1, pageSize: 24 });
    expect(inventoryQueryOf('make=3&model=301&minPrice=20000&maxPrice=40000&q=%22123%22&sort=price-asc&page=2&condition=used&body=suv')).toEqual({
      makeId: 3, modelId: 301, priceMin: 2_000_000, priceMax: 4_000_000, search: '123', sort: 'price', order: 'asc', page: 2, pageSize: 24, condition: 'used', bodyType: 'suv',
    });
    expect(inventoryQueryOf('sort=cheapest')).toBeNull();
    expect(inventoryQueryOf('year=1800')).toBeNull();
  });

  it('lists the page’s vehicles with their addresses, and names the previous and next pages of the same search', () => {
    const item = { id: ID, year: 2021, make: 'Honda', model: 'Civic', trim: 'EX' } as never;
    const head = inventoryPageHead(site, 'fr-ca', true, { items: [item], total: 50, page: 2, pageSize: 24 }, 'make=3&page=2');
    expect(head.prev).toBe('https://cars.example.ca/fr-ca/autos?make=3');
    expect(head.next).toBe('https://cars.example.ca/fr-ca/autos?make=3&page=3');
    expect(head.structuredData[0]).toMatchObject({
      '@type': 'ItemList', numberOfItems: 50,
      itemListElement: [{ position: 25, url: `https://cars.example.ca/fr-ca/autos/2021-honda-civic-ex-${ID}`, name: '2021 Honda Civic EX' }],
    });
    expect(withHead(INDEX, head)).toContain('<link rel="next" href="https://cars.example.ca/fr-ca/autos?make=3&amp;page=3">');
  });
});

describe('the body of a page the server rendered (ADR 0065)', () => {
  const index = [
    '<!doctype html><html lang="en-CA"><head><title>x</title>',
    '<script type="module" crossorigin src="/assets/rolldown-runtime-1.js"></script>',
    '<script type="module" crossorigin src="/assets/app-1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/page-1.js">',
    '<link rel="stylesheet" crossorigin href="/assets/style-1.css">',
    '</head><body>',
    '<!-- Shown until the first page is ready -->',
    '<div id="boot" class="boot" role="status"><div class="boot__bar"></div><span>Loading</span></div>',
    '<div id="root"></div>',
    '<noscript>This site needs JavaScript.</noscript>',
    '</body></html>',
  ].join('\n');
  const rendered = {
    html: '<main>$& Vehicles</main><script>$_TSR</script>', headHints: '<link rel="preload" as="image" href="/logo.svg"/>',
    catalogParts: ['catalog'], brandStyle: ':root{--brand-primary:#0f6b4f}', status: 200, islandScript: null,
  };

  it('puts the markup in #root for the app to hydrate, without the boot shell or the notice; the brand’s colours in the head', () => {
    const page = withRenderedPage(index, rendered);
    expect(page).toContain('<div id="root" data-rendered="server" data-catalog-parts="catalog" data-preload="/assets/page-1.js"><main>$& Vehicles</main><script>$_TSR</script></div>');
    // The route's chunks are for the app to fetch once it runs, not before the first paint.
    expect(page).not.toContain('modulepreload');
    expect(page).not.toMatch(/boot|noscript|Shown until/);
    expect(page).toContain('<style>:root{--brand-primary:#0f6b4f}</style><link rel="preload" as="image" href="/logo.svg"/>\n  </head>');
    // The app's scripts stay: they hydrate the page.
    expect(page).toContain('<script type="module" crossorigin src="/assets/app-1.js"></script>');
  });

  it('boots a page with an island by the island’s script, the app’s on #root for the island to start if it must (ADR 0086)', () => {
    const page = withRenderedPage(index, { ...rendered, catalogParts: [], islandScript: '/assets/entry-login-1.js' });
    expect(page).toContain('<div id="root" data-rendered="server" data-catalog-parts="" data-app="/assets/rolldown-runtime-1.js /assets/app-1.js"><main>');
    // One script in the head, the island's, where the app's first was; no route chunk of the app, in the head or on #root.
    expect(page.match(/<script type="module"[^>]*>/g)).toEqual(['<script type="module" crossorigin src="/assets/entry-login-1.js">']);
    expect(page).toContain('<title>x</title>\n<script type="module" crossorigin src="/assets/entry-login-1.js"></script>\n<link rel="stylesheet"');
    expect(page).not.toMatch(/modulepreload|data-preload|page-1\.js|boot|noscript/);
    expect(page).toContain('<style>:root{--brand-primary:#0f6b4f}</style><link rel="preload" as="image" href="/logo.svg"/>\n  </head>');
  });

  it('names each inline script by the SHA-256 of its text, as the policy’s hash sources (and no script with a source)', () => {
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptHashes('<p>é</p><script>self.$_TSR={}</script><script type="module" src="/a.js"></script><script data-x="">b&lt;</script>')).toEqual([
      sha('self.$_TSR={}'), sha('b&lt;'),
    ]);
  });

  it('sends an address refused before routing as a page without the app: no script, no preload', () => {
    const page = withStaticPage(index, { html: '<main>400</main>', brandStyle: ':root{}' });
    expect(page).toContain('<div id="root"><main>400</main></div>');
    expect(page).not.toMatch(/<script type="module"|modulepreload|boot|noscript/);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/style-1.css">');
  });
});
