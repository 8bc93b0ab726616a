import { z } from 'zod';
import { Id, IdQuery } from './common';
import { defineRoute } from '../shared/route';

/** Cars administration (spec §7 "Cars"), under /api/admin/cars/<spec name>. */
export const AdminModelSchema = z.object({
  id: z.number().int(),
  makeId: z.number().int(),
  make: z.string(),
  name: z.string(),
  bodyType: z.string(),
  dataSource: z.enum(['chrome', 'eu']),
  sourceModelId: z.number().int().nullable(),
  active: z.boolean(),
  parentModelId: z.number().int().nullable(),
  subModelIds: z.array(z.number().int()),
  promotionImageUrl: z.string().nullable(),
  promotionNoteEn: z.string().nullable(),
  promotionNoteFr: z.string().nullable(),
});

const tags = ['catalog-admin-cars'];

export const carsActivateModelRoute = defineRoute({
  method: 'POST', path: '/admin/cars/activate-model', summary: 'Show or hide a model in the catalogue', tags,
  body: z.strictObject({ modelId: Id, active: z.boolean().default(true) }), response: AdminModelSchema,
});
export const carsActivateTrimRoute = defineRoute({
  method: 'POST', path: '/admin/cars/activate-trim', summary: 'Show or hide a trim', tags,
  body: z.strictObject({ trimId: Id, active: z.boolean().default(true) }),
  response: z.object({ id: z.number().int(), active: z.boolean() }),
});
export const carsCreateModelRoute = defineRoute({
  method: 'POST', path: '/admin/cars/create-model', summary: 'Create a catalogue model from a data-source model (modelId from get-chrome-data-models)', tags,
  status: 201,
  body: z.strictObject({ modelId: Id.describe('Data-source model id'), modelName: z.string().trim().min(1).max(100) }),
  response: AdminModelSchema,
});
export const carsCreateSubModelsRoute = defineRoute({
  method: 'POST', path: '/admin/cars/create-submodels', summary: 'Group models under a main model (query mainModelId, body SubModelsId)', tags,
  query: z.object({ mainModelId: IdQuery }),
  body: z.strictObject({ SubModelsId: z.array(Id).min(1).max(100) }),
  response: AdminModelSchema,
});
export const carsDeleteSubModelsRoute = defineRoute({
  method: 'POST', path: '/admin/cars/delete-submodels', summary: 'Detach every sub-model from a main model (modelId)', tags,
  body: z.strictObject({ modelId: Id }),
  response: AdminModelSchema,
});
export const carsSavePromotionImageRoute = defineRoute({
  method: 'POST', path: '/admin/cars/save-model-promotion-image-url', summary: 'Set (or clear with null) a model\'s promotion image', tags,
  body: z.strictObject({ modelId: Id, url: z.string().max(2048).nullable() }),
  response: AdminModelSchema,
});
export const carsSavePromotionNoteRoute = defineRoute({
  method: 'POST', path: '/admin/cars/save-model-promotion-note', summary: 'Set (or clear) a model\'s promotion note in one language (1 English, 2 French)', tags,
  body: z.strictObject({ modelId: Id, note: z.string().max(1000).nullable(), languageId: z.union([z.literal(1), z.literal(2)]).default(1) }),
  response: AdminModelSchema,
});
export const carsGetChromeDataModelsRoute = defineRoute({
  method: 'GET', path: '/admin/cars/get-chrome-data-models', summary: 'Models offered by the North American vehicle-data provider', tags,
  query: z.object({ makeId: IdQuery, year: z.coerce.number().int().min(1981).max(2100).optional() }),
  response: z.object({ items: z.array(z.object({ modelId: z.number().int(), name: z.string(), makeId: z.number().int(), years: z.array(z.number().int()), imported: z.boolean() })) }),
});

