import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { KeptAnswers, RenderedPages, type KeptPage } from './rendered-pages';

const page = (html: string, status = 200): KeptPage => ({ html, headHints: '', catalogParts: [], brandStyle: ':root{}', status, scriptHashes: [], islandScript: null });

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
  let spread = 0;
  const options = { maxBytes: 10_000, refreshAfterMs: 60_000, maxAgeMs: 600_000, now: () => now, spread: () => spread };
  beforeEach(() => {
    now = 1_000;
    spread = 0;
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

  it('refreshes a page older than a minute in the background (that visit still gets the kept one), and never sends one past its longest age', async () => {
    const r = renderer();
    const pages = new RenderedPages(r.render, options);
    const key = { brandId: 'default', url: '/fr-ca/autos', version: 'abc' };
    await pages.page(key, 'localhost');
    now += 59_000;
    expect((await pages.page(key, 'localhost'))!.html).toBe('<main>/fr-ca/autos #1</main>');
    expect(r.calls).toHaveLength(1);
    // What its version does not cover (the filters' counts) may have changed: rendered again, without anyone waiting.
    now += 2_000;
    r.holdNext();
    expect((await pages.page(key, 'localhost'))!.html).toBe('<main>/fr-ca/autos #1</main>');
    expect(r.calls).toHaveLength(2);
    r.release();
    await new Promise((resolve) => setImmediate(resolve));
    expect((await pages.page(key, 'localhost'))!.html).toBe('<main>/fr-ca/autos #2</main>');
    // Past its longest age, a page is rendered before it is sent.
    now += 600_001;
    expect((await pages.page(key, 'localhost'))!.html).toBe('<main>/fr-ca/autos #3</main>');
  });

  it('refreshes pages kept together each at its own moment, within a fifth more than the refresh age', async () => {
    const r = renderer();
    const pages = new RenderedPages(r.render, options);
    const first = { brandId: 'default', url: '/en-ca/cars/a', version: '1' };
    const second = { ...first, url: '/en-ca/cars/b' };
    await pages.page(first, 'localhost');
    spread = 0.99;
    await pages.page(second, 'localhost');
    now += 61_000;
    await pages.page(first, 'localhost');
    await pages.page(second, 'localhost');
    expect(r.calls).toEqual(['localhost/en-ca/cars/a', 'localhost/en-ca/cars/b', 'localhost/en-ca/cars/a']);
    now += 11_000;
    await pages.page(second, 'localhost');
    expect(r.calls.at(-1)).toBe('localhost/en-ca/cars/b');
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

describe('KeptAnswers: a kept page’s answer is made once per head', () => {
  const page = { html: '<main>'.padEnd(20_000, 'vehicles ') + '</main>', headHints: '', catalogParts: [], brandStyle: '', status: 200, scriptHashes: [], islandScript: null };
  it('builds the body once per head, and compresses it once per encoding the requests prefer', () => {
    const answers = new KeptAnswers();
    let builds = 0;
    const build = () => `${++builds}${page.html}`;
    const answer = answers.of(page, '<title>a</title>', build);
    expect(answers.of(page, '<title>a</title>', build)).toBe(answer);
    expect(builds).toBe(1);
    expect(answer.etag).toMatch(/^W\/"[\w-]+"$/);
    const br = answer.as('gzip, deflate, br')!;
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(answer.body);
    expect(answer.as('br')!.bytes).toBe(br.bytes);
    const gzip = answer.as('gzip;q=1, br;q=0')!;
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(answer.body);
    expect(answer.as('identity')).toBeNull();
    expect(answer.as(undefined)).toBeNull();
    // Another head (another origin): another answer; the heads of one page are bounded.
    for (let i = 0; i < 20; i++) answers.of(page, `<title>${i}</title>`, build);
    expect(builds).toBe(21);
    answers.of(page, '<title>a</title>', build);
    expect(builds).toBe(22);
  });
});
