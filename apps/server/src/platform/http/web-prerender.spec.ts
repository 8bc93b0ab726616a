import { brandOfHost, prerenderedFor, withPrerendered, type Prerendered } from './web-prerender';

const prerendered: Prerendered = {
  developmentHosts: { 'finance.localhost': 'finance' },
  pages: {
    '/en-ca/login': { neutralSearch: ['referer'], byBrand: { default: '<main>Login</main>', finance: '<main>Finance login</main>' } },
  },
};
const request = (url: string, host = 'localhost', signedIn = false) => ({ url, host, signedIn });

describe('prerenderedFor', () => {
  it("serves the page's markup for the host's brand: configured hosts, then development hosts, else the default", () => {
    expect(prerenderedFor(prerendered, {}, request('/en-ca/login'))?.markup).toBe('<main>Login</main>');
    expect(prerenderedFor(prerendered, {}, request('/en-ca/login', 'finance.localhost'))?.markup).toBe('<main>Finance login</main>');
    expect(prerenderedFor(prerendered, { 'Finance.Example.CA': 'finance' }, request('/en-ca/login', 'finance.example.ca.'))?.markup).toBe('<main>Finance login</main>');
    expect(brandOfHost('example.ca', {}, prerendered.developmentHosts)).toBe('default');
  });

  it('keeps the markup with a neutral query parameter only', () => {
    expect(prerenderedFor(prerendered, {}, request('/en-ca/login?referer=%2Fen-ca%2Fcustomer'))?.key).toBe('/en-ca/login|default');
    expect(prerenderedFor(prerendered, {}, request('/en-ca/login?link=google'))).toBeNull();
    expect(prerenderedFor(prerendered, {}, request('/en-ca/login?referer=x&social_error=denied'))).toBeNull();
  });

  it('gives nothing to a signed-in visitor (the app redirects them), for other pages or without prerendered pages', () => {
    expect(prerenderedFor(prerendered, {}, request('/en-ca/login', 'localhost', true))).toBeNull();
    expect(prerenderedFor(prerendered, {}, request('/en-ca/signup'))).toBeNull();
    expect(prerenderedFor(null, {}, request('/en-ca/login'))).toBeNull();
  });
});

describe('withPrerendered', () => {
  it("puts the markup in the boot shell in place of the spinner, inert, and leaves #root to the app", () => {
    const html = '<body>\n<div id="boot" class="boot"><div class="boot__bar"></div><span>Loading</span></div>\n<div id="root"></div>\n</body>';
    expect(withPrerendered(html, '<main>$& Login</main>')).toBe(
      '<body>\n<div id="boot" class="boot boot--page" inert aria-hidden="true"><main>$& Login</main></div>\n    <div id="root"></div>\n</body>',
    );
  });
});
