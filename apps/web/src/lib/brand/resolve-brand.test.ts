import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../runtime-config';
import { BRANDS } from './brands';
import { logoTarget, resolveBrand } from './resolve-brand';
import { contrastRatio, paletteVariables } from './theme';

const empty = parseRuntimeConfig({});

describe('resolveBrand (spec §1)', () => {
  it('selects the five non-default brands from the development host names', () => {
    expect(resolveBrand('finance.localhost', empty).id).toBe('finance');
    expect(resolveBrand('trade.localhost', empty).id).toBe('trade-in');
    expect(resolveBrand('group.localhost', empty).id).toBe('dealer-group');
    expect(resolveBrand('listing.localhost', empty).id).toBe('listing');
    expect(resolveBrand('directory.localhost', empty).id).toBe('directory');
  });

  it('falls back to the default brand for unknown hosts', () => {
    for (const host of ['localhost', '127.0.0.1', 'www.example.ca', 'finance.localhost.evil.com', 'xfinance.localhost', '']) {
      expect(resolveBrand(host, empty).id).toBe('default');
    }
  });

  it('reads production hosts from the runtime configuration, ignoring case and a trailing dot', () => {
    const config = parseRuntimeConfig({ brandHosts: { 'finance.example.ca': 'finance', 'Echange.Example.CA': 'trade-in' } });
    expect(resolveBrand('FINANCE.example.ca.', config).id).toBe('finance');
    expect(resolveBrand('echange.example.ca', config).id).toBe('trade-in');
    expect(resolveBrand('other.example.ca', config).id).toBe('default');
  });

  it('lets configuration override the environment token and the logo target', () => {
    const config = parseRuntimeConfig({ environmentTokens: { finance: 'prod-finance' }, brandHomeUrls: { finance: 'https://finance.example.ca' } });
    const finance = resolveBrand('finance.localhost', config);
    expect(finance.environmentToken).toBe('prod-finance');
    expect(logoTarget(finance, '/en-ca/cars')).toBe('https://finance.example.ca');
    const fallback = resolveBrand('localhost', config);
    expect(fallback.environmentToken).toBe(BRANDS.default.environmentToken);
    expect(logoTarget(fallback, '/en-ca/cars')).toBe('/en-ca/cars');
  });

  it('gives every brand a name, logos in both languages, a favicon, a palette and a token', () => {
    for (const brand of Object.values(BRANDS)) {
      expect(brand.name.en && brand.name.fr).toBeTruthy();
      expect(brand.logo.en).toMatch(new RegExp(`^/brands/${brand.id}/logo-en\\.svg$`));
      expect(brand.logo.fr).toMatch(new RegExp(`^/brands/${brand.id}/logo-fr\\.svg$`));
      expect(brand.favicon).toBe(`/brands/${brand.id}/favicon.svg`);
      expect(brand.environmentToken).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      for (const colour of Object.values(brand.palette)) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('keeps text readable on each brand colour (WCAG AA, 4.5:1)', () => {
    for (const brand of Object.values(BRANDS)) {
      const vars = paletteVariables(brand.palette);
      expect(contrastRatio(vars['--brand-primary']!, vars['--brand-on-primary']!)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(vars['--brand-secondary']!, vars['--brand-on-secondary']!)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(brand.palette.text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('parseRuntimeConfig', () => {
  it('accepts nothing at all', () => {
    expect(parseRuntimeConfig(undefined)).toEqual({ brandHosts: {}, environmentTokens: {}, brandHomeUrls: {}, socialProviders: [], sessionDays: 30 });
  });

  it('drops invalid fields and keeps the valid ones', () => {
    const config = parseRuntimeConfig({
      brandHosts: { 'a.example.ca': 'no-such-brand' },
      chatWidgetUrl: 'javascript:alert(1)',
      sessionRecordingUrl: 'https://rec.example.com/r.js',
    });
    expect(config.brandHosts).toEqual({});
    expect(config.chatWidgetUrl).toBeUndefined();
    expect(config.sessionRecordingUrl).toBe('https://rec.example.com/r.js');
  });
});

describe('readInjectedConfig', () => {
  it('reads the JSON script the server fills in', async () => {
    const { readInjectedConfig } = await import('../runtime-config');
    const doc = document.implementation.createHTMLDocument('t');
    doc.body.innerHTML = '<script type="application/json" id="app-config">{"brandHosts":{"a.example.ca":"listing"}}</script>';
    expect(parseRuntimeConfig(readInjectedConfig(doc)).brandHosts).toEqual({ 'a.example.ca': 'listing' });
    doc.getElementById('app-config')!.textContent = '{}';
    expect(parseRuntimeConfig(readInjectedConfig(doc))).toEqual(parseRuntimeConfig({}));
  });
});
