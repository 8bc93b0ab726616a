import { z } from 'zod';
import { defineRoute } from '../shared/route';
import { MoneyCents, VehicleConditionSchema, VehicleFeeSchema, CatalogPageQuery, VehicleStatusSchema, Id, IdQuery } from './common';
import { VehicleDetailSchema } from './vehicles';

export const AdminVehicleItemSchema = z.object({
  id: z.uuid(),
  version: z.number().int(),
  vin: z.string(),
  dateUpdated: z.string(),
  condition: VehicleConditionSchema,
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  trim: z.string(),
  kilometres: z.number().int(),
  vehiclePrice: MoneyCents,
  price: MoneyCents.describe('All-in price'),
  photo: z.string().nullable(),
  photoCount: z.number().int(),
  companyId: z.number().int(),
  province: z.string(),
  status: VehicleStatusSchema,
});

export const adminListVehiclesRoute = defineRoute({
  method: 'GET',
  path: '/admin/vehicles',
  summary: 'Vehicles team: every vehicle whatever its status, newest change first',
  tags: ['catalog-admin'],
  query: z.object({
    status: VehicleStatusSchema.optional(),
    companyId: IdQuery.optional(),
    search: z.string().trim().max(100).optional().describe('Make, model, trim, year or VIN'),
    ...CatalogPageQuery,
  }),
  response: z.object({ items: z.array(AdminVehicleItemSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
});

export const adminGetVehicleRoute = defineRoute({
  method: 'GET',
  path: '/admin/vehicles/:id',
  summary: 'Vehicles team: one vehicle with its version (send it back as expectedVersion when editing)',
  tags: ['catalog-admin'],
  params: z.object({ id: z.uuid() }),
  response: VehicleDetailSchema,
});

const Photo = z.string().max(2048);

export const ListVehicleBodySchema = z.strictObject({
  vin: z.string().max(20),
  condition: VehicleConditionSchema,
  trimId: Id,
  year: z.number().int().min(1981).max(2100).optional().describe("Model year; default: the trim's"),
  kilometres: z.number().int().min(0),
  exteriorColourId: Id,
  interiorColourId: Id,
  price: MoneyCents.describe('Vehicle price before fees, cents'),
  fees: z.array(VehicleFeeSchema).max(6).optional().describe("Default for a new vehicle: the trim's freight/PDI, A/C tax, tire levy and association fee in the dealer's province"),
  companyId: Id,
  photos: z.array(Photo).max(50).optional().describe('Default: generated demo photos'),
});

export const adminListVehicleRoute = defineRoute({
  method: 'POST',
  path: '/admin/vehicles',
  summary: 'Vehicles team: list a vehicle for sale (VIN with a valid check digit)',
  tags: ['catalog-admin'],
  status: 201,
  body: ListVehicleBodySchema,
  response: z.object({ id: z.uuid(), version: z.number().int() }),
});

export const EditVehicleBodySchema = z.strictObject({
  expectedVersion: z.number().int().min(1).optional().describe('The version you edited; 409 catalog.vehicle_changed if it moved'),
  price: MoneyCents.optional(),
  fees: z.array(VehicleFeeSchema).max(6).optional(),
  kilometres: z.number().int().min(0).optional(),
  exteriorColourId: Id.optional(),
  interiorColourId: Id.optional(),
  photos: z.array(Photo).max(50).optional(),
  status: VehicleStatusSchema.optional().describe('available or sold; locked and reserved belong to the purchase flow'),
});

export const adminEditVehicleRoute = defineRoute({
  method: 'PATCH',
  path: '/admin/vehicles/:id',
  summary: 'Vehicles team: change price, fees, kilometres, colours, photos or status (one atomic append)',
  tags: ['catalog-admin'],
  params: z.object({ id: z.uuid() }),
  body: EditVehicleBodySchema,
  response: z.object({ id: z.uuid(), version: z.number().int(), status: VehicleStatusSchema, changed: z.array(z.string()) }),
});
