/** What the app shell, tools and tests may use from the dealer context. */
export { dealerRegistration } from './dealer.registration';
export { LEADS_CONSUMER } from './queries/leads/leads.consumer';
export { seedDemoCompanies } from './seed/seed-companies';
export { COMPANIES_PROJECTION } from './queries/companies/companies.projection';
