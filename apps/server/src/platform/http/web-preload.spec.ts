import { filesIn, preloadPlan, someRouteMatches, withPreloads, type Manifest } from './web-preload';

/** The shape of Vite's .vite/manifest.json for a few of the app's routes (TanStack Router's split components). */
const split = (route: string) => `src/routes/${route}.tsx?tsr-split=component`;
const manifest: Manifest = {
  'index.html': { file: 'assets/app-1.js', src: 'index.html', isEntry: true, imports: ['_runtime.js'], css: ['assets/app-1.css'] },
  '_runtime.js': { file: 'assets/rolldown-runtime-1.js' },
  '_forms.js': { file: 'assets/forms-1.js', imports: ['_text-field.js', '_runtime.js'] },
  '_text-field.js': { file: 'assets/text-field-1.js' },
  '_public-layout.js': { file: 'assets/public-layout-1.js', css: ['assets/public-layout-1.css'] },
  [split('$lang/route')]: { file: 'assets/route-1.js', isDynamicEntry: true },
  [split('$lang/_public/route')]: { file: 'assets/route-2.js', isDynamicEntry: true, imports: ['_public-layout.js'] },
  [split('$lang/_public/login')]: { file: 'assets/login-1.js', isDynamicEntry: true, imports: ['_forms.js'] },
  [split('$lang/_public/index')]: { file: 'assets/home-1.js', isDynamicEntry: true },
  [split('$lang/cars')]: { file: 'assets/cars-1.js', isDynamicEntry: true, imports: ['_public-layout.js'] },
  [split('$lang/cars.index')]: { file: 'assets/cars.index-1.js', isDynamicEntry: true },
  [split('$lang/cars.$vehicleId')]: { file: 'assets/vehicle-1.js', isDynamicEntry: true },
  [split('$lang/block')]: { file: 'assets/block-1.js', isDynamicEntry: true },
  [split('$lang/block_.vehicle-details.$guid')]: { file: 'assets/block-details-1.js', isDynamicEntry: true },
  [split('$lang/admin/route')]: { file: 'assets/admin-1.js', isDynamicEntry: true },
  [split('$lang/admin/users/new')]: { file: 'assets/user-new-1.js', isDynamicEntry: true },
  [split('$lang/admin/users/$userId')]: { file: 'assets/user-1.js', isDynamicEntry: true },
  [split('$lang/customer/route')]: { file: 'assets/customer-1.js', isDynamicEntry: true },
  [split('$lang/customer/dashboard')]: { file: 'assets/dashboard-1.js', isDynamicEntry: true },
  [split('$lang/customer/$')]: { file: 'assets/customer-splat-1.js', isDynamicEntry: true },
  'src/locales/en-ca/messages.po': { file: 'assets/messages-en.js', isDynamicEntry: true },
  'src/locales/fr-ca/messages.po': { file: 'assets/messages-fr.js', isDynamicEntry: true },
};

