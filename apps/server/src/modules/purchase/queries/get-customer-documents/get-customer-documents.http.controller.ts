import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getCustomerDocumentsRoute } from '@marketplace/contracts';
import { Ctx, Endpoint } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { APPLICATION_SUMMARIES_PROJECTION } from '../../../credit/credit.public';
import { TRADE_IN_DETAILS_PROJECTION } from '../../../trade-in/trade-in.public';
import { TRANSACTION_DETAILS_PROJECTION } from '../get-transaction-details/transaction-details.projection';
import { GetCustomerDocumentsQuery } from './get-customer-documents.query';

/** The owner's next read sees what they just signed, paid, appraised or were decided (read-your-writes). */
export const DOCUMENT_PROJECTIONS = [TRANSACTION_DETAILS_PROJECTION, TRADE_IN_DETAILS_PROJECTION, APPLICATION_SUMMARIES_PROJECTION] as const;

@Controller()
export class GetCustomerDocumentsController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getCustomerDocumentsRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(...DOCUMENT_PROJECTIONS)
  documents(@Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetCustomerDocumentsQuery(ctx));
  }
}
