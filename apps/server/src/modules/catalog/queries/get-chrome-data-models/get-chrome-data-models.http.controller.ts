import { CATALOG_STAFF } from '@marketplace/domain';
import { carsGetChromeDataModelsRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetChromeDataModelsQuery } from './get-chrome-data-models.query';

@Controller()
export class GetChromeDataModelsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(carsGetChromeDataModelsRoute, { allow: CATALOG_STAFF })
  getChromeDataModels(@Input() input: RouteInput<typeof carsGetChromeDataModelsRoute>) {
    return this.queryBus.execute(new GetChromeDataModelsQuery(input));
  }
}