describe('preloadPlan', () => {
  it("names the login page's layouts, page, their imports and the language's catalog; not what index.html loads", () => {
    expect(preloadPlan(manifest, '/en-ca/login')).toEqual({
      modules: ['assets/route-1.js', 'assets/route-2.js', 'assets/public-layout-1.js', 'assets/login-1.js', 'assets/forms-1.js', 'assets/text-field-1.js', 'assets/messages-en.js'],
      styles: ['assets/public-layout-1.css'],
    });
  });

  it('picks the index page for the language root, and the French catalog in French', () => {
    expect(preloadPlan(manifest, '/fr-ca/').modules).toEqual(['assets/route-1.js', 'assets/route-2.js', 'assets/public-layout-1.js', 'assets/home-1.js', 'assets/messages-fr.js']);
  });

  it('takes a parent file with children as a layout, and a parameter page below it', () => {
    expect(preloadPlan(manifest, '/en-ca/cars').modules).toEqual(['assets/route-1.js', 'assets/cars-1.js', 'assets/public-layout-1.js', 'assets/cars.index-1.js', 'assets/messages-en.js']);
    expect(preloadPlan(manifest, '/en-ca/cars/123?x=1').modules).toEqual(['assets/route-1.js', 'assets/cars-1.js', 'assets/public-layout-1.js', 'assets/vehicle-1.js', 'assets/messages-en.js']);
  });

  it('un-nests `block_` and prefers a literal segment to a parameter, as the router does', () => {
    expect(preloadPlan(manifest, '/en-ca/block/vehicle-details/abc').modules).toEqual(['assets/route-1.js', 'assets/block-details-1.js', 'assets/messages-en.js']);
    expect(preloadPlan(manifest, '/en-ca/admin/users/new').modules).toEqual(['assets/route-1.js', 'assets/admin-1.js', 'assets/user-new-1.js', 'assets/messages-en.js']);
    expect(preloadPlan(manifest, '/en-ca/admin/users/7').modules).toEqual(['assets/route-1.js', 'assets/admin-1.js', 'assets/user-1.js', 'assets/messages-en.js']);
  });

  it('uses a splat only when no page matches', () => {
    expect(preloadPlan(manifest, '/en-ca/customer/dashboard').modules).toContain('assets/dashboard-1.js');
    expect(preloadPlan(manifest, '/en-ca/customer/dashboard').modules).not.toContain('assets/customer-splat-1.js');
    expect(preloadPlan(manifest, '/en-ca/customer/unknown/page').modules).toContain('assets/customer-splat-1.js');
  });

  it('leaves out what index.html already names (the entry merged into a chunk group has no isEntry)', () => {
    const grouped: Manifest = { ...manifest, 'index.html': { file: 'assets/unused.js' }, '_app.js': { file: 'assets/app-1.js' }, [split('$lang/route')]: { file: 'assets/route-1.js', imports: ['_app.js'] } };
    const html = '<script type="module" crossorigin src="/assets/app-1.js"></script><link rel="stylesheet" href="/assets/public-layout-1.css">';
    expect(filesIn(html)).toEqual(new Set(['assets/app-1.js', 'assets/public-layout-1.css']));
    expect(preloadPlan(grouped, '/en-ca/login', filesIn(html))).toEqual({
      modules: ['assets/route-1.js', 'assets/route-2.js', 'assets/public-layout-1.js', 'assets/login-1.js', 'assets/forms-1.js', 'assets/text-field-1.js', 'assets/rolldown-runtime-1.js', 'assets/messages-en.js'],
      styles: [],
    });
  });

  it('names no page for an unknown path, and nothing without a language', () => {
    expect(preloadPlan(manifest, '/en-ca/no/such/page').modules).toEqual(['assets/route-1.js', 'assets/messages-en.js']);
    expect(preloadPlan(manifest, '/')).toEqual({ modules: [], styles: [] });
    // An error page's path that does not decode (a lone surrogate's UTF-8) matches no page, and throws nothing.
    expect(preloadPlan(manifest, '/fr-ca/%ED%A0%80').modules).toEqual(['assets/route-1.js', 'assets/messages-fr.js']);
  });
});

describe('someRouteMatches', () => {
  const files = ['__root.tsx', '$lang/route.tsx', '$lang/cars.tsx', '$lang/cars.index.tsx', '$lang/cars.$vehicleId.tsx', '$lang/customer/route.tsx', '$lang/customer/index.tsx', '$lang/customer/$.tsx', '$lang/vehiclesTeam/Images.tsx'];

  it('finds a page (not a layout) for the whole path, or a splat; in any case', () => {
    expect(someRouteMatches(files, '/en-ca/cars')).toBe(true);
    expect(someRouteMatches(files, '/en-ca/cars/x')).toBe(true);
    expect(someRouteMatches(files, '/en-ca/cars/x/y')).toBe(false);
    expect(someRouteMatches(files, '/en-ca/customer')).toBe(true);
    expect(someRouteMatches(files, '/en-ca/customer/any/thing')).toBe(true);
    expect(someRouteMatches(files, '/en-ca/vehiclesteam/images')).toBe(true);
    expect(someRouteMatches(files, '/en-ca/anything-unknown')).toBe(false);
  });
});

describe('withPreloads', () => {
  it('adds the hints before </head>, and leaves the page as it is without any', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(withPreloads(html, { modules: ['assets/a.js'], styles: ['assets/a.css'] }))
      .toBe('<html><head><title>x</title>    <link rel="stylesheet" crossorigin href="/assets/a.css">\n    <link rel="modulepreload" crossorigin href="/assets/a.js">\n  </head><body></body></html>');
    expect(withPreloads(html, { modules: [], styles: [] })).toBe(html);
  });
});
