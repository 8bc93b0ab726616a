import { currentUserRoute } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Ctx, Endpoint } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { identityPrincipal } from '../../adapters/sessions';
import { GetCurrentUserQuery } from './get-current-user.query';

@Controller()
export class GetCurrentUserHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(currentUserRoute, { allow: 'authenticated' })
  getCurrentUser(@Ctx() ctx: RequestContext) {
    return this.queryBus.execute(new GetCurrentUserQuery(identityPrincipal(ctx)!));
  }
}
