import { CATALOG_STAFF } from '@marketplace/domain';
import { adminGetVehicleRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetAdminVehicleQuery } from './get-admin-vehicle.query';

@Controller()
export class GetAdminVehicleHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(adminGetVehicleRoute, { allow: CATALOG_STAFF })
  getAdminVehicle(@Input() input: RouteInput<typeof adminGetVehicleRoute>) {
    return this.queryBus.execute(new GetAdminVehicleQuery(input));
  }
}
