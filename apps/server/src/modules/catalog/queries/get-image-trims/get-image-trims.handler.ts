import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ImagesService } from '../../admin/images.service';
import { GetImageTrimsQuery } from './get-image-trims.query';

@QueryHandler(GetImageTrimsQuery)
export class GetImageTrimsHandler implements IQueryHandler<GetImageTrimsQuery> {
  constructor(private readonly images: ImagesService) {}

  async execute(query: GetImageTrimsQuery) {
    return this.images.trims(query.input.query.year, query.input.query.modelId);
  }
}
