import { msg } from '@lingui/core/macro';
import { describe, expect, it, vi } from 'vitest';

// "New" is "Neuf" in the core messages (a vehicle) and "Nouveau" in the credit part (a new credit account).
const NEW = msg`New`;

describe('a page’s catalog on the server (ADR 0065)', () => {
  it('merges the core messages then only the page’s parts, as the browser does, whatever else is loaded', async () => {
    // A module of its own: the parts another test file loaded must not count here (Vitest may share modules between files).
    vi.resetModules();
    const { activateLocale, isCatalogPartLoaded, loadCatalogPart, pageCatalog } = await import('./i18n');
    await activateLocale('fr-ca');
    await loadCatalogPart('vehicles-team', 'fr-ca');
    await loadCatalogPart('credit', 'fr-ca');
    const inventory = pageCatalog('fr-ca', []);
    expect(inventory.locale).toBe('fr-ca');
    expect(inventory._(NEW)).toBe('Neuf');
    const team = pageCatalog('fr-ca', ['vehicles-team']);
    expect(isCatalogPartLoaded('vehicles-team', 'fr-ca', team)).toBe(true);
    expect(isCatalogPartLoaded('credit', 'fr-ca', team)).toBe(false);
    expect(team._(NEW)).toBe('Neuf');
    expect(pageCatalog('fr-ca', ['credit'])._(NEW)).toBe('Nouveau');
    expect(() => pageCatalog('fr-ca', ['audit'])).toThrow(/audit:fr-ca is not loaded/);
  });
});
