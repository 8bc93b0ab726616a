import { existsSync } from 'node:fs';
import path from 'node:path';
import { MAIL_BRANDS, mailBrandOf } from './brands';

interface WebBrand { id: string; environmentToken: string; name: unknown; legalName: string; palette: unknown }
// Loaded at run time, not imported: the web's sources are typed for the browser, not for the server's compiler.
const { BRANDS } = require('../../../../web/src/lib/brand/brands') as { BRANDS: Record<string, WebBrand> };

describe('mail brands', () => {
  it('mirror the web app\'s brands: token, names, legal name, colours, and a PNG logo in each language', () => {
    expect(MAIL_BRANDS.map((b) => ({ id: b.assetId, token: b.token, name: b.name, legalName: b.legalName, palette: b.palette })))
      .toEqual(Object.values(BRANDS).map((b) => ({ id: b.id, token: b.environmentToken, name: b.name, legalName: b.legalName, palette: b.palette })));
    for (const brand of MAIL_BRANDS) {
      for (const short of ['en', 'fr']) {
        expect(existsSync(path.resolve(__dirname, `../../../../web/public/brands/${brand.assetId}/email-logo-${short}.png`))).toBe(true);
      }
    }
  });

  it('falls back to the marketplace for an unknown or missing token', () => {
    expect(mailBrandOf('nope').token).toBe('shopicar');
    expect(mailBrandOf(null).token).toBe('shopicar');
    expect(mailBrandOf('shopitrade').assetId).toBe('trade-in');
  });
});
