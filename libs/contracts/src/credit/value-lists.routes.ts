import { z } from 'zod';
import { defineRoute } from '../shared/route';

/** One entry of a spec §3 value list: a stable id and its label in each language. */
export const ValueListItemSchema = z.object({ id: z.string(), label: z.object({ 'en-ca': z.string(), 'fr-ca': z.string() }) });
export type ValueListItem = z.output<typeof ValueListItemSchema>;
export const ValueListSchema = z.object({ items: z.array(ValueListItemSchema) });

const valueList = <const P extends string>(path: P, what: string) =>
  defineRoute({ method: 'GET', path, tags: ['credit'], summary: `${what}, with English and French labels (spec §3)`, response: ValueListSchema });

export const getEmploymentStatusRoute = valueList('/creditapp/get-employment-status', 'Employment statuses');
export const getResidentialStatusRoute = valueList('/creditapp/get-residential-status', 'Residential statuses');
export const getGendersRoute = valueList('/creditapp/get-genders', 'Genders');
export const getMatrimonialsRoute = valueList('/creditapp/get-matrimonials', 'Marital statuses');
export const getIncomeTypesRoute = valueList('/creditapp/get-income-types', 'Other income types');
export const getEmploymentTypesRoute = valueList('/creditapp/get-employment-types', 'Employment types');
export const getIncomeFrequencyRoute = valueList('/creditapp/get-income-frequency', 'Income frequencies');

export const CREDIT_VALUE_LIST_ROUTES = {
  'employment-status': getEmploymentStatusRoute,
  'residential-status': getResidentialStatusRoute,
  genders: getGendersRoute,
  matrimonials: getMatrimonialsRoute,
  'income-types': getIncomeTypesRoute,
  'employment-types': getEmploymentTypesRoute,
  'income-frequency': getIncomeFrequencyRoute,
} as const;
export type CreditValueListName = keyof typeof CREDIT_VALUE_LIST_ROUTES;
