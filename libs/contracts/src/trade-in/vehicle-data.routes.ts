import { z } from 'zod';
import { Id, IdQuery } from '../catalog/common';
import { defineRoute } from '../shared/route';

/** Vehicle data for the trade-in wizard (spec §7 "Trade-in GET"), from the catalog's reference data. Public. */
const tags = ['trade-in'];

const YearQuery = z.coerce.number().int().min(1981).max(2100);
const Named = z.object({ id: Id, name: z.string() });
const Items = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

export const tradeInYearsRoute = defineRoute({
  method: 'GET', path: '/tradein/years', tags,
  summary: 'Every model year a customer may trade in, newest first; the guide values those from valuedFrom (21 model years), advisers older ones',
  response: Items(z.number().int()).extend({ valuedFrom: z.number().int() }),
});
export const tradeInMakesRoute = defineRoute({
  method: 'GET', path: '/tradein/makes', tags, summary: 'Makes (of a model year when given), by name',
  query: z.object({ year: YearQuery.optional() }),
  response: Items(Named),
});
export const tradeInModelsRoute = defineRoute({
  method: 'GET', path: '/tradein/models', tags, summary: 'Models of a make (of a model year when given), by name',
  query: z.object({ makeId: IdQuery, year: YearQuery.optional() }),
  response: Items(Named.extend({ makeId: Id })),
});
export const tradeInMakeModelRoute = defineRoute({
  method: 'GET', path: '/tradein/make-model', tags, summary: 'Every make with its models (of a model year when given)',
  query: z.object({ year: YearQuery.optional() }),
  response: Items(Named.extend({ models: z.array(Named) })),
});
export const tradeInColorsRoute = defineRoute({
  method: 'GET', path: '/tradein/colors', tags, summary: 'Exterior colours, in both languages',
  response: Items(z.object({ id: Id, key: z.string(), nameEn: z.string(), nameFr: z.string(), hex: z.string() })),
});

export const TradeInTrimSchema = z.object({
  id: Id, name: z.string(), year: z.number().int(), modelId: Id, bodyType: z.string(),
  drivetrain: z.string(), transmission: z.string(), engine: z.string(), fuel: z.string(),
});
export type TradeInTrim = z.output<typeof TradeInTrimSchema>;
const TrimsQuery = z.object({ modelId: IdQuery, year: YearQuery.optional() });
export const tradeInSeriesRoute = defineRoute({
  method: 'GET', path: '/tradein/series', tags, summary: 'Series (trims) of a model in a model year',
  query: TrimsQuery, response: Items(TradeInTrimSchema),
});
export const tradeInStylesRoute = defineRoute({
  method: 'GET', path: '/tradein/styles', tags, summary: 'Styles (trims with body type) of a model in a model year',
  query: TrimsQuery, response: Items(TradeInTrimSchema),
});

/** The spec's legacy list shape: `ResponseStatus` above 0 with `Response`; 0 or below means an empty list. */
const Legacy = z.object({ ResponseStatus: z.number().int(), Response: z.array(z.object({ id: z.string(), name: z.string() })) });
const OptionsQuery = z.object({ trimId: IdQuery.optional(), modelId: IdQuery.optional(), year: YearQuery.optional() });
export const tradeInTransmissionTypesRoute = defineRoute({
  method: 'GET', path: '/tradein/transmissionTypes', tags, summary: 'Transmissions (of a trim, or of a model and year, or all)',
  query: OptionsQuery, response: Legacy,
});
export const tradeInEnginesRoute = defineRoute({
  method: 'GET', path: '/tradein/engines', tags, summary: 'Engines (of a trim, or of a model and year, or all)',
  query: OptionsQuery, response: Legacy,
});
export const tradeInDriveTrainsRoute = defineRoute({
  method: 'GET', path: '/tradein/driveTrains', tags, summary: 'Drivetrains (of a trim, or of a model and year, or all)',
  query: OptionsQuery, response: Legacy,
});

export const TradeInEquipmentSchema = z.object({
  id: Id, code: z.string(), category: z.string(), nameEn: z.string(), nameFr: z.string(),
  /** Standard on this trim (already in its MSRP) or an option. */
  standard: z.boolean(),
});
export const tradeInEquipmentsRoute = defineRoute({
  method: 'GET', path: '/tradein/equipmentsByVehicleID', tags, summary: 'Equipment list of a trim (the vehicle id is the trim id), standard items first',
  query: z.object({ vehicleId: IdQuery }),
  response: Items(TradeInEquipmentSchema),
});

export const VinDecodeSchema = z.object({
  vin: z.string(), wmi: z.string(), manufacturer: z.string().nullable(), region: z.string(), year: z.number().int(),
  make: Named.nullable(),
  /** The make the VIN's manufacturer code names, whether the catalog lists it or not (a Tesla: "Tesla", `make` null). */
  decodedMake: z.string().nullable(),
  /** Filled where the catalog knows the make: its models of that year, each with its trims (a year it does not hold: every model, no trims). */
  models: z.array(Named.extend({ trims: z.array(TradeInTrimSchema) })),
});
export type VinDecode = z.output<typeof VinDecodeSchema>;
export const tradeInVinDecodeRoute = defineRoute({
  method: 'GET', path: '/tradein/vin-decode', tags,
  summary: 'Decodes a VIN offline (check digit, manufacturer, model year); 400 trade_in.invalid_vin when it is wrong',
  query: z.object({ vin: z.string().max(40) }),
  response: VinDecodeSchema,
});
