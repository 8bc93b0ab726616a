import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ImagesService } from '../../admin/images.service';
import { GetDownloadStatusQuery } from './get-download-status.query';

@QueryHandler(GetDownloadStatusQuery)
export class GetDownloadStatusHandler implements IQueryHandler<GetDownloadStatusQuery> {
  constructor(private readonly images: ImagesService) {}

  async execute(query: GetDownloadStatusQuery) {
    return this.images.downloadStatus(query.input.query.vifId);
  }
}
