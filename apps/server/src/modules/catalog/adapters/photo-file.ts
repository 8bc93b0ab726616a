import { createHash } from 'node:crypto';
import type { FileAnswer } from '../../../platform/http/send-file';

/**
 * A generated photo as the SVG document it is, cacheable (issue #43): a photo's address names its vehicle and number,
 * and it changes only with the listing's look; a day in caches, then revalidated by its ETag (weak: the same image
 * whatever the encoding the answer is compressed with), a 304 when unchanged.
 */
export function svgPhotoFile(svg: string): FileAnswer {
  const etag = `W/"${createHash('sha1').update(svg).digest('base64url')}"`;
  return { body: svg, contentType: 'image/svg+xml; charset=utf-8', etag, headers: { 'cache-control': 'public, max-age=86400' } };
}

/** A sized WebP variant of a generated photo (adapters/photo-variants.ts). */
export function webpPhotoFile(webp: Buffer): FileAnswer {
  return { body: webp, contentType: 'image/webp' };
}
