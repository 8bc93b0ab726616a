import { z } from 'zod';
import { defineRoute } from '../shared/route';

/** Field messages are language-neutral codes: the web turns them into text in the page's language. */
export const Create__Pascal__BodySchema = z.strictObject({
  name: z.string().trim().min(1, 'required').max(100),
});
export type Create__Pascal__Body = z.input<typeof Create__Pascal__BodySchema>;

export const create__Pascal__Route = defineRoute({
  method: 'POST', path: '/__kebab__/create-__kebab__', tags: ['__kebab__'], status: 201,
  summary: 'Creates a __title__ owned by the signed-in user',
  body: Create__Pascal__BodySchema,
  response: z.object({ id: z.uuid() }),
});

export const __Pascal__ListItemSchema = z.object({ id: z.uuid(), name: z.string(), createdAt: z.iso.datetime() });
export type __Pascal__ListItem = z.output<typeof __Pascal__ListItemSchema>;

export const get__Pascal__ListRoute = defineRoute({
  method: 'GET', path: '/__kebab__/get-__kebab__-list', tags: ['__kebab__'],
  summary: "The signed-in user's __title__ list, newest first",
  response: z.object({ items: z.array(__Pascal__ListItemSchema) }),
});
