import type { vehiclePhotoRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';

/** A generated photo of a listed vehicle (SVG). */
export class GetVehiclePhotoQuery extends Query<void> {
  constructor(
    readonly input: RouteInput<typeof vehiclePhotoRoute>,
    readonly http: { readonly reply: FastifyReply },
  ) {
    super();
  }
}
