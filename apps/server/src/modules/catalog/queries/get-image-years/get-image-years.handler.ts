import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ImagesService } from '../../admin/images.service';
import { GetImageYearsQuery } from './get-image-years.query';

@QueryHandler(GetImageYearsQuery)
export class GetImageYearsHandler implements IQueryHandler<GetImageYearsQuery> {
  constructor(private readonly images: ImagesService) {}

  async execute(_query: GetImageYearsQuery) {
    return this.images.years();
  }
}
