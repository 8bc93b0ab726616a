import { CATALOG_STAFF } from '@marketplace/domain';
import { imagesGetModelsRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetImageModelsQuery } from './get-image-models.query';

@Controller()
export class GetImageModelsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(imagesGetModelsRoute, { allow: CATALOG_STAFF })
  getImageModels(@Input() input: RouteInput<typeof imagesGetModelsRoute>) {
    return this.queryBus.execute(new GetImageModelsQuery(input));
  }
}
