import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CompanyStream } from './commands/company-stream';
import { COMMAND_CONTROLLERS, COMMAND_HANDLERS } from './commands/slices';
import { QUERY_CONTROLLERS, QUERY_HANDLERS } from './queries/slices';
import { CompanyScopes } from './shared/company-scope';

/** The dealer context's routes (issue #14): companies, leads, their details and the company dashboard's statistics. */
@Module({
  imports: [CqrsModule],
  controllers: [...COMMAND_CONTROLLERS, ...QUERY_CONTROLLERS],
  providers: [CompanyScopes, CompanyStream, ...COMMAND_HANDLERS, ...QUERY_HANDLERS],
})
export class DealerModule {}
