import { z } from 'zod';
import { defineRoute } from '../shared/route';
import { PROVINCE_CODES, IdQuery } from './common';

/**
 * Vehicle data lists (spec §7 "Vehicle data"), under /api/vehicle-data/<spec name>. Lists the public forms need
 * (makes, trims, years, languages, countries, provinces, cities) are public; the admin lists (inactive models
 * included, EU data) are for types 6, 7 and 20. Field names of languages keep the spec's ID / Key / Name.
 */
export const DATA_SOURCES = ['chrome', 'eu'] as const;
export const DataSourceSchema = z.enum(DATA_SOURCES).describe('chrome: North American vehicle data; eu: European vehicle data');
const tags = ['vehicle-data'];
const Ref = z.object({ id: z.number().int(), name: z.string() });

export const vehicleDataMakesRoute = defineRoute({
  method: 'GET', path: '/vehicle-data/get-makes', summary: 'Active makes', tags,
  response: z.object({ items: z.array(Ref) }),
});
export const VehicleDataModelItem = z.object({
  id: z.number().int(), makeId: z.number().int(), make: z.string(), name: z.string(), bodyType: z.string(), active: z.boolean(),
  parentModelId: z.number().int().nullable(), trimCount: z.number().int(),
});
export const vehicleDataAdminModelsRoute = defineRoute({
  method: 'GET', path: '/vehicle-data/get-admin-models', summary: 'Every North American model, active or not', tags,
  query: z.object({ makeId: IdQuery.optional() }),
  response: z.object({ items: z.array(VehicleDataModelItem) }),
});
export const vehicleDataAdminEuModelsRoute = defineRoute({
  method: 'GET', path: '/vehicle-data/get-admin-eu-models', summary: 'Every European model, active or not', tags,
  query: z.object({ makeId: IdQuery.optional() }),
  response: z.object({ items: z.array(VehicleDataModelItem) }),
});
export const VehicleDataTrimItem = z.object({
  id: z.number().int(), modelId: z.number().int(), name: z.string(), year: z.number().int(), bodyType: z.string(), active: z.boolean(),
  drivetrain: z.string(), transmission: z.string(), engine: z.string(), fuel: z.string(), msrp: z.number().int().nullable(),
});
export const vehicleDataTrimsRoute = defineRoute({
  method: 'GET', path: '/vehicle-data/get-trims', summary: 'Active North American trims of a model (msrp in cents, QC)', tags,
  query: z.object({ modelId: IdQuery }),
  response: z.object({ items: z.array(VehicleDataTrimItem) }),
});
export const vehicleDataEuTrimsRoute = defineRoute({
  method: 'GET', path: '/vehicle-data/get-eu-trims', summary: 'European trims of a model', tags,
  query: z.object({ modelId: IdQuery }),
  response: z.object({ items: z.array(VehicleDataTrimItem) }),
});
export const vehicleDataYearsRoute = defineRoute({
  method: 'GET', path: '/vehicle-data/get-years', summary: 'Model years of a data source, newest first', tags,
  query: z.object({ dataSource: DataSourceSchema.default('chrome') }),
  response: z.object({ items: z.array(z.number().int()) }),
});
export const vehicleDataSourceMakesRoute = defineRoute({
  method: 'GET', path: '/vehicle-data/get-source-makes', summary: 'Makes of a data source (optionally of one year)', tags,
  query: z.object({ dataSource: DataSourceSchema.default('chrome'), year: z.coerce.number().int().min(1981).max(2100).optional() }),
  response: z.object({ items: z.array(Ref) }),
});
export const vehicleDataLanguagesRoute = defineRoute({
  method: 'GET', path: '/vehicle-data/get-languages', summary: 'Languages (spec: ID, Key, Name; id 1 is English)', tags,
  response: z.object({ items: z.array(z.object({ ID: z.number().int(), Key: z.string(), Name: z.string() })) }),
});
export const vehicleDataCountriesRoute = defineRoute({
  method: 'GET', path: '/vehicle-data/get-countries', summary: 'Countries (Canada is id 43)', tags,
  response: z.object({ items: z.array(z.object({ id: z.number().int(), code: z.string(), nameEn: z.string(), nameFr: z.string() })) }),
});
export const vehicleDataProvincesRoute = defineRoute({
  method: 'GET', path: '/vehicle-data/get-provinces', summary: 'Provinces and territories of a country (default Canada, 43)', tags,
  query: z.object({ countryId: IdQuery.default(43) }),
  response: z.object({ items: z.array(z.object({ id: z.number().int(), code: z.enum(PROVINCE_CODES), nameEn: z.string(), nameFr: z.string(), countryId: z.number().int() })) }),
});
export const vehicleDataCitiesRoute = defineRoute({
  method: 'GET', path: '/vehicle-data/get-cities', summary: 'Main cities of a province (by id or code)', tags,
  query: z.object({
    provinceId: IdQuery.optional(),
    province: z.string().trim().toUpperCase().pipe(z.enum(PROVINCE_CODES)).optional(),
  }),
  response: z.object({ items: z.array(z.object({ id: z.number().int(), name: z.string(), province: z.string(), lat: z.number(), lng: z.number() })) }),
});
