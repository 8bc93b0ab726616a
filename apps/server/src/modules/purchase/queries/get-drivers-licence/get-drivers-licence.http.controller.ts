import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getDriversLicenseRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { TRANSACTION_DETAILS_PROJECTION } from '../get-transaction-details/transaction-details.projection';
import { GetDriversLicenceQuery } from './get-drivers-licence.query';

@Controller()
export class GetDriversLicenceController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getDriversLicenseRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(TRANSACTION_DETAILS_PROJECTION)
  licence(@Input() input: RouteInput<typeof getDriversLicenseRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetDriversLicenceQuery(input.query.transactionId, ctx));
  }
}
