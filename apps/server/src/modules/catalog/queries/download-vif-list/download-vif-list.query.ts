import type { imagesDownloadVifListRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { FileAnswer } from '../../../../platform/http/send-file';

/** The VIF list as a CSV file. */
export class DownloadVifListQuery extends Query<FileAnswer> {
  constructor(
    readonly input: RouteInput<typeof imagesDownloadVifListRoute>,
  ) {
    super();
  }
}
