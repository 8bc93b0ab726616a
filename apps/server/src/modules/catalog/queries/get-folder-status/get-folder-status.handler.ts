import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ImagesService } from '../../admin/images.service';
import { GetFolderStatusQuery } from './get-folder-status.query';

@QueryHandler(GetFolderStatusQuery)
export class GetFolderStatusHandler implements IQueryHandler<GetFolderStatusQuery> {
  constructor(private readonly images: ImagesService) {}

  async execute(query: GetFolderStatusQuery) {
    return this.images.folderStatus(query.input.query.vifId);
  }
}
