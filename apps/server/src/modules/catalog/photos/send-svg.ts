import type { FastifyReply } from 'fastify';

/** Answers a generated photo as the SVG document it is. */
export function sendSvg(reply: FastifyReply, svg: string) {
  void reply.type('image/svg+xml; charset=utf-8').send(svg);
}
