import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGES, inventorySegment, languageIdOf, languageRedirect, normaliseLanguages, safeRefererPath, switchLanguageHref } from './languages';

const LANGS = ['en-ca', 'fr-ca'];

describe('languageRedirect (spec §2 URL rules)', () => {
  it('sends / to the home page of the first language', () => {
    expect(languageRedirect({ pathname: '/' }, LANGS)).toBe('/en-ca/');
    expect(languageRedirect({ pathname: '/' }, ['fr-ca', 'en-ca'])).toBe('/fr-ca/');
    expect(languageRedirect({ pathname: '/', search: '?utm=1' }, LANGS)).toBe('/en-ca/?utm=1');
  });

  it('lets a valid path render', () => {
    expect(languageRedirect({ pathname: '/en-ca/login' }, LANGS)).toBeNull();
    expect(languageRedirect({ pathname: '/fr-ca/customer/dashboard', search: '?a=1' }, LANGS)).toBeNull();
    expect(languageRedirect({ pathname: '/en-ca/does-not-exist' }, LANGS)).toBeNull(); // the 404 page handles it
  });

  it('keeps the language home /{lang}/ and also serves /{lang}', () => {
    expect(languageRedirect({ pathname: '/en-ca/' }, LANGS)).toBeNull();
    expect(languageRedirect({ pathname: '/en-ca' }, LANGS)).toBeNull();
  });

  it('sends an unknown language to /{first language}/login', () => {
    expect(languageRedirect({ pathname: '/de-de/login' }, LANGS)).toBe('/en-ca/login');
    expect(languageRedirect({ pathname: '/login' }, LANGS)).toBe('/en-ca/login');
    expect(languageRedirect({ pathname: '/xx/' }, LANGS)).toBe('/en-ca/login');
    expect(languageRedirect({ pathname: '/fr-fr/faq' }, LANGS)).toBe('/en-ca/login');
    expect(languageRedirect({ pathname: '/de/cars' }, ['fr-ca'])).toBe('/fr-ca/login');
  });

  it('removes a trailing slash, keeping query and hash', () => {
    expect(languageRedirect({ pathname: '/en-ca/login/' }, LANGS)).toBe('/en-ca/login');
    expect(languageRedirect({ pathname: '/fr-ca/customer/profile//', search: '?tab=1', hash: '#pw' }, LANGS)).toBe('/fr-ca/customer/profile?tab=1#pw');
  });

  it('lower-cases a configured language written in another case', () => {
    expect(languageRedirect({ pathname: '/EN-CA/login/' }, LANGS)).toBe('/en-ca/login');
    expect(languageRedirect({ pathname: '/Fr-Ca/faq', search: '?q=1' }, LANGS)).toBe('/fr-ca/faq?q=1');
  });

  it('is idempotent: a redirect target needs no further redirect', () => {
    const samples = ['/', '/xx', '/en-ca/login/', '/EN-CA/', '/fr-ca//a//b/', '/de-de/x/y/'];
    for (const pathname of samples) {
      const target = languageRedirect({ pathname }, LANGS);
      expect(target).not.toBeNull();
      expect(languageRedirect({ pathname: target!.split('?')[0]! }, LANGS)).toBeNull();
    }
  });
});

describe('switchLanguageHref', () => {
  it('swaps the language segment and keeps path, query and hash', () => {
    expect(switchLanguageHref({ pathname: '/en-ca/customer/profile', search: '?tab=security', hash: '#password' }, 'fr-ca')).toBe(
      '/fr-ca/customer/profile?tab=security#password',
    );
    expect(switchLanguageHref({ pathname: '/fr-ca/' }, 'en-ca')).toBe('/en-ca/');
    expect(switchLanguageHref({ pathname: '/' }, 'fr-ca')).toBe('/fr-ca/');
  });
});

describe('normaliseLanguages', () => {
  it('keeps configured languages that have a catalog, in order, once', () => {
    expect(
      normaliseLanguages([
        { ID: 2, Key: 'fr-ca', Name: 'Français' },
        { ID: 3, Key: 'fr-fr', Name: 'Français (France)' },
        { ID: 1, Key: 'EN-CA', Name: 'English' },
        { ID: 9, Key: 'fr-ca', Name: 'dup' },
      ]),
    ).toEqual([
      { id: 2, key: 'fr-ca', name: 'Français' },
      { id: 1, key: 'en-ca', name: 'English' },
    ]);
  });

  it('falls back to both languages when the answer is empty or unusable', () => {
    expect(normaliseLanguages([])).toEqual(FALLBACK_LANGUAGES);
    expect(normaliseLanguages(null)).toEqual(FALLBACK_LANGUAGES);
    expect(normaliseLanguages([{ ID: 3, Key: 'fr-fr', Name: 'FR' }])).toEqual(FALLBACK_LANGUAGES);
  });
});

describe('small helpers', () => {
  it('uses autos for French and cars otherwise (spec §9)', () => {
    expect(inventorySegment('fr-ca')).toBe('autos');
    expect(inventorySegment('en-ca')).toBe('cars');
  });

  it('maps a language to its id', () => {
    expect(languageIdOf('en-ca')).toBe(1);
    expect(languageIdOf('fr-ca')).toBe(2);
    expect(languageIdOf('fr-ca', [{ id: 7, key: 'fr-ca', name: 'Français' }])).toBe(7);
  });

  it('follows only same-site referers, in the current language', () => {
    expect(safeRefererPath('/en-ca/customer/garage?x=1', 'en-ca')).toBe('/en-ca/customer/garage?x=1');
    expect(safeRefererPath('/en-ca/customer/garage', 'fr-ca')).toBe('/fr-ca/customer/garage');
    expect(safeRefererPath('//evil.example/x', 'en-ca')).toBeNull();
    expect(safeRefererPath('https://evil.example/x', 'en-ca')).toBeNull();
    expect(safeRefererPath('/\\evil.example', 'en-ca')).toBeNull();
    expect(safeRefererPath(undefined, 'en-ca')).toBeNull();
    expect(safeRefererPath('/', 'en-ca')).toBeNull();
  });
});
