import { CATALOG_STAFF } from '@marketplace/domain';
import { carsGetTrimEquipmentRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetTrimEquipmentQuery } from './get-trim-equipment.query';

@Controller()
export class GetTrimEquipmentHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(carsGetTrimEquipmentRoute, { allow: CATALOG_STAFF })
  getTrimEquipment(@Input() input: RouteInput<typeof carsGetTrimEquipmentRoute>) {
    return this.queryBus.execute(new GetTrimEquipmentQuery(input));
  }
}
