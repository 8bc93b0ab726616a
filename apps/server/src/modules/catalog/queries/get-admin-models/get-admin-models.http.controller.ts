import { CATALOG_STAFF } from '@marketplace/domain';
import { vehicleDataAdminModelsRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetAdminModelsQuery } from './get-admin-models.query';

@Controller()
export class GetAdminModelsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(vehicleDataAdminModelsRoute, { allow: CATALOG_STAFF })
  getAdminModels(@Input() input: RouteInput<typeof vehicleDataAdminModelsRoute>) {
    return this.queryBus.execute(new GetAdminModelsQuery(input));
  }
}
