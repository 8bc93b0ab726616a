import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getCompanyUsersRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { COMPANY_SELF_SERVICE } from '../../adapters/company-scope';
import { GetCompanyUsersQuery } from './get-company-users.query';

/**
 * identity's users projection (identity.public.ts `USERS_PROJECTION`), by its name: identity.public.ts and this module
 * load each other (ADR 0071), and a decorator's argument is read while the module loads.
 */
const IDENTITY_USERS_PROJECTION = 'identity.users';

@Controller()
export class GetCompanyUsersController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getCompanyUsersRoute, { allow: COMPANY_SELF_SERVICE })
  @ReadsOwnWrites(IDENTITY_USERS_PROJECTION)
  users(@Input() { query }: RouteInput<typeof getCompanyUsersRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetCompanyUsersQuery(query.companyId, ctx));
  }
}
