import { givenFor } from '../shared/testing/given';
import { companyDecider, type CompanyEvent, type CompanyProfile } from './company';

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
});
