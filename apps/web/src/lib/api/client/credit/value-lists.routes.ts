// Generated from libs/contracts/src/credit/value-lists.routes.ts by `npm run generate:web-client`: do not edit.
import { getEmploymentStatusRoute, getEmploymentTypesRoute, getGendersRoute, getIncomeFrequencyRoute, getIncomeTypesRoute, getMatrimonialsRoute, getResidentialStatusRoute } from '@marketplace/contracts/credit/value-lists.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/creditapp/get-employment-status: Employment statuses, with English and French labels (spec §3) */
export const getEmploymentStatus = (input?: RouteCallInput<typeof getEmploymentStatusRoute>) => callRoute(getEmploymentStatusRoute, input);

/** GET /api/creditapp/get-employment-types: Employment types, with English and French labels (spec §3) */
export const getEmploymentTypes = (input?: RouteCallInput<typeof getEmploymentTypesRoute>) => callRoute(getEmploymentTypesRoute, input);

/** GET /api/creditapp/get-genders: Genders, with English and French labels (spec §3) */
export const getGenders = (input?: RouteCallInput<typeof getGendersRoute>) => callRoute(getGendersRoute, input);

/** GET /api/creditapp/get-income-frequency: Income frequencies, with English and French labels (spec §3) */
export const getIncomeFrequency = (input?: RouteCallInput<typeof getIncomeFrequencyRoute>) => callRoute(getIncomeFrequencyRoute, input);

/** GET /api/creditapp/get-income-types: Other income types, with English and French labels (spec §3) */
export const getIncomeTypes = (input?: RouteCallInput<typeof getIncomeTypesRoute>) => callRoute(getIncomeTypesRoute, input);

/** GET /api/creditapp/get-matrimonials: Marital statuses, with English and French labels (spec §3) */
export const getMatrimonials = (input?: RouteCallInput<typeof getMatrimonialsRoute>) => callRoute(getMatrimonialsRoute, input);

/** GET /api/creditapp/get-residential-status: Residential statuses, with English and French labels (spec §3) */
export const getResidentialStatus = (input?: RouteCallInput<typeof getResidentialStatusRoute>) => callRoute(getResidentialStatusRoute, input);
