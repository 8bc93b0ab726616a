import { CATALOG_STAFF } from '@marketplace/domain';
import { imagesGetFolderStatusRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetFolderStatusQuery } from './get-folder-status.query';

@Controller()
export class GetFolderStatusHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(imagesGetFolderStatusRoute, { allow: CATALOG_STAFF })
  getFolderStatus(@Input() input: RouteInput<typeof imagesGetFolderStatusRoute>) {
    return this.queryBus.execute(new GetFolderStatusQuery(input));
  }
}
