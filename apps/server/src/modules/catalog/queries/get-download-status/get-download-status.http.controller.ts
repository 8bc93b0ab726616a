import { CATALOG_STAFF } from '@marketplace/domain';
import { imagesDownloadStatusRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetDownloadStatusQuery } from './get-download-status.query';

@Controller()
export class GetDownloadStatusHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(imagesDownloadStatusRoute, { allow: CATALOG_STAFF })
  getDownloadStatus(@Input() input: RouteInput<typeof imagesDownloadStatusRoute>) {
    return this.queryBus.execute(new GetDownloadStatusQuery(input));
  }
}
