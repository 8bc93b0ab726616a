import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ImagesService } from '../../admin/images.service';
import { GetImageMappingQuery } from './get-image-mapping.query';

@QueryHandler(GetImageMappingQuery)
export class GetImageMappingHandler implements IQueryHandler<GetImageMappingQuery> {
  constructor(private readonly images: ImagesService) {}

  async execute(query: GetImageMappingQuery) {
    return this.images.mapping(query.input.query.modelId);
  }
}
