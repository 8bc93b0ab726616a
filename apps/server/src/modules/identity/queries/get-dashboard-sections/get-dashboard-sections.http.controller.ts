import { dashboardSectionsRoute } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Ctx, Endpoint } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { identityPrincipal } from '../../adapters/sessions';
import { GetDashboardSectionsQuery } from './get-dashboard-sections.query';

@Controller()
export class GetDashboardSectionsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(dashboardSectionsRoute, { allow: 'authenticated' })
  getDashboardSections(@Ctx() ctx: RequestContext) {
    return this.queryBus.execute(new GetDashboardSectionsQuery(identityPrincipal(ctx)!));
  }
}
