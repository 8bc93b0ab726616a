import { Controller } from '@nestjs/common';
import {
  adminEditVehicleRoute, adminGetVehicleRoute, adminListVehicleRoute, adminListVehiclesRoute, type RouteInput,
} from '@marketplace/contracts';
import { Endpoint, Input, Ctx } from '../../../platform/http/endpoint';
import type { RequestContext } from '../../../platform/http/request-context';
import { CATALOG_STAFF } from '../catalog.access';
import { InventoryQueries } from '../inventory/inventory.queries';
import { VehicleCommands } from './vehicle-commands';

/** Vehicles team and administrators (types 6, 7, 20): the vehicle list and its edits. */
@Controller()
export class AdminVehiclesController {
  constructor(private readonly inventory: InventoryQueries, private readonly vehicles: VehicleCommands) {}

  @Endpoint(adminListVehiclesRoute, { allow: CATALOG_STAFF })
  list(@Input() input: RouteInput<typeof adminListVehiclesRoute>) {
    return this.inventory.adminList(input.query);
  }

  @Endpoint(adminGetVehicleRoute, { allow: CATALOG_STAFF })
  get(@Input() input: RouteInput<typeof adminGetVehicleRoute>) {
    return this.inventory.detail(input.params.id);
  }

  @Endpoint(adminListVehicleRoute, { allow: CATALOG_STAFF })
  create(@Input() input: RouteInput<typeof adminListVehicleRoute>, @Ctx() ctx: RequestContext) {
    return this.vehicles.list(input.body, ctx);
  }

  @Endpoint(adminEditVehicleRoute, { allow: CATALOG_STAFF })
  edit(@Input() input: RouteInput<typeof adminEditVehicleRoute>, @Ctx() ctx: RequestContext) {
    return this.vehicles.edit(input.params.id, input.body, ctx);
  }
}
