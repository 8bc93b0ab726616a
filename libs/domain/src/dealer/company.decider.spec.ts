import { givenFor } from '../shared/testing/given';
import { companyDecider, type CompanyEvent, type CompanyProfile, evolveCompany, initialCompanyState, leadRecipients } from './company';

const given = givenFor(companyDecider);
const NOW = '2026-11-20T12:00:00.000Z';
const profile: CompanyProfile = {
  name: 'Auto Boulevard Montréal', typeId: 1, city: 'Montréal', province: 'QC', lat: 45.5, lng: -73.6, makes: ['Honda', 'Mazda'], active: true,
};
const created: CompanyEvent = { type: 'CompanyCreated', data: { ...profile, companyId: 1, createdAt: NOW } };

describe('company', () => {
  it('is created once', () => {
    given().when({ type: 'CreateCompany', data: { ...profile, companyId: 1, now: NOW } }).then([created]);
    given(created).when({ type: 'CreateCompany', data: { ...profile, companyId: 1, now: NOW } }).thenFails('dealer.company_exists', 'companyId');
  });

  it('is updated when something changed, and only then', () => {
    const moved = { ...profile, city: 'Laval' };
    given(created).when({ type: 'UpdateCompany', data: { ...moved, companyId: 1, now: NOW } })
      .then([{ type: 'CompanyUpdated', data: { ...moved, companyId: 1, updatedAt: NOW } }]);
    given(created).when({ type: 'UpdateCompany', data: { ...profile, companyId: 1, now: NOW } }).then([]);
    given().when({ type: 'UpdateCompany', data: { ...profile, companyId: 9, now: NOW } }).thenFails('dealer.company_not_found', 'companyId');
  });

  it('saves its lead email addresses in lower case, refusing one listed twice', () => {
    given(created).when({ type: 'SaveCompanyEmails', data: { companyId: 1, emails: ['Leads@Dealer.ca', 'crm@dealer.ca'], now: NOW } })
      .then([{ type: 'CompanyEmailsSaved', data: { companyId: 1, emails: ['leads@dealer.ca', 'crm@dealer.ca'], savedAt: NOW } }]);
    given(created).when({ type: 'SaveCompanyEmails', data: { companyId: 1, emails: ['a@dealer.ca', 'A@dealer.ca'], now: NOW } })
      .thenFails('dealer.duplicate_email', 'emails.1');
  });

  it('saves a configuration section when it changed', () => {
    const settings = { enabled: true, marginPercent: 4 };
    const saved: CompanyEvent = { type: 'CompanyConfigurationSaved', data: { companyId: 1, section: 'shopitrade', settings, savedAt: NOW } };
    given(created).when({ type: 'SaveCompanyConfiguration', data: { companyId: 1, section: 'shopitrade', settings, now: NOW } }).then([saved]);
    given(created, saved).when({ type: 'SaveCompanyConfiguration', data: { companyId: 1, section: 'shopitrade', settings, now: NOW } }).then([]);
  });

  it('routes lead addresses by lead type, make and brand (issue #45), only addresses of its list, once each', () => {
    const emails: CompanyEvent = { type: 'CompanyEmailsSaved', data: { companyId: 1, emails: ['leads@dealer.ca', 'used@dealer.ca'], savedAt: NOW } };
    const route = { email: 'Used@Dealer.ca', leadTypes: ['trade_in'], makes: ['Honda'], brands: [] };
    given(created, emails).when({ type: 'SaveCompanyEmails', data: { companyId: 1, emails: ['leads@dealer.ca', 'used@dealer.ca'], routes: [route], now: NOW } })
      .then([{ type: 'CompanyEmailsSaved', data: {
        companyId: 1, emails: ['leads@dealer.ca', 'used@dealer.ca'], routes: [{ email: 'used@dealer.ca', leadTypes: ['trade_in'], makes: ['honda'], brands: [] }], savedAt: NOW,
      } }]);
    given(created).when({ type: 'SaveCompanyEmails', data: { companyId: 1, emails: ['leads@dealer.ca'], routes: [route], now: NOW } })
      .thenFails('dealer.route_email_unknown', 'routes.0.email');
    given(created).when({ type: 'SaveCompanyEmails', data: { companyId: 1, emails: ['used@dealer.ca'], routes: [route, route], now: NOW } })
      .thenFails('dealer.route_email_unknown', 'routes.1.email');
    // A save without routes keeps the routes of the addresses it keeps, and drops those of the addresses it drops.
    const routed: CompanyEvent = { type: 'CompanyEmailsSaved', data: { companyId: 1, emails: ['leads@dealer.ca', 'used@dealer.ca'], routes: [{ ...route, email: 'used@dealer.ca' }], savedAt: NOW } };
    const kept = [created, routed, { type: 'CompanyEmailsSaved', data: { companyId: 1, emails: ['used@dealer.ca'], savedAt: NOW } } as CompanyEvent].reduce(evolveCompany, initialCompanyState);
    expect(kept.kind === 'company' && kept.leadRoutes.map((r) => r.email)).toEqual(['used@dealer.ca']);
    const dropped = [created, routed, { type: 'CompanyEmailsSaved', data: { companyId: 1, emails: ['leads@dealer.ca'], savedAt: NOW } } as CompanyEvent].reduce(evolveCompany, initialCompanyState);
    expect(dropped.kind === 'company' && dropped.leadRoutes).toEqual([]);
  });

  it('sends a lead to the addresses whose route matches and to those without one; a lead no route matches goes to every address', () => {
    const emails = ['leads@dealer.ca', 'used@dealer.ca', 'finance@dealer.ca'];
    const routes = [
      { email: 'leads@dealer.ca', leadTypes: ['buy_online'], makes: [], brands: [] },
      { email: 'used@dealer.ca', leadTypes: ['trade_in'], makes: ['honda'], brands: [] },
      { email: 'finance@dealer.ca', leadTypes: [], makes: [], brands: ['finance'] },
    ];
    expect(leadRecipients(emails, routes, { type: 'trade_in', make: 'Honda', brand: null })).toEqual(['used@dealer.ca']);
    expect(leadRecipients(emails, routes, { type: 'buy_online', make: 'Mazda', brand: 'finance' })).toEqual(['leads@dealer.ca', 'finance@dealer.ca']);
    expect(leadRecipients(emails, routes, { type: 'trade_in', make: 'Mazda', brand: null })).toEqual(emails);
    expect(leadRecipients([...emails, 'all@dealer.ca'], routes, { type: 'credit', make: null, brand: null })).toEqual(['all@dealer.ca']);
    expect(leadRecipients([], routes, { type: 'credit', make: null, brand: null })).toEqual([]);
  });
});
