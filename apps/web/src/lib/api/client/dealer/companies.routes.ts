// Generated from libs/contracts/src/dealer/companies.routes.ts by `npm run generate:web-client`: do not edit.
import { createCompanyRoute, getCompaniesRoute, getCompanyDetailsRoute, getCompanyEmailsRoute, getCompanyMakesRoute, getCompanyTypesRoute, saveCompanyEmailsRoute, updateCompanyRoute } from '@marketplace/contracts/dealer/companies.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** POST /api/company/create-company: Create a company */
export const createCompany = (input?: RouteCallInput<typeof createCompanyRoute>) => callRoute(createCompanyRoute, input);

/** GET /api/company/get-companies: Every company (staff), by name */
export const getCompanies = (input?: RouteCallInput<typeof getCompaniesRoute>) => callRoute(getCompaniesRoute, input);

/** GET /api/company/get-company-details: One company */
export const getCompanyDetails = (input?: RouteCallInput<typeof getCompanyDetailsRoute>) => callRoute(getCompanyDetailsRoute, input);

/** GET /api/company/get-company-emails: Where a company receives its leads, and how they are routed */
export const getCompanyEmails = (input?: RouteCallInput<typeof getCompanyEmailsRoute>) => callRoute(getCompanyEmailsRoute, input);

/** GET /api/company/get-company-makes: The makes a company sells */
export const getCompanyMakes = (input?: RouteCallInput<typeof getCompanyMakesRoute>) => callRoute(getCompanyMakesRoute, input);

/** GET /api/company/get-company-types: Company types */
export const getCompanyTypes = (input?: RouteCallInput<typeof getCompanyTypesRoute>) => callRoute(getCompanyTypesRoute, input);

/** POST /api/company/save-company-emails: Set where a company receives its leads and how they are routed */
export const saveCompanyEmails = (input?: RouteCallInput<typeof saveCompanyEmailsRoute>) => callRoute(saveCompanyEmailsRoute, input);

/** POST /api/company/update-company: Edit a company (409 when it changed since expectedVersion) */
export const updateCompany = (input?: RouteCallInput<typeof updateCompanyRoute>) => callRoute(updateCompanyRoute, input);
