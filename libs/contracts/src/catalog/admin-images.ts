import { z } from 'zod';
import { Id } from './common';
import { defineRoute } from '../shared/route';
import { VIF_ID_REQUIRED_MESSAGE } from './errors';

/**
 * Image administration (spec §7 "Images"), under /api/admin/images/<spec name>. A VIF ("vehicle image file") is an
 * image provider's photo set for one year/make/model/trim. State-changing calls are POST (with the CSRF pair), even
 * where the legacy client used GET.
 */
export const IMAGE_SOURCES = ['vif', 'stock'] as const;
export const ImageSourceSchema = z.enum(IMAGE_SOURCES).describe('The two image sources: vif (image provider sets) or stock (data provider photos)');

/**
 * vifId as the spec wants it checked (§5: "Cancelling an image download requires a vifId (otherwise vifId is required)").
 * The schema lets a missing or empty vifId through so that the handler answers 400 with the specific problem code
 * catalog.vif_id_required, field body.vifId / query.vifId and the message "vifId is required".
 */
export const VifIdInput = z
  .string()
  .trim()
  .max(40)
  .optional()
  .describe(`Required: a missing or empty vifId answers 400 catalog.vif_id_required ("${VIF_ID_REQUIRED_MESSAGE}")`);
const requiredVif = VifIdInput;

const yearQ = z.coerce.number().int().min(1981).max(2100);
const idQ = z.coerce.number().int().positive().max(2_147_483_647);

const YMM = z.object({ year: yearQ, makeId: idQ, modelId: idQ });

export const DOWNLOAD_STATUSES = ['none', 'queued', 'downloading', 'done', 'cancelled', 'failed'] as const;
export const DownloadStatusSchema = z.object({
  vifId: z.string(),
  status: z.enum(DOWNLOAD_STATUSES),
  downloaded: z.number().int(),
  total: z.number().int(),
  updatedAt: z.string().nullable(),
});

export const VifSchema = z.object({
  vifId: z.string(),
  year: z.number().int(),
  makeId: z.number().int(),
  make: z.string(),
  modelId: z.number().int(),
  model: z.string(),
  trimId: z.number().int().nullable(),
  trim: z.string().nullable(),
  description: z.string(),
  imageCount: z.number().int(),
  downloadStatus: z.enum(DOWNLOAD_STATUSES),
});

export const ImageSchema = z.object({
  id: z.number().int(),
  vifId: z.string().nullable(),
  source: ImageSourceSchema,
  angle: z.string(),
  url: z.string(),
});

const r = <T extends Parameters<typeof defineRoute>[0]>(route: T) => defineRoute({ ...route, tags: ['catalog-admin-images'] });
const Years = z.object({ items: z.array(z.number().int()) });
const Refs = z.object({ items: z.array(z.object({ id: z.number().int(), name: z.string() })) });

export const imagesGetYearsRoute = r({ method: 'GET', path: '/admin/images/get-years', summary: 'Years with vehicle data', response: Years });
export const imagesGetMakesRoute = r({ method: 'GET', path: '/admin/images/get-makes', summary: 'Makes of a year', query: z.object({ year: yearQ }), response: Refs });
export const imagesGetModelsRoute = r({
  method: 'GET', path: '/admin/images/get-models', summary: 'Models of a year and make', query: z.object({ year: yearQ, makeId: idQ }), response: Refs,
});
export const imagesGetTrimsRoute = r({
  method: 'GET', path: '/admin/images/get-trims', summary: 'Trims of a year and model', query: z.object({ year: yearQ, modelId: idQ }), response: Refs,
});

export const MainImageSchema = z.object({
  target: z.enum(['model', 'trim']),
  targetId: z.number().int(),
  source: ImageSourceSchema,
  imageUrl: z.string(),
  updatedAt: z.string(),
});
export const imagesGetMappingRoute = r({
  method: 'GET', path: '/admin/images/get-mapping', summary: 'Main images chosen for a model and its trims',
  query: z.object({ modelId: idQ }),
  response: z.object({ model: MainImageSchema.nullable(), trims: z.array(MainImageSchema), vifsByTrim: z.array(z.object({ trimId: z.number().int(), vifId: z.string() })) }),
});

