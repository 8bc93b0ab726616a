import { describe, expect, it } from 'vitest';
import { connectionOf, displayName, guard, homeOf, type Area } from './access';
import { makeUser } from '../../../tests/fixtures';
import type { SessionUser } from './api/current-user';

const user = (overrides: Partial<SessionUser> = {}) =>
  makeUser({ UserName: 'jtremblay', Email: 'jean.tremblay@videotron.ca', FirstName: 'Jean', ...overrides });

describe('guard (spec §4 guard order)', () => {
  it('sends an anonymous visitor to login, whatever the area', () => {
    for (const area of ['customer', 'company', 'admin', 'vehiclesTeam', 'shopicarTeam'] as Area[]) expect(guard(null, area)).toEqual({ kind: 'login' });
  });

  it('shows the email-confirmation screen first, even to a disallowed or inactive user', () => {
    expect(guard(user({ EmailVerified: false }), 'customer').kind).toBe('email-confirmation');
    expect(guard(user({ EmailVerified: false, Active: false, UserTypeId: 8 }), 'admin').kind).toBe('email-confirmation');
  });

  it('then the deactivated screen', () => {
    expect(guard(user({ Active: false }), 'customer').kind).toBe('deactivated');
    expect(guard(user({ Active: false, UserTypeId: 8 }), 'admin').kind).toBe('deactivated');
  });

  it('lets any signed-in user into the customer area', () => {
    for (const type of [6, 7, 8, 9, 17, 18, 20]) expect(guard(user({ UserTypeId: type }), 'customer').kind).toBe('page');
  });

  it('admits the user types of each area (spec §6)', () => {
    const admitted = (area: Area) => [6, 7, 8, 9, 17, 18, 20].filter((type) => guard(user({ UserTypeId: type }), area).kind === 'page');
    expect(admitted('company')).toEqual([6, 9]);
    expect(admitted('admin')).toEqual([6, 7]);
    expect(admitted('vehiclesTeam')).toEqual([6, 20]);
    expect(admitted('shopicarTeam')).toEqual([6, 18]);
  });

  it('redirects a disallowed user of the company area to the customer dashboard, others to the 401 page', () => {
    expect(guard(user({ UserTypeId: 8 }), 'company')).toEqual({ kind: 'redirect', to: 'customer-dashboard' });
    expect(guard(user({ UserTypeId: 9 }), 'admin')).toEqual({ kind: 'unauthorized' });
    expect(guard(user({ UserTypeId: 20 }), 'shopicarTeam')).toEqual({ kind: 'unauthorized' });
  });
});

describe('connectionOf (spec §4)', () => {
  it('distinguishes anonymous, connected and fully authenticated', () => {
    expect(connectionOf(null)).toBe('anonymous');
    expect(connectionOf(user())).toBe('authenticated');
    expect(connectionOf(user({ EmailVerified: false }))).toBe('connected');
    expect(connectionOf(user({ Active: false }))).toBe('connected');
    expect(connectionOf(user({ Status: 0 as never }))).toBe('connected');
  });
});

describe('displayName (spec §2 user menu)', () => {
  it('uses the first name, else the user name, else the email', () => {
    expect(displayName(user())).toBe('Jean');
    expect(displayName(user({ FirstName: ' ' }))).toBe('jtremblay');
    expect(displayName(user({ FirstName: null, UserName: '' }))).toBe('jean.tremblay@videotron.ca');
  });
});

describe('homeOf (issue #45 item 9: each user lands on their own home)', () => {
  it('sends each staff type to its area, customers to their dashboard, in the page language', () => {
    expect(homeOf({ UserTypeId: 9, Company_ID: 12 }, 'fr-ca')).toBe('/fr-ca/company/12/dashboard');
    expect(homeOf({ UserTypeId: 18, Company_ID: null }, 'en-ca')).toBe('/en-ca/shopicarTeam/lead-management');
    expect(homeOf({ UserTypeId: 20, Company_ID: null }, 'en-ca')).toBe('/en-ca/vehiclesTeam/vehicles');
    expect(homeOf({ UserTypeId: 6, Company_ID: null }, 'fr-ca')).toBe('/fr-ca/admin');
    expect(homeOf({ UserTypeId: 7, Company_ID: null }, 'en-ca')).toBe('/en-ca/admin');
    for (const type of [8, 17]) expect(homeOf({ UserTypeId: type, Company_ID: null }, 'en-ca')).toBe('/en-ca/customer/dashboard');
    // A dealer without a company has no company area: the customer dashboard, as before.
    expect(homeOf({ UserTypeId: 9, Company_ID: 0 }, 'en-ca')).toBe('/en-ca/customer/dashboard');
    expect(homeOf(null, 'en-ca')).toBe('/en-ca/customer/dashboard');
  });
});
