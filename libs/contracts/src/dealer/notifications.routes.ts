import { z } from 'zod';
import { Id, IdQuery } from '../catalog/common';
import { defineRoute } from '../shared/route';

/**
 * Notifications (spec §7; issue #14 item 5): dealer inventory feed imports, under /api/notification/. A company
 * uploads a CSV of vehicles (or staff import one for it); each import is a job whose rows are validated one by one
 * (line and column errors) and whose valid rows become catalog vehicles. A dealer (type 9) sees only their own
 * company's imports (another's: 404); administrators (6, 7) and the vehicles team (20) see every company's.
 */
const tags = ['dealer-notifications'];

export const NOTIFICATION_TYPES = [{ id: 1, key: 'inventory_import' }] as const;
export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const NOTIFICATION_STATUSES = ['unread', 'read', 'archived'] as const;
/** Error sections: the file's structure, the vehicle's identity, its colours, its price. */
export const IMPORT_ERROR_SECTIONS = ['file', 'vehicle', 'colours', 'price'] as const;

/** The columns of an inventory CSV (header row, any order, case-insensitive); `year` is optional. Price in dollars. */
export const INVENTORY_CSV_COLUMNS = ['vin', 'condition', 'trimId', 'year', 'kilometres', 'exteriorColourId', 'interiorColourId', 'price'] as const;
export const INVENTORY_CSV_MAX_BYTES = 4_000_000;
export const INVENTORY_CSV_MAX_ROWS = 20_000;
/** What an uploaded file was detected as (ADR 0068): its text encoding and the separator of its fields. */
export const IMPORT_ENCODINGS = ['utf-8', 'utf-8-bom', 'windows-1252'] as const;
export const IMPORT_SEPARATORS = ['comma', 'semicolon', 'tab'] as const;

export const ImportStatusSchema = z.enum(IMPORT_STATUSES);
export const NotificationStatusSchema = z.enum(NOTIFICATION_STATUSES);
export const ImportErrorSectionSchema = z.enum(IMPORT_ERROR_SECTIONS);

export const InventoryImportSchema = z.object({
  importId: z.uuid(),
  typeId: z.number().int(),
  companyId: z.number().int(),
  fileName: z.string(),
  status: ImportStatusSchema,
  notificationStatus: NotificationStatusSchema,
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  importedRows: z.number().int(),
  errorRows: z.number().int(),
  /** Rows held for the dealer's review (issue #45 item 8): not listed until confirmed; counted in processedRows. */
  heldRows: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the file and row errors were deleted (a retention after the import finished); the summary stays. Null: kept. */
  purgedAt: z.string().nullable(),
  /** The file's encoding as detected (null: an import from before detection). */
  encoding: z.enum(IMPORT_ENCODINGS).nullable(),
  /** The separator of its fields as detected (null: an import from before detection). */
  separator: z.enum(IMPORT_SEPARATORS).nullable(),
});
export type InventoryImport = z.output<typeof InventoryImportSchema>;

export const ImportErrorSchema = z.object({
  line: z.number().int().describe('1 is the header row'),
  column: z.string().nullable().describe('The CSV column, or null for the whole line'),
  section: ImportErrorSectionSchema,
  code: z.string(),
  message: z.string(),
});
export type ImportError = z.output<typeof ImportErrorSchema>;

const Page = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
};
const ImportQuery = z.object({ importId: z.uuid() });

export const importInventoryRoute = defineRoute({
  method: 'POST', path: '/notification/import-inventory', summary: 'Upload an inventory CSV for a company: answers the queued import', tags,
  status: 202,
  body: z.strictObject({
    companyId: Id.optional().describe("The company (a dealer: their own, the default; staff: required)"),
    fileName: z.string().trim().min(1).max(200),
    content: z.string().min(1).max(INVENTORY_CSV_MAX_BYTES).optional()
      .describe(`The CSV as text, header row first (${INVENTORY_CSV_COLUMNS.join(', ')}); fields separated by commas, semicolons or tabs`),
    contentBase64: z.base64().min(1).max(Math.ceil(INVENTORY_CSV_MAX_BYTES / 3) * 4).optional()
      .describe('Or the file as it is, base64: its encoding (UTF-8 with or without BOM, Windows-1252) is detected. One of content and contentBase64'),
  }).refine((b) => (b.content === undefined) !== (b.contentBase64 === undefined), {
    path: ['content'], message: 'Give the file in content or in contentBase64, not both',
  }),
  bodyLimit: Math.ceil(INVENTORY_CSV_MAX_BYTES / 3) * 4 + 100_000,
  response: InventoryImportSchema,
});

export const getNotificationsTypesRoute = defineRoute({
  method: 'GET', path: '/notification/get-notifications-types', summary: 'The kinds of notification', tags,
  response: z.object({ items: z.array(z.object({ id: z.number().int(), key: z.string() })) }),
});

