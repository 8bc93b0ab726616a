import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ImagesService } from '../../admin/images.service';
import { GetVifListQuery } from './get-vif-list.query';

@QueryHandler(GetVifListQuery)
export class GetVifListHandler implements IQueryHandler<GetVifListQuery> {
  constructor(private readonly images: ImagesService) {}

  async execute(query: GetVifListQuery) {
    return this.images.vifList(query.input.query);
  }
}
