import { z } from 'zod';
import { Id, IdQuery, MoneyCents } from '../catalog/common';
import { defineRoute } from '../shared/route';

/**
 * The embeddable inventory widget (issue 14 item 6, ADR 0027). A dealer's own site loads `/widgets/{companyId}.js`
 * (the snippet), which reads the company's inventory from the public, read-only, credential-free call below (the only
 * cross-origin call: CORS `*`, no cookies) and renders it in a shadow root.
 */
const tags = ['dealer-widgets'];

export const WIDGET_LANGS = ['en-ca', 'fr-ca'] as const;

export const WidgetVehicleSchema = z.object({
  id: z.uuid(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  trim: z.string(),
  kilometres: z.number().int(),
  price: MoneyCents.describe('Advertised all-in price, cents'),
  photo: z.string().nullable().describe('Absolute URL of the photo'),
  buyOnlineUrl: z.string().describe('Absolute URL of buy online on the marketplace for this vehicle'),
});

export const WidgetInventorySchema = z.object({
  companyId: Id,
  name: z.string(),
  lang: z.enum(WIDGET_LANGS),
  theme: z.object({ primaryColor: z.string(), accentColor: z.string() }),
  tradeInUrl: z.string().nullable().describe('Absolute URL of the trade-in on the marketplace; null when the company offers none'),
  showBuyOnline: z.boolean(),
  vehicles: z.array(WidgetVehicleSchema),
});
export type WidgetInventory = z.output<typeof WidgetInventorySchema>;

export const getWidgetInventoryRoute = defineRoute({
  method: 'GET', path: '/company/get-widget-inventory', summary: 'Public: a company inventory for its widget (CORS, no credentials)', tags,
  query: z.object({
    companyId: IdQuery,
    lang: z.enum(WIDGET_LANGS).default('en-ca'),
    v: z.coerce.number().int().min(0).max(2_147_483_647).optional()
      .describe("The company's settings version the script was made with: a cache key only (the answer is always the current settings)"),
  }),
  response: WidgetInventorySchema,
});

/** The script a dealer's site embeds; served at the site root, not under /api (`outsideApi`). Unknown company: 404. */
export const widgetScriptRoute = defineRoute({
  method: 'GET', path: '/widgets/:file', summary: 'The embeddable inventory widget of a company ({companyId}.js)', tags,
  params: z.object({ file: z.string().max(40) }),
  response: z.string(),
  outsideApi: true,
});
