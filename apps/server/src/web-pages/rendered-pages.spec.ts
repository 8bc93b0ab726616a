import { RenderedPages, type KeptPage } from './rendered-pages';

const page = (html: string, status = 200): KeptPage => ({ html, headHints: '', catalogParts: [], brandStyle: ':root{}', status, scriptHashes: [] });

/** A renderer that counts its renders and answers `html` for the url, optionally held until released. */
function renderer() {
  const calls: string[] = [];
  let hold: Promise<void> | null = null;
  let release = () => undefined as void;
  const render = async (url: string, host: string) => {
    calls.push(`${host}${url}`);
    if (hold) await hold;
    return url.includes('app-decides') ? null : page(`<main>${url} #${calls.length}</main>`);
  };
  return {
    render,
    calls,
    holdNext() {
      hold = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

describe('RenderedPages: a public page is rendered once, and again when what it shows changes', () => {
  let now = 0;
  const options = { maxBytes: 10_000, maxAgeMs: 60_000, now: () => now };
  beforeEach(() => {
    now = 1_000;
  });

  it('keeps a page by brand, address and version: the listing’s next version is rendered anew', async () => {
    const r = renderer();
    const pages = new RenderedPages(r.render, options);
    const v1 = { brandId: 'default', url: '/en-ca/cars/x', version: '1' };
    expect((await pages.page(v1, 'localhost'))!.html).toBe('<main>/en-ca/cars/x #1</main>');
    expect((await pages.page(v1, 'localhost'))!.html).toBe('<main>/en-ca/cars/x #1</main>');
    // The listing's next event (a price, a sale) moves its version.
    expect((await pages.page({ ...v1, version: '2' }, 'localhost'))!.html).toBe('<main>/en-ca/cars/x #2</main>');
    // Another brand, another address (another language, another search): another page.
    await pages.page({ ...v1, brandId: 'finance' }, 'finance.localhost');
    await pages.page({ ...v1, url: '/en-ca/cars/x?a=1' }, 'localhost');
    expect(r.calls).toEqual(['localhost/en-ca/cars/x', 'localhost/en-ca/cars/x', 'finance.localhost/en-ca/cars/x', 'localhost/en-ca/cars/x?a=1']);
  });

  it('renders a page again once it is older than its longest age (what its version does not cover: the filters’ counts)', async () => {
    const r = renderer();
    const pages = new RenderedPages(r.render, options);
    const key = { brandId: 'default', url: '/fr-ca/autos', version: 'abc' };
    await pages.page(key, 'localhost');
    now += 59_000;
    await pages.page(key, 'localhost');
    expect(r.calls).toHaveLength(1);
    now += 2_000;
    expect((await pages.page(key, 'localhost'))!.html).toBe('<main>/fr-ca/autos #2</main>');
  });

  it('shares one rendering between the first visitors of a page', async () => {
    const r = renderer();
    const pages = new RenderedPages(r.render, options);
    const key = { brandId: 'default', url: '/en-ca/', version: '' };
    r.holdNext();
    const visits = [pages.page(key, 'localhost'), pages.page(key, 'localhost'), pages.page(key, 'localhost')];
    r.release();
    const answers = await Promise.all(visits);
    expect(r.calls).toHaveLength(1);
    expect(new Set(answers)).toEqual(new Set([answers[0]]));
  });

  it('keeps no error page (any path may be asked), nor a page the app decides in the browser', async () => {
    const r = renderer();
    const pages = new RenderedPages(r.render, options);
    const missing = { brandId: 'default', url: '/en-ca/no-such-page', version: '' };
    await pages.page(missing, 'localhost', false);
    await pages.page(missing, 'localhost', false);
    expect(await pages.page({ brandId: 'default', url: '/en-ca/app-decides', version: '' }, 'localhost')).toBeNull();
    expect(r.calls).toHaveLength(3);
    expect(pages.size).toBe(0);
  });

  it('holds a bounded number of bytes: the least recently used page goes first', async () => {
    const r = renderer();
    const pages = new RenderedPages(r.render, { ...options, maxBytes: 80 });
    const key = (n: number) => ({ brandId: 'default', url: `/en-ca/cars/${n}`, version: '' });
    for (const n of [1, 2, 3]) await pages.page(key(n), 'localhost');
    expect(pages.size).toBeLessThan(3);
    await pages.page(key(3), 'localhost');
    expect(r.calls).toHaveLength(3);
    await pages.page(key(1), 'localhost');
    expect(r.calls).toHaveLength(4);
  });
});
