import { z } from 'zod';
import { Id as DatabaseId } from '../catalog/common';
import { defineRoute } from '../shared/route';

/** Field messages are language-neutral codes: the web turns them into text in the page's language. */
const tags = ['garage'];
const Id = z.uuid();
const Kilometres = z.number().int('garage.kilometres').min(0, 'garage.kilometres').max(2_000_000, 'garage.kilometres');
const Province = z.enum(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
/** A catalog make, model or trim id (PostgreSQL int4): a larger number is refused with its field, like a catalog route. */
const CatalogId = DatabaseId;

/**
 * A vehicle the customer owns: by VIN (year and make decoded; model and trim from the catalog when given or when the
 * catalog has one), or by year, make, model and trim (catalog ids), with its kilometres.
 */
export const AddGarageVehicleBodySchema = z
  .strictObject({
    vin: z.string().trim().toUpperCase().max(17, 'garage.invalid_vin').nullish(),
    year: z.number().int().min(1950).max(2100).nullish(),
    makeId: CatalogId.nullish(),
    modelId: CatalogId.nullish(),
    trimId: CatalogId.nullish(),
    kilometres: Kilometres,
    province: Province.default('QC'),
  })
  .superRefine((b, ctx) => {
    if (b.vin) return;
    for (const field of ['year', 'makeId', 'modelId'] as const) {
      if (b[field] == null) ctx.addIssue({ code: 'custom', path: [field], message: 'required', params: { code: 'required' } });
    }
  });
export type AddGarageVehicleBody = z.input<typeof AddGarageVehicleBodySchema>;

export const addGarageVehicleRoute = defineRoute({
  method: 'POST', path: '/vehicles/create-customer-vehicle', tags, status: 201,
  summary: "Adds a vehicle to the signed-in customer's garage (400 garage.invalid_vin on a wrong VIN)",
  body: AddGarageVehicleBodySchema,
  response: z.object({ garageVehicleId: Id }),
});

export const EditCustomerVehicleBodySchema = z.strictObject({
  garageVehicleId: Id,
  kilometres: Kilometres,
  province: Province.default('QC'),
  /** Kilometres below the last recorded value answer 400 garage.kilometres_below_last until confirmed. */
  confirmLowerKilometres: z.boolean().default(false),
});
export type EditCustomerVehicleBody = z.input<typeof EditCustomerVehicleBodySchema>;

export const editCustomerVehicleRoute = defineRoute({
  method: 'POST', path: '/vehicles/edit-customer-vehicle', tags,
  summary: 'Updates the kilometres (and province) of a garage vehicle and values it again',
  body: EditCustomerVehicleBodySchema,
  response: z.object({ garageVehicleId: Id }),
});

export const removeCustomerVehicleRoute = defineRoute({
  method: 'POST', path: '/vehicles/remove-customer-vehicle', tags,
  summary: 'Removes a vehicle from the garage',
  body: z.strictObject({ garageVehicleId: Id }),
  response: z.object({ garageVehicleId: Id }),
});

export const GarageVehicleSchema = z.object({
  garageVehicleId: Id,
  vin: z.string().nullable(),
  year: z.number().int(),
  make: z.string(),
  model: z.string().nullable(),
  trim: z.string().nullable(),
  makeId: z.number().int().nullable(),
  modelId: z.number().int().nullable(),
  trimId: z.number().int().nullable(),
  kilometres: z.number().int(),
  province: z.string(),
  source: z.enum(['customer', 'purchase']),
  /** Latest estimate in cents; null when the price guide could not value it. */
  value: z.number().int().nullable(),
  valuedAt: z.iso.datetime().nullable(),
  addedAt: z.iso.datetime(),
});
export type GarageVehicle = z.output<typeof GarageVehicleSchema>;

export const getCustomerVehiclesRoute = defineRoute({
  method: 'GET', path: '/vehicles/get-customer-vehicles', tags,
  summary: "The signed-in customer's garage, newest first",
  response: z.object({ items: z.array(GarageVehicleSchema) }),
});

export const getCustomerVehicleDetailsRoute = defineRoute({
  method: 'GET', path: '/vehicles/get-customer-vehicle-details', tags,
  summary: 'One garage vehicle of the signed-in customer (404 for anyone else)',
  query: z.object({ garageVehicleId: Id }),
  response: z.object({ items: z.array(GarageVehicleSchema).max(1) }),
});

export const GarageValuePointSchema = z.object({
  kilometres: z.number().int(),
  value: z.number().int().nullable(),
  priceLow: z.number().int().nullable(),
  priceHigh: z.number().int().nullable(),
  valuedAt: z.iso.datetime(),
});

export const getCustomerVehicleValueRoute = defineRoute({
  method: 'GET', path: '/vehicles/customerVehicleValue', tags,
  summary: 'The current trade-in value of a garage vehicle and its history, oldest first',
  query: z.object({ garageVehicleId: Id }),
  response: z.object({ garageVehicleId: Id, current: GarageValuePointSchema.nullable(), history: z.array(GarageValuePointSchema) }),
});
