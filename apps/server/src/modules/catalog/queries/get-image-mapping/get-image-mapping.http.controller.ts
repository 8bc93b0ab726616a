import { CATALOG_STAFF } from '@marketplace/domain';
import { imagesGetMappingRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetImageMappingQuery } from './get-image-mapping.query';

@Controller()
export class GetImageMappingHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(imagesGetMappingRoute, { allow: CATALOG_STAFF })
  getImageMapping(@Input() input: RouteInput<typeof imagesGetMappingRoute>) {
    return this.queryBus.execute(new GetImageMappingQuery(input));
  }
}
