import { Command } from '@nestjs/cqrs';
import type { CompanyProfile } from '@marketplace/domain';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { Written } from '../../../../platform/read-your-writes/write-position';

export type CompanySaved = Written<{ Status: 1; companyId: number; version: number }>;

export class CreateCompanyCommand extends Command<CompanySaved> {
  constructor(readonly profile: CompanyProfile, readonly ctx: RequestContext) {
    super();
  }
}
