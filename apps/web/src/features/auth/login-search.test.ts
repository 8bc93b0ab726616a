import { UserType } from '@marketplace/domain/shared';
import { defaultParseSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../tests/fixtures';
import { afterLogin, loginSearch } from './login-search';

describe('the login page’s query, as the route and the island read it (ADR 0086)', () => {
  // The island parses the address with the router's own parser, so it renders the forms the server rendered.
  const read = (query: string) => loginSearch(defaultParseSearch(query));

  it('keeps the referer, a refused social sign-in with its provider, and the provider to link', () => {
    expect(read('?referer=%2Ffr-ca%2Fcustomer%2Fgarage%3Fsort%3Drecent')).toEqual({ referer: '/fr-ca/customer/garage?sort=recent' });
    expect(read('?social_error=not_configured&provider=google')).toEqual({ social_error: 'not_configured', provider: 'google' });
    expect(read('?link=facebook')).toEqual({ link: 'facebook' });
  });

  it('drops what the router parses to something else than the text a field expects, as the server’s render did', () => {
    expect(read('?social_error=true&referer=12&link=twitter&provider=')).toEqual({});
  });

  it('sends a signed-in user to the referer in the page’s language, else to their own home', () => {
    expect(afterLogin('/en-ca/customer/garage', 'fr-ca', makeUser())).toBe('/fr-ca/customer/garage');
    expect(afterLogin('//evil.example', 'en-ca', makeUser())).toBe('/en-ca/customer/dashboard');
    expect(afterLogin(undefined, 'en-ca', makeUser({ UserTypeId: UserType.Admin }))).toBe('/en-ca/admin');
    expect(afterLogin(undefined, 'fr-ca', makeUser({ UserTypeId: UserType.VehiclesTeam }))).toBe('/fr-ca/vehiclesTeam/vehicles');
  });
});
