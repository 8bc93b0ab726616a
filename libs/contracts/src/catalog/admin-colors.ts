import { z } from 'zod';
import { Id, IdQuery } from './common';
import { defineRoute } from '../shared/route';

/** Colours (spec §7): generic colours ("ail-colors", as the spec spells it) and the manufacturer-name mapping. */
export const GenericColourSchema = z.object({ id: z.number().int(), key: z.string(), nameEn: z.string(), nameFr: z.string(), hex: z.string() });

export const ColourMappingSchema = z.object({
  makeId: z.number().int().nullable().describe('null: applies to every make'),
  manufacturerColour: z.string().describe('The colour name as the manufacturer or data provider writes it'),
  colourId: z.number().int(),
});

export const colorsAllRoute = defineRoute({
  method: 'GET', path: '/admin/colors/ail-colors', summary: 'Every generic colour', tags: ['catalog-admin-colors'],
  response: z.object({ items: z.array(GenericColourSchema) }),
});

export const colorsGetMappingRoute = defineRoute({
  method: 'GET', path: '/admin/colors/get-colors-mapping', summary: 'Manufacturer colour names mapped to generic colours',
  tags: ['catalog-admin-colors'],
  query: z.object({ makeId: IdQuery.optional() }),
  response: z.object({ items: z.array(ColourMappingSchema.extend({ colour: GenericColourSchema })) }),
});

export const colorsSaveMappingRoute = defineRoute({
  method: 'POST', path: '/admin/colors/save-colors-mapping', summary: 'Save (upsert) colour mappings; colourId null removes one',
  tags: ['catalog-admin-colors'],
  body: z.strictObject({
    mappings: z.array(z.strictObject({
      makeId: Id.nullable().default(null),
      manufacturerColour: z.string().trim().min(1).max(100),
      colourId: Id.nullable(),
    })).min(1).max(500),
  }),
  response: z.object({ saved: z.number().int(), removed: z.number().int() }),
});
