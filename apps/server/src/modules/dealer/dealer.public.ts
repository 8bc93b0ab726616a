/** What the app shell, tools, tests and other modules may use from the dealer context. */
export { dealerRegistration } from './dealer.registration';
export { LEADS_CONSUMER } from './integration-events/leads.consumer';
export { seedDemoCompanies } from './seed/seed-companies';
export { COMPANIES_PROJECTION } from './queries/get-companies/companies.projection';

/**
 * Identity asks it before giving a user a company. Identity's public file and this one reach each other (dealer asks
 * identity for a dealer's company); each side calls the other's functions only at run time, never while modules load.
 */
export { companyExists } from './queries/get-company/company-exists';

/** For the audit timeline of a purchase (ADR 0087): where its lead was emailed, and how that went. */
export { leadDeliveriesOf, type LeadDeliveryRecord } from './queries/get-lead-deliveries/lead-deliveries-of';
