import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { written } from '../../../../platform/read-your-writes/write-position';
import { DB } from '../../../../platform/tokens';
import { CompanyScopes, ownedCompany } from '../../adapters/company-scope';
import { SubscriptionStream } from '../../streams/subscription-stream';
import { SignContractCommand } from './sign-contract.command';

/** The contract signature: the trial starts now (ADR 0032). */
@CommandHandler(SignContractCommand)
export class SignContractHandler implements ICommandHandler<SignContractCommand> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly scopes: CompanyScopes, private readonly stream: SubscriptionStream) {}

  async execute({ companyId, ctx }: SignContractCommand) {
    await ownedCompany(this.scopes, ctx, companyId);
    const { position } = await this.stream.execute({ type: 'SignContract', data: { companyId, now: ctx.now.toISOString() } }, ctx);
    return written({ Status: 1 as const, companyId }, position);
  }
}
