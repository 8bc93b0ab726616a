import type { stockPhotoRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';

/** A generated stock photo of a trim (SVG). */
export class GetStockPhotoQuery extends Query<void> {
  constructor(
    readonly input: RouteInput<typeof stockPhotoRoute>,
    readonly http: { readonly reply: FastifyReply },
  ) {
    super();
  }
}
