import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ImagesService } from '../../admin/images.service';
import { GetGalleriesQuery } from './get-galleries.query';

@QueryHandler(GetGalleriesQuery)
export class GetGalleriesHandler implements IQueryHandler<GetGalleriesQuery> {
  constructor(private readonly images: ImagesService) {}

  async execute(query: GetGalleriesQuery) {
    return this.images.galleries(query.input.query);
  }
}
