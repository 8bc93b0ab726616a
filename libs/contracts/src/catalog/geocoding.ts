import { z } from 'zod';
import { defineRoute } from '../shared/route';

export const GeoLocationSchema = z.object({
  postalCode: z.string(),
  fsa: z.string(),
  lat: z.number(),
  lng: z.number(),
  place: z.string(),
  province: z.string(),
  accuracy: z.enum(['fsa', 'province']).describe('fsa: centroid of the forward sortation area; province: coarse fallback by first letter'),
});

export const geocodeRoute = defineRoute({
  method: 'GET',
  path: '/catalog/geocode',
  summary: 'Postal code to coordinates (first location when found, {} otherwise, as the spec client expects)',
  tags: ['catalog'],
  query: z.object({ postalCode: z.string().max(20) }),
  response: z.union([GeoLocationSchema, z.strictObject({})]),
});
