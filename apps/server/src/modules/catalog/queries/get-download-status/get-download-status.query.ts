import type { imagesDownloadStatusRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { ImagesService } from '../../admin/images.service';

/** A download's progress. */
export class GetDownloadStatusQuery extends Query<Awaited<ReturnType<ImagesService['downloadStatus']>>> {
  constructor(
    readonly input: RouteInput<typeof imagesDownloadStatusRoute>,
  ) {
    super();
  }
}
