import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createCompanyRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { COMPANY_EDITORS } from '../../adapters/company-scope';
import { CreateCompanyCommand } from './create-company.command';

@Controller()
export class CreateCompanyController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(createCompanyRoute, { allow: COMPANY_EDITORS })
  create(@Input() { body }: RouteInput<typeof createCompanyRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new CreateCompanyCommand(body, ctx));
  }
}
