import { vehiclePhotoRoute, type RouteInput } from '@marketplace/contracts';
import { Controller, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetVehiclePhotoQuery } from './get-vehicle-photo.query';

@Controller()
export class GetVehiclePhotoHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(vehiclePhotoRoute, { allow: 'public' })
  getVehiclePhoto(@Input() input: RouteInput<typeof vehiclePhotoRoute>, @Res() reply: FastifyReply) {
    return this.queryBus.execute(new GetVehiclePhotoQuery(input, { reply }));
  }
}
