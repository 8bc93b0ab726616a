import { get__Pascal__ListRoute } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Ctx, Endpoint } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes';
import { __CONST___LIST_PROJECTION } from './__kebab__-list.projection';
import { Get__Pascal__ListQuery } from './get-__kebab__-list.query';

@Controller()
export class Get__Pascal__ListHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  /** An owner read: it waits (bounded) until the list projection has passed the caller's last write. */
  @Endpoint(get__Pascal__ListRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(__CONST___LIST_PROJECTION)
  list(@Ctx() ctx: RequestContext) {
    return this.queryBus.execute(new Get__Pascal__ListQuery(ctx.principal!.userId));
  }
}
