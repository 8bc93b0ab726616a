import { createHash } from 'node:crypto';
import { newId, type Reader, type StripeObject } from '../store';
import { invalid, list, missing, StripeApiError } from '../protocol';
import type { Route } from './route';

/** Stripe's purposes for an upload (https://docs.stripe.com/api/files/create); the marketplace sends dispute evidence. */
const PURPOSES = ['dispute_evidence', 'identity_document', 'business_logo', 'customer_signature', 'additional_verification'];
/** Stripe refuses dispute evidence over 5 MB per file. */
const MAX_BYTES = 5 * 1024 * 1024;
const TYPES: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** A file the account uploaded (its bytes are kept beside it, as `file_contents`, for the test controls). */
export async function fileOf(tx: Reader, id: string): Promise<StripeObject> {
  const file = await tx.get('file', id);
  if (!file) throw missing('file', id, 'file');
  return file;
}

export const fileRoutes: Route[] = [
  {
    method: 'POST', path: /^\/v1\/files$/, handle: async (tx, p) => {
      const purpose = String(p.purpose ?? '');
      if (!purpose) throw invalid('Missing required param: purpose.', 'purpose');
      if (!PURPOSES.includes(purpose)) throw invalid(`Invalid purpose: ${purpose}`, 'purpose', 'parameter_invalid_string');
      const upload = p.file as { name?: string; type?: string; data?: Buffer } | undefined;
      if (!upload || !Buffer.isBuffer(upload.data)) throw invalid('Missing required param: file.', 'file');
      if (upload.data.length > MAX_BYTES) throw new StripeApiError(400, { type: 'invalid_request_error', code: 'file_too_large', message: 'The file is larger than 5 MB.', param: 'file' });
      const type = TYPES[upload.type ?? ''];
      if (purpose === 'dispute_evidence' && !type) {
        throw invalid(`Dispute evidence must be a PDF, JPEG or PNG file (got ${upload.type ?? 'none'}).`, 'file', 'file_invalid');
      }
      const id = newId('file');
      const file = await tx.put({
        id, object: 'file', created: tx.now, expires_at: null, filename: upload.name ?? 'upload', links: null, purpose, size: upload.data.length,
        title: null, type: type ?? null, url: `https://files.stripe.com/v1/files/${id}/contents`,
      });
      await tx.put({ id: `${id}_contents`, object: 'file_contents', sha256: createHash('sha256').update(upload.data).digest('hex'), data: upload.data.toString('base64') });
      return [200, file];
    },
  },
  { method: 'GET', path: /^\/v1\/files\/(\w+)$/, handle: async (tx, _p, [id]) => [200, await fileOf(tx, id)] },
  { method: 'GET', path: /^\/v1\/files$/, handle: async (tx, p) => [200, list('/v1/files', await tx.list('file', p.purpose ? { purpose: p.purpose } : {}), p.limit)] },
];
