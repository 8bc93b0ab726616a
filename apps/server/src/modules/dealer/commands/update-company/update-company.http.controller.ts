import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { updateCompanyRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { COMPANY_EDITORS } from '../../adapters/company-scope';
import { UpdateCompanyCommand } from './update-company.command';

@Controller()
export class UpdateCompanyController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(updateCompanyRoute, { allow: COMPANY_EDITORS })
  update(@Input() { body }: RouteInput<typeof updateCompanyRoute>, @Ctx() ctx: RequestContext) {
    const { companyId, expectedVersion, ...profile } = body;
    return this.commands.execute(new UpdateCompanyCommand(companyId, expectedVersion, profile, ctx));
  }
}
