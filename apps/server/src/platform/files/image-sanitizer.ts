import { DomainError } from '@marketplace/domain';
import sharp from 'sharp';

export type SniffedType = 'jpeg' | 'png' | 'heif';

/** HEIF family brands (ISO/IEC 23008-12): HEIC from phones, and AVIF, which sharp decodes itself. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'avif', 'avis']);

/** The image type by magic bytes (never by file name or declared type), or null. */
export function sniffImageType(data: Buffer): SniffedType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 12 && data.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(data.toString('latin1', 8, 12))) return 'heif';
  return null;
}

export interface SanitizeOptions {
  readonly maxBytes: number;
  /** Largest accepted image (width × height) before decoding: refuses decompression bombs. */
  readonly maxPixels?: number;
  /** Longest side after re-encoding. */
  readonly maxDimension?: number;
  readonly accept: readonly SniffedType[];
  /** Output format: jpeg for photos, png for drawings (signatures). */
  readonly output: 'jpeg' | 'png';
  /** Error field path for messages (e.g. 'body.data'). */
  readonly field: string;
}

export interface SanitizedImage {
  readonly data: Buffer;
  readonly contentType: 'image/jpeg' | 'image/png';
  readonly width: number;
  readonly height: number;
  readonly sourceType: SniffedType;
}

const fail = (code: string, message: string, field: string, details?: Record<string, unknown>) =>
  new DomainError(`files.${code}`, 'validation', message, field, details);

async function decodeHeic(data: Buffer): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  const decode = require('heic-decode') as (o: { buffer: Buffer }) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
  return decode({ buffer: data });
}

/**
 * Accepts JPEG, PNG or HEIC by magic bytes, under a size cap, and re-encodes the pixels only: EXIF (GPS, camera
 * serials), XMP, ICC, comments and anything appended (a polyglot's second life) are gone, and the orientation is baked
 * in. What is stored is never the uploaded file.
 */
export async function sanitizeImage(input: Buffer, o: SanitizeOptions): Promise<SanitizedImage> {
  if (input.length === 0) throw fail('empty', 'The file is empty', o.field);
  if (input.length > o.maxBytes) throw fail('too_large', `The file exceeds ${o.maxBytes} bytes`, o.field, { maxBytes: o.maxBytes });
  const type = sniffImageType(input);
  if (!type || !o.accept.includes(type)) {
    throw fail('unsupported_type', `Only ${o.accept.map((t) => (t === 'heif' ? 'HEIC' : t.toUpperCase())).join(', ')} images are accepted`, o.field);
  }
  const maxPixels = o.maxPixels ?? 40_000_000;
  const maxDimension = o.maxDimension ?? 2400;
  let pipeline: ReturnType<typeof sharp>;
  try {
    // The header only (no pixel limit here, so that an oversized image is named as such).
    const meta = await sharp(input, { failOn: 'none', limitInputPixels: false }).metadata().catch(() => null);
    if (meta && meta.width && meta.height && meta.width * meta.height > maxPixels) {
      throw fail('image_too_large', 'The image has too many pixels', o.field, { maxPixels });
    }
    if (meta && meta.format && !(type === 'heif' && meta.compression === 'hevc')) {
      pipeline = sharp(input, { failOn: 'error', limitInputPixels: maxPixels }).rotate();
    } else if (type === 'heif') {
      const raw = await decodeHeic(input);
      if (raw.width * raw.height > maxPixels) throw fail('image_too_large', 'The image has too many pixels', o.field, { maxPixels });
      pipeline = sharp(Buffer.from(raw.data.buffer, raw.data.byteOffset, raw.data.byteLength), { raw: { width: raw.width, height: raw.height, channels: 4 } });
    } else {
      throw fail('invalid_image', 'The file is not a readable image', o.field);
    }
    pipeline = pipeline.resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true });
    const out = o.output === 'png'
      ? await pipeline.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
      : await pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return { data: out.data, contentType: o.output === 'png' ? 'image/png' : 'image/jpeg', width: out.info.width, height: out.info.height, sourceType: type };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw fail('invalid_image', 'The file is not a readable image', o.field);
  }
}
