// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../lib/brand/brands';
import { prerenderPage } from './prerender-page';

/** The build renders the login page in Node (no window, no document): what the server sends inside #root. */
describe('prerenderPage', () => {
  it("renders the login page of a brand in English: its logo, palette, legal name and the form's fields", async () => {
    const html = await prerenderPage('/en-ca/login', 'en-ca', 'finance');
    expect(html).toContain(`--brand-primary:${BRANDS.finance.palette.primary}`);
    expect(html).toContain(`src="${BRANDS.finance.logo.en}"`);
    expect(html).toContain(BRANDS.finance.legalName);
    expect(html).toMatch(/<h1[^>]*>Login<\/h1>/);
    expect(html).toMatch(/<input[^>]*name="UserName"/);
    expect(html).toMatch(/<input[^>]*type="password"/);
  });

  it('renders it in French for the French path', async () => {
    const html = await prerenderPage('/fr-ca/login', 'fr-ca', 'default');
    expect(html).toMatch(/<h1[^>]*>Connexion<\/h1>/);
    expect(html).toContain(`src="${BRANDS.default.logo.fr}"`);
    expect(html).toContain('Mot de passe');
  });
});
