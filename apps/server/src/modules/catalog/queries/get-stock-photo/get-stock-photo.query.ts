import type { stockPhotoRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { FileAnswer } from '../../../../platform/http/send-file';

/** A generated stock photo of a trim (SVG). */
export class GetStockPhotoQuery extends Query<FileAnswer> {
  constructor(
    readonly input: RouteInput<typeof stockPhotoRoute>,
  ) {
    super();
  }
}
