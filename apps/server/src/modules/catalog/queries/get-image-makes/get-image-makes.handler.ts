import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ImagesService } from '../../admin/images.service';
import { GetImageMakesQuery } from './get-image-makes.query';

@QueryHandler(GetImageMakesQuery)
export class GetImageMakesHandler implements IQueryHandler<GetImageMakesQuery> {
  constructor(private readonly images: ImagesService) {}

  async execute(query: GetImageMakesQuery) {
    return this.images.makes(query.input.query.year);
  }
}
