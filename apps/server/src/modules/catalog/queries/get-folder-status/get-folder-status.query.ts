import type { imagesGetFolderStatusRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { ImagesService } from '../../admin/images.service';

/** A VIF's image folder. */
export class GetFolderStatusQuery extends Query<Awaited<ReturnType<ImagesService['folderStatus']>>> {
  constructor(
    readonly input: RouteInput<typeof imagesGetFolderStatusRoute>,
  ) {
    super();
  }
}