const ListQuery = z.object({
  companyId: IdQuery.optional().describe('The company (a dealer: their own; staff: any, or all when left out)'),
  ...Page,
});

export const getNotificationsRoute = defineRoute({
  method: 'GET', path: '/notification/get-notifications', summary: 'Notifications (finished imports), newest first', tags,
  query: ListQuery.extend({ status: NotificationStatusSchema.optional() }),
  response: z.object({ items: z.array(InventoryImportSchema), total: z.number().int(), unread: z.number().int() }),
});

export const getNotificationsImportsListRoute = defineRoute({
  method: 'GET', path: '/notification/get-notifications-imports-list', summary: 'Imports of a company (or every company, for staff) with their progress', tags,
  query: ListQuery,
  response: z.object({ items: z.array(InventoryImportSchema), total: z.number().int() }),
});

export const getNotificationsImportStatusRoute = defineRoute({
  method: 'GET', path: '/notification/get-notifications-import-status', summary: 'One import: its status and progress', tags,
  query: ImportQuery,
  response: InventoryImportSchema,
});

export const getErrorsSectionsRoute = defineRoute({
  method: 'GET', path: '/notification/get-errors-sections', summary: "An import's errors counted per section", tags,
  query: ImportQuery,
  response: z.object({ importId: z.uuid(), items: z.array(z.object({ section: ImportErrorSectionSchema, count: z.number().int() })) }),
});

export const getNotificationsErrorsRoute = defineRoute({
  method: 'GET', path: '/notification/get-notifications-errors', summary: "An import's row errors (line and column), in file order", tags,
  query: ImportQuery.extend({ section: ImportErrorSectionSchema.optional(), ...Page }),
  response: z.object({ importId: z.uuid(), items: z.array(ImportErrorSchema), total: z.number().int() }),
});

export const changeNotificationStatusRoute = defineRoute({
  method: 'POST', path: '/notification/change-notification-status', summary: 'Mark a notification read, unread or archived', tags,
  body: z.strictObject({ importId: z.uuid(), status: NotificationStatusSchema }),
  response: z.object({ Status: z.literal(1), importId: z.uuid(), notificationStatus: NotificationStatusSchema }),
});

/** Why an inventory row is held for review instead of listed (issue #45 item 8, ADR 0076). */
export const HOLD_REASON_CODES = ['price_above_band', 'price_below_band', 'impossible_kilometres', 'vin_listed_elsewhere'] as const;
export const HELD_ROW_STATUSES = ['held', 'published', 'refused', 'replaced'] as const;

export const HeldRowSchema = z.object({
  line: z.number().int().describe('1 is the header row'),
  vin: z.string(),
  trimId: z.number().int(),
  year: z.number().int().nullable(),
  kilometres: z.number().int(),
  price: z.number().int().describe('In cents'),
  reasons: z.array(z.enum(HOLD_REASON_CODES)),
  status: z.enum(HELD_ROW_STATUSES).describe(
    'held: waiting for the dealer; published: confirmed and listed; refused: confirmed, the catalog refused it; replaced: the same VIN was imported again later',
  ),
  refusalCode: z.string().nullable(),
  replacedBy: z.uuid().nullable().describe('The later import that carried the same vehicle again (status replaced)'),
});
export type HeldRow = z.output<typeof HeldRowSchema>;

const HoldsResponse = z.object({ importId: z.uuid(), items: z.array(HeldRowSchema) });

export const getImportHoldsRoute = defineRoute({
  method: 'GET', path: '/notification/get-import-holds', summary: "An import's rows held for review, with their reasons, in file order", tags,
  query: ImportQuery,
  response: HoldsResponse,
});

export const confirmImportHoldsRoute = defineRoute({
  method: 'POST', path: '/notification/confirm-import-holds', summary: 'Confirm held rows (some lines, or all when left out): each is listed', tags,
  body: z.strictObject({
    importId: z.uuid(),
    lines: z.array(z.number().int().min(2).max(INVENTORY_CSV_MAX_ROWS + 1)).min(1).max(1_000).optional().describe('The held lines to confirm; left out: all'),
  }),
  response: HoldsResponse,
});

/** A row still waiting for review, with the import it came from (the company's review list, issue #45 item 8). */
export const WaitingHeldRowSchema = HeldRowSchema.extend({
  importId: z.uuid(),
  fileName: z.string(),
  companyId: z.number().int(),
  importedAt: z.string(),
});
export type WaitingHeldRow = z.output<typeof WaitingHeldRowSchema>;

export const getWaitingHoldsRoute = defineRoute({
  method: 'GET', path: '/notification/get-waiting-holds',
  summary: "Rows held for review that still wait, over every import of a company (or every company, for staff), newest import first; total: how many", tags,
  query: z.object({
    companyId: IdQuery.optional().describe('The company (a dealer: their own; staff: any, or all when left out)'),
    ...Page,
  }),
  response: z.object({ items: z.array(WaitingHeldRowSchema), total: z.number().int() }),
});
