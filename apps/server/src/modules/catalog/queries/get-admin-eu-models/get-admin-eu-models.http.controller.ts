import { CATALOG_STAFF } from '@marketplace/domain';
import { vehicleDataAdminEuModelsRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetAdminEuModelsQuery } from './get-admin-eu-models.query';

@Controller()
export class GetAdminEuModelsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(vehicleDataAdminEuModelsRoute, { allow: CATALOG_STAFF })
  getAdminEuModels(@Input() input: RouteInput<typeof vehicleDataAdminEuModelsRoute>) {
    return this.queryBus.execute(new GetAdminEuModelsQuery(input));
  }
}
