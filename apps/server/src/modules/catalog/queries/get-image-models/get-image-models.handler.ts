import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ImagesService } from '../../admin/images.service';
import { GetImageModelsQuery } from './get-image-models.query';

@QueryHandler(GetImageModelsQuery)
export class GetImageModelsHandler implements IQueryHandler<GetImageModelsQuery> {
  constructor(private readonly images: ImagesService) {}

  async execute(query: GetImageModelsQuery) {
    return this.images.models(query.input.query.year, query.input.query.makeId);
  }
}
