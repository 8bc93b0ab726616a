import { CATALOG_STAFF } from '@marketplace/domain';
import { imagesDownloadVifListRoute, type RouteInput } from '@marketplace/contracts';
import { Controller, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { sendFile } from '../../../../platform/http/send-file';
import { DownloadVifListQuery } from './download-vif-list.query';

@Controller()
export class DownloadVifListHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(imagesDownloadVifListRoute, { allow: CATALOG_STAFF })
  async downloadVifList(@Input() input: RouteInput<typeof imagesDownloadVifListRoute>, @Res() reply: FastifyReply) {
    sendFile(reply, await this.queryBus.execute(new DownloadVifListQuery(input)));
  }
}
