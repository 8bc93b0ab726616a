import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { signContractRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { PLAN_MANAGERS } from '../../adapters/company-scope';
import { SignContractCommand } from './sign-contract.command';

@Controller()
export class SignContractController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(signContractRoute, { allow: PLAN_MANAGERS })
  sign(@Input() { body }: RouteInput<typeof signContractRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new SignContractCommand(body.companyId, ctx));
  }
}
