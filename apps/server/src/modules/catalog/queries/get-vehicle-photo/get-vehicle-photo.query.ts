import type { vehiclePhotoRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { FileAnswer } from '../../../../platform/http/send-file';

/** A generated photo of a listed vehicle (SVG). */
export class GetVehiclePhotoQuery extends Query<FileAnswer> {
  constructor(
    readonly input: RouteInput<typeof vehiclePhotoRoute>,
  ) {
    super();
  }
}