const MainImageBody = z.strictObject({ source: ImageSourceSchema, imageUrl: z.string().max(2048) });
export const imagesSaveMainImageTrimRoute = r({
  method: 'POST', path: '/admin/images/save-main-image-trim', summary: 'Choose the main image of a trim (from either source)',
  body: MainImageBody.extend({ trimId: Id }), response: MainImageSchema,
});
export const imagesSaveMainImageModelRoute = r({
  method: 'POST', path: '/admin/images/save-main-image-model', summary: 'Choose the main image of a model (from either source)',
  body: MainImageBody.extend({ modelId: Id }), response: MainImageSchema,
});

export const imagesGetVifListRoute = r({
  method: 'GET', path: '/admin/images/get-viflist', summary: 'The image provider\'s VIF list for a year, make and model',
  query: YMM, response: z.object({ items: z.array(VifSchema) }),
});
export const imagesDownloadVifListRoute = r({
  method: 'GET', path: '/admin/images/download-viflist', summary: 'The same list as CSV (attachment viflist.csv)',
  query: YMM, response: z.string().describe('text/csv'),
});

export const imagesDownloadImagesRoute = r({
  method: 'POST', path: '/admin/images/download-images', summary: 'Start downloading one VIF\'s images into the gallery',
  body: z.strictObject({ vifId: requiredVif }), response: DownloadStatusSchema,
});
export const imagesDownloadAllRoute = r({
  method: 'POST', path: '/admin/images/download-all', summary: 'Full download: every VIF of a year, make and model',
  body: z.strictObject({ year: z.number().int().min(1981).max(2100), makeId: Id, modelId: Id }),
  response: z.object({ items: z.array(DownloadStatusSchema) }),
});
export const imagesCancelDownloadRoute = r({
  method: 'POST', path: '/admin/images/cancel-download', summary: 'Cancel a VIF download (vifId is required)',
  body: z.strictObject({ vifId: requiredVif }),
  response: DownloadStatusSchema,
});
export const imagesDownloadStatusRoute = r({
  method: 'GET', path: '/admin/images/download-status', summary: 'Progress of a VIF download',
  query: z.object({ vifId: requiredVif }), response: DownloadStatusSchema,
});

export const FolderStatusSchema = z.object({
  vifId: z.string(),
  expected: z.number().int(),
  present: z.number().int(),
  missing: z.array(z.string()),
  ok: z.boolean(),
});
export const imagesGetFolderStatusRoute = r({
  method: 'GET', path: '/admin/images/get-folder-status', summary: 'Compare a VIF\'s downloaded images with the provider\'s list',
  query: z.object({ vifId: requiredVif }), response: FolderStatusSchema,
});
export const imagesFixFolderStatusRoute = r({
  method: 'POST', path: '/admin/images/fix-folder-status', summary: 'Fetch the missing images of a VIF again',
  body: z.strictObject({ vifId: requiredVif }), response: FolderStatusSchema,
});

export const imagesGetGalleriesRoute = r({
  method: 'GET', path: '/admin/images/get-image-galleries', summary: 'Downloaded images of a VIF, a trim or a model',
  query: z.object({ vifId: z.string().max(40).optional(), trimId: idQ.optional(), modelId: idQ.optional() }),
  response: z.object({ items: z.array(ImageSchema) }),
});
export const imagesSaveImagesIdRoute = r({
  method: 'POST', path: '/admin/images/save-images-id', summary: 'Attach a VIF (its images) to a trim',
  body: z.strictObject({ trimId: Id, vifId: requiredVif }),
  response: z.object({ trimId: z.number().int(), vifId: z.string() }),
});
