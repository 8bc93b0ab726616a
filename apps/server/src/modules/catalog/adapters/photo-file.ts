import type { FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';

/**
 * Answers a generated photo as the SVG document it is, cacheable (issue #43): a photo's address names its vehicle and
 * number, and it changes only with the listing's look; a day in caches, then revalidated by its ETag (weak: the same
 * image whatever the encoding the answer is compressed with), a 304 when unchanged.
 */
export function sendSvg(reply: FastifyReply, svg: string) {
  const etag = `W/"${createHash('sha1').update(svg).digest('base64url')}"`;
  void reply.header('cache-control', 'public, max-age=86400').header('etag', etag);
  const asked = reply.request.headers['if-none-match'];
  if (typeof asked === 'string' && asked.split(',').some((tag) => tag.trim() === etag)) {
    void reply.status(304).send();
    return;
  }
  void reply.type('image/svg+xml; charset=utf-8').send(svg);
}
