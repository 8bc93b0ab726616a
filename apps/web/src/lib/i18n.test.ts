import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { activateLocale, isCatalogPartLoaded, loadCatalogPart, pageCatalog } from './i18n';

// "New" is "Neuf" in the catalog part (a vehicle) and "Nouveau" in the dealer's (a lead).
const NEW = msg`New`;

describe('a page’s catalog on the server (ADR 0065)', () => {
  it('merges the core messages then only the page’s parts, as the browser does, whatever else is loaded', async () => {
    await activateLocale('fr-ca');
    await loadCatalogPart('catalog', 'fr-ca');
    await loadCatalogPart('dealer', 'fr-ca');
    const inventory = pageCatalog('fr-ca', ['catalog']);
    expect(inventory.locale).toBe('fr-ca');
    expect(inventory._(NEW)).toBe('Neuf');
    expect(isCatalogPartLoaded('catalog', 'fr-ca', inventory)).toBe(true);
    expect(isCatalogPartLoaded('dealer', 'fr-ca', inventory)).toBe(false);
    expect(pageCatalog('fr-ca', ['dealer'])._(NEW)).toBe('Nouveau');
    expect(() => pageCatalog('fr-ca', ['audit'])).toThrow(/audit:fr-ca is not loaded/);
  });
});
