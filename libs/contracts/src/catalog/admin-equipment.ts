import { z } from 'zod';
import { defineRoute } from '../shared/route';

/**
 * A trim's equipment (issue #5), under /api/admin/cars/: read it with every equipment item grouped by category, and
 * replace the set. Equipment and category names come in both languages (reference data, like colours and body types).
 */
const INT4_MAX = 2_147_483_647;
const tags = ['catalog-admin-cars'];

export const EquipmentItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameEn: z.string(),
  nameFr: z.string(),
  selected: z.boolean().describe('The trim has this equipment'),
});

export const EquipmentCategorySchema = z.object({
  key: z.string().describe('comfort, safety, technology, interior, exterior, mechanical …'),
  nameEn: z.string(),
  nameFr: z.string(),
  items: z.array(EquipmentItemSchema),
});

export const TrimEquipmentSchema = z.object({
  trim: z.object({
    id: z.number().int(),
    name: z.string(),
    year: z.number().int(),
    active: z.boolean(),
    modelId: z.number().int(),
    model: z.string(),
    makeId: z.number().int(),
    make: z.string(),
  }),
  equipmentIds: z.array(z.number().int()).describe("The trim's equipment ids, ascending"),
  categories: z.array(EquipmentCategorySchema).describe('Every equipment item, grouped by category in display order'),
  updatedAt: z.string().describe("The trim's last change (its equipment included), ISO 8601"),
});
export type TrimEquipment = z.output<typeof TrimEquipmentSchema>;

export const carsGetTrimEquipmentRoute = defineRoute({
  method: 'GET', path: '/admin/cars/get-trim-equipment', summary: "A trim's equipment, with every equipment item grouped by category", tags,
  query: z.object({ trimId: z.coerce.number().int().positive().max(INT4_MAX) }),
  response: TrimEquipmentSchema,
});

export const SaveTrimEquipmentBodySchema = z.strictObject({
  trimId: z.number().int().positive().max(INT4_MAX),
  equipmentIds: z.array(z.number().int().positive().max(INT4_MAX)).max(200).describe('The whole new set (replaces the current one); repeats are ignored'),
});

export const carsSaveTrimEquipmentRoute = defineRoute({
  method: 'POST', path: '/admin/cars/save-trim-equipment',
  summary: "Replace a trim's equipment set, atomically (an unknown trim: 404 catalog.unknown_trim; an unknown equipment id: 400 catalog.unknown_equipment)",
  tags,
  body: SaveTrimEquipmentBodySchema,
  response: TrimEquipmentSchema.extend({
    added: z.array(z.number().int()).describe('Equipment ids this save added'),
    removed: z.array(z.number().int()).describe('Equipment ids this save removed'),
  }),
});
