import { vehiclePhotoRoute, type RouteInput } from '@marketplace/contracts';
import { Controller, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { sendFile } from '../../../../platform/http/send-file';
import { GetVehiclePhotoQuery } from './get-vehicle-photo.query';

@Controller()
export class GetVehiclePhotoHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(vehiclePhotoRoute, { allow: 'public' })
  async getVehiclePhoto(@Input() input: RouteInput<typeof vehiclePhotoRoute>, @Res() reply: FastifyReply) {
    sendFile(reply, await this.queryBus.execute(new GetVehiclePhotoQuery(input)));
  }
}
