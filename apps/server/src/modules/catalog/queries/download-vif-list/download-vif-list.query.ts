import type { imagesDownloadVifListRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';

/** The VIF list as a CSV file. */
export class DownloadVifListQuery extends Query<void> {
  constructor(
    readonly input: RouteInput<typeof imagesDownloadVifListRoute>,
    readonly http: { readonly reply: FastifyReply },
  ) {
    super();
  }
}
