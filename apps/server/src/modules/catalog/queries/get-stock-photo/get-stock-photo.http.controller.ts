import { stockPhotoRoute, type RouteInput } from '@marketplace/contracts';
import { Controller, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { sendFile } from '../../../../platform/http/send-file';
import { GetStockPhotoQuery } from './get-stock-photo.query';

@Controller()
export class GetStockPhotoHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(stockPhotoRoute, { allow: 'public' })
  async getStockPhoto(@Input() input: RouteInput<typeof stockPhotoRoute>, @Res() reply: FastifyReply) {
    sendFile(reply, await this.queryBus.execute(new GetStockPhotoQuery(input)));
  }
}
