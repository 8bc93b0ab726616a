import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ImageDownloads } from '../../adapters/image-downloads';
import { requireVifId, VifImages } from '../../adapters/vif-images';
import { GetDownloadStatusQuery } from './get-download-status.query';

@QueryHandler(GetDownloadStatusQuery)
export class GetDownloadStatusHandler implements IQueryHandler<GetDownloadStatusQuery> {
  constructor(private readonly vifImages: VifImages, private readonly downloads: ImageDownloads) {}

  async execute(query: GetDownloadStatusQuery) {
    const vifId = requireVifId(query.input.query.vifId, 'query.vifId');
    await this.vifImages.knownVif(vifId, 'query.vifId');
    return this.downloads.statusOf(vifId);
  }
}
