import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { QUERY_CONTROLLERS, QUERY_HANDLERS } from './queries/slices';
import { CompanyScopes } from './shared/company-scope';

/** The dealer context's routes (issue #14): leads, their details and the company dashboard's statistics. */
@Module({
  imports: [CqrsModule],
  controllers: [...QUERY_CONTROLLERS],
  providers: [CompanyScopes, ...QUERY_HANDLERS],
})
export class DealerModule {}
