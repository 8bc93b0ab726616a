import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { sql, type Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { CompanyStream } from '../../streams/company-stream';
import { CreateCompanyCommand } from './create-company.command';

/** A new company: the next id of the dealer's sequence, a new stream. */
@CommandHandler(CreateCompanyCommand)
export class CreateCompanyHandler implements ICommandHandler<CreateCompanyCommand> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly companies: CompanyStream) {}

  async execute({ profile, ctx }: CreateCompanyCommand) {
    const { rows } = await sql<{ id: string }>`select nextval('dealer.company_ids') as id`.execute(this.db);
    const companyId = Number(rows[0].id);
    return this.companies.execute({ type: 'CreateCompany', data: { ...profile, companyId, now: ctx.now.toISOString() } }, 'none', ctx);
  }
}
